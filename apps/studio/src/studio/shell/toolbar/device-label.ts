import type { DevicePreset } from '@tessera/catalog';

/**
 * The name of a device preset in the picker, before its size: the model, without the size a
 * desktop's model already spells out ('Desktop 1440x900' → 'Desktop'), so the option reads
 * "Desktop · 1440×900" rather than repeating the numbers.
 */
export function deviceModelName(preset: Pick<DevicePreset, 'model' | 'viewport'>): string {
  const size = `${preset.viewport.width}x${preset.viewport.height}`;
  if (!preset.model.endsWith(size)) return preset.model;
  return preset.model.slice(0, -size.length).trim() || preset.model;
}
