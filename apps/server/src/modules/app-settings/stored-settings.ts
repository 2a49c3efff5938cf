import { type AppSettings, appSettingsSchema, defaultAppSettings } from '@tessera/model/definition';
import * as z from 'zod/mini';

/**
 * What `projects.app_settings` holds: the run settings without the start screen, which lives in
 * `projects.start_screen_id` (its one source, shared with the screens list).
 */
export type StoredAppSettings = Omit<AppSettings, 'startScreenId'>;

const storedSchema = z.omit(appSettingsSchema, { startScreenId: true });

/** The stored document as settings; a document that no longer reads gives the defaults. */
export function readStoredSettings(stored: unknown, startScreenId: string | null): AppSettings {
  const parsed = storedSchema.safeParse(stored);
  const base = parsed.success ? parsed.data : defaultAppSettings();
  const settings: AppSettings = { startScreenId, previewDeviceId: base.previewDeviceId, variables: base.variables, environment: base.environment };
  return base.manifest ? { ...settings, manifest: base.manifest } : settings;
}

/** The document to store, picked field by field. */
export function toStoredSettings(settings: AppSettings): StoredAppSettings {
  const stored: StoredAppSettings = {
    previewDeviceId: settings.previewDeviceId,
    variables: settings.variables.map(({ name, type, initial }) => ({ name, type, initial: initial ?? null })),
    environment: settings.environment.map(({ name, value }) => ({ name, value })),
  };
  // Kept only when something is set, so settings without it read back the same.
  const manifest = settings.manifest;
  if (manifest && (manifest.name !== null || manifest.themeColor !== null || manifest.backgroundColor !== null)) {
    stored.manifest = { name: manifest.name, themeColor: manifest.themeColor?.toLowerCase() ?? null, backgroundColor: manifest.backgroundColor?.toLowerCase() ?? null };
  }
  return stored;
}
