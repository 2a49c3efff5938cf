import { releasePaths } from '@tessera/model/releases';
import { fillPath } from '@tessera/model/workspace-api';
import { loginAs } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import { scoped, type SignedIn } from './workspaces.ts';

/**
 * Publishes the project as its builder does from the studio (`POST releasePaths.list`, signed in
 * afresh: earlier tests may have moved the clock past the builder's token). Its live app exists
 * from then on: the live account routes answer.
 */
export async function publishApp(t: TestApp, builder: Pick<SignedIn, 'email' | 'domainName'>, projectId: string): Promise<void> {
  const headers = scoped({ token: (await loginAs(t, builder.email)).tokenString }, builder.domainName);
  const published = await t.inject({ method: 'POST', url: fillPath(releasePaths.list, { projectId }), headers, payload: { note: '' } });
  if (published.statusCode !== 201) throw new Error(`project ${projectId} not published: HTTP ${published.statusCode} ${published.body}`);
}
