import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import type { ProjectArchiveStep } from '../../src/extension-points.ts';
import { dataProject } from '../helpers/data-api.ts';
import { concurrentDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const model = modelFixture([{ name: 'notes', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(concurrentDatabases)('archiving a project while it is being restored, on %s', (kind) => {
  const t = useTestApp(kind);

  it('leaves live closed when the archive comes last, however slowly the restore reaches the catalogue', async () => {
    const p = await dataProject(t(), model);
    const ctx = t().app.ctx;
    const steps = ctx.projectArchiveSteps;
    // The restore's catalogue write is slow: an archive sent meanwhile would slip in between.
    const slowRestore: ProjectArchiveStep = async (projectId, archived, trx) => {
      if (!archived) await pause(400);
      for (const step of steps) await step(projectId, archived, trx);
    };
    const post = (path: string) => t().inject({ method: 'POST', url: fillPath(path, { projectId: p.projectId }), headers: p.builderHeaders });
    const flag = async () =>
      (await ctx.appDb.selectFrom('tessera_data.environments').select('archived').where('project_id', '=', p.projectId).where('environment', '=', 'live').executeTakeFirstOrThrow()).archived;
    const row = async () => (await t().db.selectFrom('projects').select('archivedAt').where('id', '=', p.projectId).executeTakeFirstOrThrow()).archivedAt;
    expect((await post(workspacePaths.archiveProject)).statusCode).toBe(200);
    ctx.projectArchiveSteps = [slowRestore];
    try {
      const restoring = post(workspacePaths.restoreProject);
      // The restore's row is committed and its catalogue write under way.
      for (let i = 0; i < 100 && (await row()) !== null; i++) await pause(10);
      await pause(100);
      const archiving = post(workspacePaths.archiveProject);
      expect((await restoring).statusCode).toBe(200);
      expect((await archiving).statusCode).toBe(200);
    } finally {
      ctx.projectArchiveSteps = steps;
    }
    expect(await row()).not.toBeNull();
    expect(await flag()).toBe(true);
    expect((await t().inject({ method: 'GET', url: `${p.base('live')}/notes` })).statusCode).toBe(404);
  });
});
