import { type AppSettings, defaultAppSettings } from '@tessera/model/definition';
import type { Db } from '../../db/database.ts';

/**
 * The app settings a release freezes, read in the publishing transaction. The run settings are
 * stored by migration 0014 (`projects.app_settings`, the player's); until that column exists on
 * this branch a release holds the default settings with the project's start screen. Once it
 * does, this is the one place to change: read the column through `db` (parsed with
 * `appSettingsSchema`), falling back to this default when it is null.
 */
export async function readAppSettingsForRelease(_db: Db, project: { id: string; startScreenId: string | null }): Promise<AppSettings> {
  return { ...defaultAppSettings(), startScreenId: project.startScreenId };
}
