import { dataPaths, type DataModel } from '@tessera/model/data';
import type { KyselyPlugin } from 'kysely';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import { previewHeaders } from './draft-preview.ts';
import { ensureEndUser } from './end-users.ts';
import { installModel } from './model-fixture.ts';
import { publishApp } from './releases.ts';
import type { TestApp } from './test-app.ts';
import { scoped, type SignedIn, signedInUser } from './workspaces.ts';

/** A project of a builder's workspace whose draft and live environments hold `model`. */
export interface DataProject {
  projectId: string;
  builder: SignedIn;
  /** `/api/data/<project>/<environment>`. */
  base(environment?: 'draft' | 'live'): string;
  /** The builder's headers (bearer and `domainname`). */
  builderHeaders: Record<string, string>;
  /** A token of an end user (a uuid, made when missing) of the project (with the Run preview's token on draft). */
  endUser(userId: string, roles?: string[], environment?: 'draft' | 'live'): Promise<Record<string, string>>;
  /** A visitor's headers: the Run preview's token on draft, nothing on live. */
  visitor(environment?: 'draft' | 'live'): Promise<Record<string, string>>;
  /** Publishes the project as its builder does: until then there is no live app to sign up to. */
  publish(): Promise<void>;
}

export async function dataProject(t: TestApp, model: DataModel): Promise<DataProject> {
  const builder = await signedInUser(t, 'builder');
  const created = await t.inject({ method: 'POST', url: '/api/projects', headers: scoped(builder, builder.domainName), payload: { name: `data ${Date.now()}` } });
  if (created.statusCode !== 201) throw new Error(`project not created: ${created.body}`);
  const projectId = (created.json() as { id: string }).id;
  await installModel(t.app.ctx.appDb, projectId, 'draft', model);
  await installModel(t.app.ctx.appDb, projectId, 'live', model);
  return {
    projectId,
    builder,
    base: (environment = 'draft') => dataPaths.dataApiBase.replace(':projectId', projectId).replace(':environment', environment),
    builderHeaders: scoped(builder, builder.domainName),
    async endUser(userId, roles = [], environment = 'draft') {
      await ensureEndUser(t, projectId, environment, userId);
      const token = await issueEndUserToken(t.app.ctx.keys, { projectId, environment, userId, roles, ttlSeconds: 600 }, t.clock.now());
      return { authorization: `Bearer ${token}`, ...(await previewHeaders(t, projectId, environment)) };
    },
    visitor: (environment = 'draft') => previewHeaders(t, projectId, environment),
    publish: () => publishApp(t, builder, projectId),
  };
}

/**
 * Counts the statements the data API sends (through a plugin on the app database), so a test
 * can show an embed is one statement whatever the number of rows.
 */
export function countStatements(t: TestApp): { count(): number; reset(): void; stop(): void } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const original = t.app.ctx.appDb;
  t.app.ctx.appDb = original.withPlugin(plugin);
  return { count: () => count, reset: () => void (count = 0), stop: () => void (t.app.ctx.appDb = original) };
}
