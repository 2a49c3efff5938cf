import { randomUUID } from 'node:crypto';
import type { ProjectCopyStep } from '../../extension-points.ts';
import { countProjectActions } from './action-queries.ts';
import { findProjectInDomain, insertScreens, listFullScreenRows, setStartScreenId } from './queries.ts';
import { assertActionAllowance, assertScreenAllowance } from './screen-allowances.ts';
import { assertCopyableTree } from './screen-tree.ts';

/**
 * The screens step of a project duplication: copies every screen (new ids, masters and the start
 * screen re-pointed to the copies) in the duplication's transaction; the copies count against the
 * screen and action allowances. A screen stored over the tree limits refuses the whole copy,
 * naming the screen.
 */
export const copyProjectScreens: ProjectCopyStep = async ({ db, usage, domainId, sourceProjectId, copyProjectId, userId, now }) => {
  const rows = await listFullScreenRows(db, sourceProjectId);
  if (rows.length === 0) return;
  for (const row of rows) assertCopyableTree(row.root, `Screen '${row.name}'`);
  await assertScreenAllowance(db, usage, domainId, now, rows.length);
  await assertActionAllowance(db, usage, domainId, now, await countProjectActions(db, sourceProjectId));
  const newIds = new Map(rows.map((row) => [row.id, randomUUID()]));
  await insertScreens(
    db,
    rows.map((row) => ({
      id: newIds.get(row.id)!,
      projectId: copyProjectId,
      name: row.name,
      kind: row.kind,
      isMobile: row.isMobile,
      isDesktop: row.isDesktop,
      masterId: row.masterId === null ? null : (newIds.get(row.masterId) ?? null),
      root: JSON.stringify(row.root),
      position: row.position,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const source = await findProjectInDomain(db, domainId, sourceProjectId);
  const start = source?.startScreenId ? newIds.get(source.startScreenId) : undefined;
  if (start) await setStartScreenId(db, copyProjectId, start, now);
};
