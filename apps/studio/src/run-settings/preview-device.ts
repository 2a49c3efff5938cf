import { findDevicePreset } from '@tessera/catalog';
import type { AppSettings } from '@tessera/model/definition';

/**
 * The device the Run preview switches to: the run settings' preview device when one is chosen
 * and still in the catalogue; null keeps the device the studio shows.
 */
export function previewDeviceToShow(settings: Pick<AppSettings, 'previewDeviceId'> | undefined): string | null {
  const id = settings?.previewDeviceId ?? null;
  return id !== null && findDevicePreset(id) ? id : null;
}
