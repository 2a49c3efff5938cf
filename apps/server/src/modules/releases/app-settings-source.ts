import type { AppSettings } from '@tessera/model/definition';
import type { Db } from '../../db/database.ts';
import { findStoredAppSettings } from '../app-settings/queries.ts';
import { readStoredSettings } from '../app-settings/stored-settings.ts';

/**
 * The app settings a release freezes, read in the publishing transaction: the stored run settings
 * (`projects.app_settings`) with the project's start screen, so a later edit of either never
 * reaches a published app before the next publish.
 */
export async function readAppSettingsForRelease(db: Db, project: { id: string; startScreenId: string | null }): Promise<AppSettings> {
  return readStoredSettings(await findStoredAppSettings(db, project.id), project.startScreenId);
}
