import { draftPreviewMessages, PREVIEW_TOKEN_HEADER, PREVIEW_TOKEN_TTL_SECONDS } from '@tessera/model/releases';
import { jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors/app-error.ts';
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
 * `aud` the project's draft, expiring after `PREVIEW_TOKEN_TTL_SECONDS`.
 */
export function signPreviewToken(keys: JwtKeys, claims: { projectId: string; userId: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'preview' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setAudience(audienceOf(claims.projectId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + PREVIEW_TOKEN_TTL_SECONDS)
    .sign(keys.preview);
}

/** True for a well-signed, unexpired preview token of exactly this project's draft. */
export async function verifyPreviewToken(keys: JwtKeys, token: string, projectId: string, now: Date): Promise<boolean> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
  try {
    const { payload } = await jwtVerify(token, await hmacKeyOf(keys.preview), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: audienceOf(projectId),
      requiredClaims: ['exp', 'sub'],
      currentDate: now,
    });
    return payload.typ === 'preview';
  } catch {
    return false;
  }
}

/** The preview token a request carries (`PREVIEW_TOKEN_HEADER`), if any. */
export function previewTokenOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[PREVIEW_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The one check of every draft app route a caller reaches without a builder's token (the data
 * API and its connected tables, the end users' account routes, the REST requests): draft is the
 * studio's Run preview, so the request must carry a preview token of this project, else 401.
 * Live passes: it is the published app. The caller stays a visitor or an end user for the
 * access rules, which the preview is there to try.
 */
export async function assertDraftPreview(
  keys: JwtKeys,
  now: Date,
  target: { projectId: string; environment: string },
  previewToken: string | undefined,
): Promise<void> {
  if (target.environment !== 'draft') return;
  if (previewToken !== undefined && (await verifyPreviewToken(keys, previewToken, target.projectId, now))) return;
  throw new AppError('unauthorized', draftPreviewMessages.required);
}
