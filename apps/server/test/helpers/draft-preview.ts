import { randomUUID } from 'node:crypto';
import { PREVIEW_TOKEN_HEADER } from '@tessera/model/releases';
import { signPreviewToken } from '../../src/security/draft-preview.ts';
import type { TestApp } from './test-app.ts';

/**
 * The header of the studio's Run preview for a project's draft (a preview token signed as the
 * mint route signs it, at the test clock's time, for the project's creator unless `userId` says
 * who, in that builder's newest signed-in session), or nothing for live: what a visitor or end
 * user of draft sends besides its own headers.
 */
export async function previewHeaders(
  t: Pick<TestApp, 'app' | 'clock'>,
  projectId: string,
  environment: 'draft' | 'live' = 'draft',
  signedAt: Date = t.clock.now(),
  userId?: string,
): Promise<Record<string, string>> {
  if (environment === 'live') return {};
  const project = await t.app.ctx.db.selectFrom('projects').select('createdBy').where('id', '=', projectId).executeTakeFirst();
  const builderId = userId ?? project?.createdBy ?? randomUUID();
  const session = await t.app.ctx.db
    .selectFrom('refreshTokens')
    .select('familyId')
    .where('userId', '=', builderId)
    .where('rotatedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  const token = await signPreviewToken(t.app.ctx.keys, { projectId, userId: builderId, sessionId: session?.familyId ?? randomUUID() }, signedAt);
  return { [PREVIEW_TOKEN_HEADER]: token };
}
