/** The three kinds of device frame the canvas can take (spec §3). */
export type DevicePresetType = 'Desktop' | 'Phone' | 'Tablet';

/** A width and height in pixels. */
export interface DeviceSize {
  width: number;
  height: number;
}

/**
 * A device preset of spec §3: the frame the design canvas takes. `resolution` is the physical
 * screen in device pixels, `viewport` the size in CSS pixels a browser on it reports (for
 * desktops the two are the same). Phones and tablets are given in portrait.
 */
export interface DevicePreset {
  /** Kebab slug unique in the table: 'iphone-15', 'desktop-1920x1080'. */
  id: string;
  /** CSS classes of the frame: the type's class and the preset's slug, 'device-phone iphone-15'. */
  css: string;
  type: DevicePresetType;
  /** 'Full HD', 'iOS', 'Android', 'iPadOS'. */
  subType: string;
  /** The name shown in the device picker: 'iPhone 15', 'Desktop 1920x1080'. */
  model: string;
  resolution: DeviceSize;
  viewport: DeviceSize;
}

/** The device types in the order the device picker lists them. */
export const devicePresetTypes: readonly DevicePresetType[] = ['Desktop', 'Phone', 'Tablet'];

const desktop = (width: number, height: number, subType: string): DevicePreset => {
  const id = `desktop-${width}x${height}`;
  return { id, css: `device-desktop ${id}`, type: 'Desktop', subType, model: `Desktop ${width}x${height}`, resolution: { width, height }, viewport: { width, height } };
};

const slug = (model: string): string =>
  model
    .toLowerCase()
    .replace(/\+/g, '-plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const handheld =
  (type: 'Phone' | 'Tablet', subType: string) =>
  (model: string, resolution: [number, number], viewport: [number, number]): DevicePreset => {
    const id = slug(model);
    return {
      id,
      css: `device-${type.toLowerCase()} ${id}`,
      type,
      subType,
      model,
      resolution: { width: resolution[0], height: resolution[1] },
      viewport: { width: viewport[0], height: viewport[1] },
    };
  };

const iPhone = handheld('Phone', 'iOS');
const android = handheld('Phone', 'Android');
const iPad = handheld('Tablet', 'iPadOS');

/**
 * The device presets of spec §9: desktop sizes from 1024x768 to 3840x2160, iPhone 13 to 16,
 * Galaxy S23 to S25, OnePlus 12 and the current iPads, with the makers' published figures.
 */
export const devicePresets: readonly DevicePreset[] = [
  desktop(1024, 768, 'XGA'),
  desktop(1280, 720, 'HD'),
  desktop(1280, 800, 'WXGA'),
  desktop(1366, 768, 'FWXGA'),
  desktop(1440, 900, 'WXGA+'),
  // The most common laptop viewport (a Full HD panel at 125 % scaling); it has no standard name.
  desktop(1536, 864, 'Laptop 16:9'),
  desktop(1600, 900, 'HD+'),
  desktop(1680, 1050, 'WSXGA+'),
  desktop(1920, 1080, 'Full HD'),
  desktop(2560, 1440, 'QHD'),
  desktop(3840, 2160, '4K UHD'),

  iPhone('iPhone 13 mini', [1080, 2340], [375, 812]),
  iPhone('iPhone 13', [1170, 2532], [390, 844]),
  iPhone('iPhone 13 Pro', [1170, 2532], [390, 844]),
  iPhone('iPhone 13 Pro Max', [1284, 2778], [428, 926]),
  iPhone('iPhone 14', [1170, 2532], [390, 844]),
  iPhone('iPhone 14 Plus', [1284, 2778], [428, 926]),
  iPhone('iPhone 14 Pro', [1179, 2556], [393, 852]),
  iPhone('iPhone 14 Pro Max', [1290, 2796], [430, 932]),
  iPhone('iPhone 15', [1179, 2556], [393, 852]),
  iPhone('iPhone 15 Plus', [1290, 2796], [430, 932]),
  iPhone('iPhone 15 Pro', [1179, 2556], [393, 852]),
  iPhone('iPhone 15 Pro Max', [1290, 2796], [430, 932]),
  iPhone('iPhone 16', [1179, 2556], [393, 852]),
  iPhone('iPhone 16 Plus', [1290, 2796], [430, 932]),
  iPhone('iPhone 16 Pro', [1206, 2622], [402, 874]),
  iPhone('iPhone 16 Pro Max', [1320, 2868], [440, 956]),

  android('Galaxy S23', [1080, 2340], [360, 780]),
  android('Galaxy S23+', [1080, 2340], [384, 832]),
  android('Galaxy S23 Ultra', [1440, 3088], [384, 824]),
  android('Galaxy S24', [1080, 2340], [360, 780]),
  android('Galaxy S24+', [1440, 3120], [384, 832]),
  android('Galaxy S24 Ultra', [1440, 3120], [384, 832]),
  android('Galaxy S25', [1080, 2340], [360, 780]),
  android('Galaxy S25+', [1440, 3120], [384, 832]),
  android('Galaxy S25 Ultra', [1440, 3120], [384, 832]),
  android('OnePlus 12', [1440, 3168], [412, 915]),

  iPad('iPad (10th gen)', [1640, 2360], [820, 1180]),
  iPad('iPad mini (6th gen)', [1488, 2266], [744, 1133]),
  iPad('iPad Air 11" (M2)', [1640, 2360], [820, 1180]),
  iPad('iPad Air 13" (M2)', [2048, 2732], [1024, 1366]),
  iPad('iPad Pro 11" (M4)', [1668, 2420], [834, 1210]),
  iPad('iPad Pro 13" (M4)', [2064, 2752], [1032, 1376]),
];

/** The preset a new desktop screen opens in. */
export const DEFAULT_DESKTOP_PRESET_ID = 'desktop-1440x900';

/** The preset a new mobile screen opens in. */
export const DEFAULT_PHONE_PRESET_ID = 'iphone-15';

/** The preset with this id, or undefined. */
export function findDevicePreset(id: string): DevicePreset | undefined {
  return devicePresets.find((preset) => preset.id === id);
}
