import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DESKTOP_PRESET_ID,
  DEFAULT_PHONE_PRESET_ID,
  devicePresets,
  devicePresetTypes,
  findDevicePreset,
} from '../index.ts';

const models = (type: string) => devicePresets.filter((p) => p.type === type).map((p) => p.model);

describe('device presets (spec §3, §9)', () => {
  it('has unique ids and css classes naming the type and the id', () => {
    expect(new Set(devicePresets.map((p) => p.id)).size).toBe(devicePresets.length);
    for (const p of devicePresets) {
      expect(p.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.css).toBe(`device-${p.type.toLowerCase()} ${p.id}`);
      expect(devicePresetTypes).toContain(p.type);
    }
  });

  it('lists every desktop size from 1024x768 to 3840x2160, smallest first, viewport = resolution', () => {
    const desktops = devicePresets.filter((p) => p.type === 'Desktop');
    expect(desktops.map((p) => `${p.resolution.width}x${p.resolution.height}`)).toEqual([
      '1024x768', '1280x720', '1280x800', '1366x768', '1440x900', '1536x864',
      '1600x900', '1680x1050', '1920x1080', '2560x1440', '3840x2160',
    ]);
    for (const p of desktops) {
      expect(p.viewport).toEqual(p.resolution);
      expect(p.id).toBe(`desktop-${p.resolution.width}x${p.resolution.height}`);
    }
    expect(findDevicePreset('desktop-1920x1080')!.subType).toBe('Full HD');
    expect(findDevicePreset('desktop-3840x2160')!.subType).toBe('4K UHD');
  });

  it('lists every iPhone 13 to 16 model as iOS', () => {
    const expected = [13, 14, 15, 16].flatMap((n) =>
      (n === 13 ? ['mini', '', 'Pro', 'Pro Max'] : ['', 'Plus', 'Pro', 'Pro Max']).map((v) => `iPhone ${n}${v ? ` ${v}` : ''}`),
    );
    expect(models('Phone').filter((m) => m.startsWith('iPhone'))).toEqual(expected);
    for (const p of devicePresets.filter((d) => d.model.startsWith('iPhone'))) expect(p.subType).toBe('iOS');
  });

  it('lists Galaxy S23 to S25 and OnePlus 12 as Android', () => {
    const expected = ['S23', 'S24', 'S25'].flatMap((s) => [`Galaxy ${s}`, `Galaxy ${s}+`, `Galaxy ${s} Ultra`]).concat('OnePlus 12');
    const android = devicePresets.filter((p) => p.subType === 'Android');
    expect(android.map((p) => p.model)).toEqual(expected);
    expect(android.every((p) => p.type === 'Phone')).toBe(true);
    expect(findDevicePreset('galaxy-s24-plus')!.model).toBe('Galaxy S24+');
  });

  it('lists the iPads as iPadOS tablets', () => {
    expect(models('Tablet')).toEqual([
      'iPad (10th gen)', 'iPad mini (6th gen)', 'iPad Air 11" (M2)', 'iPad Air 13" (M2)', 'iPad Pro 11" (M4)', 'iPad Pro 13" (M4)',
    ]);
    expect(devicePresets.filter((p) => p.type === 'Tablet').every((p) => p.subType === 'iPadOS')).toBe(true);
    expect(findDevicePreset('ipad-pro-13-m4')!.viewport).toEqual({ width: 1032, height: 1376 });
  });

  it('carries the makers\' figures', () => {
    const figures = (id: string) => {
      const p = findDevicePreset(id)!;
      return [p.resolution.width, p.resolution.height, p.viewport.width, p.viewport.height];
    };
    expect(figures('iphone-15')).toEqual([1179, 2556, 393, 852]);
    expect(figures('iphone-16-pro')).toEqual([1206, 2622, 402, 874]);
    expect(figures('galaxy-s24')).toEqual([1080, 2340, 360, 780]);
    expect(figures('oneplus-12')).toEqual([1440, 3168, 412, 915]);
  });

  it('keeps viewports within resolutions and handhelds in portrait', () => {
    for (const p of devicePresets) {
      expect(p.viewport.width, p.id).toBeLessThanOrEqual(p.resolution.width);
      expect(p.viewport.height, p.id).toBeLessThanOrEqual(p.resolution.height);
      expect(p.viewport.width, p.id).toBeGreaterThan(0);
      if (p.type !== 'Desktop') {
        expect(p.resolution.height, p.id).toBeGreaterThan(p.resolution.width);
        expect(p.viewport.height, p.id).toBeGreaterThan(p.viewport.width);
      }
    }
  });

  it('has default presets of the right types, and no preset for an unknown id', () => {
    expect(findDevicePreset(DEFAULT_DESKTOP_PRESET_ID)!.type).toBe('Desktop');
    expect(findDevicePreset(DEFAULT_PHONE_PRESET_ID)!.type).toBe('Phone');
    expect(findDevicePreset('nokia-3310')).toBeUndefined();
  });
});
