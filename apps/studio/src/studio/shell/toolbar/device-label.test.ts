import { devicePresets } from '@tessera/catalog';
import { describe, expect, test } from 'vitest';
import { deviceModelName } from './device-label.ts';

describe('deviceModelName', () => {
  test('a desktop model drops the size it repeats', () => {
    expect(deviceModelName({ model: 'Desktop 1440x900', viewport: { width: 1440, height: 900 } })).toBe('Desktop');
  });

  test('phones and tablets keep their model', () => {
    expect(deviceModelName({ model: 'iPhone 15', viewport: { width: 393, height: 852 } })).toBe('iPhone 15');
    expect(deviceModelName({ model: 'iPad Pro 13" (M4)', viewport: { width: 1032, height: 1376 } })).toBe('iPad Pro 13" (M4)');
  });

  test('a model that is only a size, or names another size, is kept whole', () => {
    expect(deviceModelName({ model: '1440x900', viewport: { width: 1440, height: 900 } })).toBe('1440x900');
    expect(deviceModelName({ model: 'Desktop 1920x1080', viewport: { width: 1440, height: 900 } })).toBe('Desktop 1920x1080');
  });

  test('no preset of the catalogue shows its size twice', () => {
    for (const preset of devicePresets) {
      expect(deviceModelName(preset)).not.toMatch(/\d+x\d+/);
    }
  });
});
