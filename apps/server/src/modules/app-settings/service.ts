import { findDevicePreset } from '@tessera/catalog';
import { type AppSettings, appSettingsProblems } from '@tessera/model/definition';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { recordLog } from '../logs/record-log.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { findScreenSummaryRow } from '../screens/queries.ts';
import { ownProject } from '../screens/screen-access.ts';
import { findStoredAppSettings, updateAppSettings } from './queries.ts';
import { readStoredSettings, toStoredSettings } from './stored-settings.ts';

/** GET …/app-settings: the project's run settings, its start screen included. */
export async function getAppSettings(db: Db, caller: ProjectCaller, projectId: string): Promise<AppSettings> {
  const project = await ownProject(db, caller, projectId);
  return readStoredSettings(await findStoredAppSettings(db, project.id), project.startScreenId);
}

async function assertStartScreen(db: Db, projectId: string, startScreenId: string | null): Promise<void> {
  if (startScreenId === null) return;
  const screen = isUuid(startScreenId) ? await findScreenSummaryRow(db, projectId, startScreenId) : undefined;
  if (!screen || screen.kind !== 'screen') {
    throw new AppError('validation_failed', 'startScreenId: Choose a screen (not a master, report or component) of this project.');
  }
}

/**
 * PUT …/app-settings: replaces the run settings. Refused whole (nothing changes) when a name is
 * used twice, a starting value does not fit its type, the start screen is not a page of this
 * project or the preview device is not in the catalogue.
 */
export async function saveAppSettings(ctx: AppContext, caller: ProjectCaller, projectId: string, settings: AppSettings): Promise<AppSettings> {
  const problems = appSettingsProblems(settings);
  if (problems.length > 0) {
    throw new AppError('validation_failed', problems.map((problem) => `${problem.path}: ${problem.message}`).join(' '));
  }
  if (settings.previewDeviceId !== null && !findDevicePreset(settings.previewDeviceId)) {
    throw new AppError('validation_failed', 'previewDeviceId: Choose a device of the list.');
  }
  return ctx.db.transaction().execute(async (trx) => {
    const project = await ownProject(trx, caller, projectId, true);
    await assertStartScreen(trx, project.id, settings.startScreenId);
    const stored = toStoredSettings(settings);
    await updateAppSettings(trx, project.id, stored, settings.startScreenId, ctx.clock());
    await recordLog(trx, {
      domainId: caller.domain.id,
      actorId: caller.userId,
      action: 'project.app_settings_updated',
      targetType: 'project',
      targetId: project.id,
      targetName: project.name,
      details: { startScreenId: settings.startScreenId, variables: stored.variables.length, environment: stored.environment.length },
    });
    return { startScreenId: settings.startScreenId, ...stored };
  });
}
