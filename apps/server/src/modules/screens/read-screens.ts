import type { ScreenDetail, ScreenList } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';
import type { ProjectCaller } from '../projects/service.ts';
import { listScreenRows } from './queries.ts';
import { ownProject, ownScreen } from './screen-access.ts';
import { toDetail, toSummary } from './screen-view.ts';

/** GET …/screens: summaries in position order and the start screen. */
export async function listScreens(db: Db, caller: ProjectCaller, projectId: string): Promise<ScreenList> {
  const project = await ownProject(db, caller, projectId);
  const rows = await listScreenRows(db, project.id);
  return { screens: rows.map((row) => toSummary(row, project.startScreenId)), startScreenId: project.startScreenId };
}

/** GET …/screens/:screenId: the whole screen with its tree and version. */
export async function getScreen(db: Db, caller: ProjectCaller, projectId: string, screenId: string): Promise<ScreenDetail> {
  const project = await ownProject(db, caller, projectId);
  return toDetail(await ownScreen(db, project.id, screenId), project.startScreenId);
}
