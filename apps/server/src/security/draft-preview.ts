import { draftPreviewMessages, PREVIEW_TOKEN_HEADER, PREVIEW_TOKEN_TTL_SECONDS } from '@tessera/model/releases';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';
import { AppError, NotFoundError } from '../errors/app-error.ts';
import { findPreviewerStanding } from './draft-preview-queries.ts';
import { hmacKeyOf } from './hmac-key.ts';
import type { JwtKeys } from './jwt.ts';

/** A longer header value is refused before any signature work. */
const MAX_TOKEN_LENGTH = 2048;
const ISSUER = 'tessera:studio';

/** `aud`: the one project whose draft the token opens. */
function audienceOf(projectId: string): string {
  return `tessera:preview:${projectId.toLowerCase()}:draft`;
}

/**
 * Signs a preview token of a project's draft: HS256 with its own key (neither the platform's
 * access-token key nor the end users'), `typ` 'preview', `sub` the builder who asked for it,
 * `sid` the builder's session (refresh family) it was asked in, `aud` the project's draft,
 * expiring after `PREVIEW_TOKEN_TTL_SECONDS`.
 */
export function signPreviewToken(keys: JwtKeys, claims: { projectId: string; userId: string; sessionId: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'preview', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setAudience(audienceOf(claims.projectId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PREVIEW_TOKEN_TTL_SECONDS)
    .sign(keys.preview);
}

/** The builder (`sub`) and session (`sid`) of a well-signed, unexpired preview token of exactly this project's draft, else null. */
export async function verifyPreviewToken(keys: JwtKeys, token: string, projectId: string, now: Date): Promise<{ builderId: string; sessionId: string } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(keys.preview), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: audienceOf(projectId),
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: now,
    });
    if (payload.typ !== 'preview' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { builderId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** The preview token a request carries (`PREVIEW_TOKEN_HEADER`), if any. */
export function previewTokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[PREVIEW_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** What the check needs of the app context. */
export interface DraftPreviewContext {
  keys: JwtKeys;
  db: Db;
  clock: () => Date;
}

/**
 * The one check of every draft app route a caller reaches without a builder's token (the data
 * API and its connected tables, the end users' account routes, the REST requests): draft is the
 * studio's Run preview, so the request must carry a preview token of this project, else 401.
 * The token is not trusted alone: its builder (`sub`) must still be a member of the project's
 * workspace with a Developer seat and the builder's session that asked for it (`sid`) must still
 * be signed in (read afresh, so removing the builder, changing the seat, signing out or a revoked
 * session ends the preview at once in every process; 401 otherwise), and the project must still exist
 * and not be archived (404, as an unknown app). Live passes: it is the published app. The caller
 * stays a visitor or an end user for the access rules, which the preview is there to try.
 */
export async function assertDraftPreview(ctx: DraftPreviewContext, target: { projectId: string; environment: string }, previewToken: string | undefined): Promise<void> {
  if (target.environment !== 'draft') return;
  const now = ctx.clock();
  const claims = previewToken === undefined ? null : await verifyPreviewToken(ctx.keys, previewToken, target.projectId, now);
  if (claims === null) throw new AppError('unauthorized', draftPreviewMessages.required);
  switch (await findPreviewerStanding(ctx.db, target.projectId, claims.builderId, claims.sessionId, now)) {
    case 'developer':
      return;
    case 'notDeveloper':
    case 'signedOut':
      throw new AppError('unauthorized', draftPreviewMessages.required);
    case 'archived':
    case 'noProject':
      throw new NotFoundError('App not found.');
  }
}
