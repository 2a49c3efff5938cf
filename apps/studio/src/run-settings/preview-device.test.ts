import { describe, expect, it } from 'vitest';
import { previewDeviceToShow } from './preview-device.ts';

describe('the Run preview device', () => {
  it('is the run settings’ device when it is in the catalogue, else the studio keeps its own', () => {
    expect(previewDeviceToShow({ previewDeviceId: 'iphone-15' })).toBe('iphone-15');
    expect(previewDeviceToShow({ previewDeviceId: null })).toBeNull();
    expect(previewDeviceToShow({ previewDeviceId: 'gone-device' })).toBeNull();
    expect(previewDeviceToShow(undefined)).toBeNull();
  });
});
