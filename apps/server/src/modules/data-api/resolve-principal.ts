import { requestHeaders } from '@tessera/model';
import type { DataEnvironment } from '@tessera/model/data';
import { decodeJwt } from 'jose';
import type { AppContext } from '../../context.ts';
import { assertDraftPreview, previewTokenOf } from '../../security/draft-preview.ts';
import { verifyAccessToken } from '../../security/jwt.ts';
import { normalizeDomainName } from '../domains/domain-name.ts';
import { findMembership } from '../domains/queries.ts';
import { findTokenGeneration } from '../users/queries.ts';
import { dataApiCodes, refuse } from './data-api-error.ts';
import type { Principal } from './principal.ts';

/** The project environment a request addresses, its workspace known. */
export interface DataApiTarget {
  projectId: string;
  domainId: string;
  environment: DataEnvironment;
}

/**
 * Verifies an end-user token of the project (issued by the project, not the platform): the end
 * user's id and roles, or null when the token is not one of this project's.
 */
export type EndUserVerifier = (token: string, target: DataApiTarget) => Promise<{ userId: string; roles: readonly string[] } | null>;

/** The headers principal resolution reads. */
export interface CallerHeaders {
  authorization?: string | undefined;
  domainName?: string | undefined;
  /** The Run preview's token of the project's draft (`PREVIEW_TOKEN_HEADER`). */
  previewToken?: string | undefined;
}

export function projectNotFound(): never {
  return refuse(404, 'PGRST106', 'Project not found.', null, 'Check the project id and the environment (draft or live).');
}

/** The `typ` claim a token carries, unverified (null for a malformed token). */
function claimedType(token: string): unknown {
  try {
    return decodeJwt(token).typ ?? null;
  } catch {
    return null;
  }
}

function bearerOf(authorization: string | undefined): string | null {
  if (authorization === undefined) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  if (!match) refuse(401, dataApiCodes.invalidToken, 'The Authorization header must be "Bearer <token>".');
  return match[1]!;
}

/**
 * Who calls, in one place for every data API route:
 * - no Authorization header: a visitor (`anonymous`);
 * - a platform access token of a member of the project's workspace (with the `domainname`
 *   header, as on the studio's routes): a `builder`, on draft only: live is for end users and
 *   visitors, so a platform token there is 401. A non-member, or a project of another workspace,
 *   gets the same 404 as an unknown project. Writes need a Developer seat (403), and so do reads
 *   where `readsNeedDeveloperSeat` says why (a connected database's tables, as on the connectors' routes);
 * - an end-user token of this project (`verifyEndUser`): an `endUser` with its roles;
 * - anything else: 401 PGRST301.
 * A visitor or an end user reaches draft only from the Run preview: with a preview token of the
 * project (`assertDraftPreview`), else 401.
 */
export async function resolvePrincipal(
  ctx: AppContext,
  headers: CallerHeaders,
  target: DataApiTarget,
  options: { write: boolean; verifyEndUser: EndUserVerifier | null; readsNeedDeveloperSeat?: string },
): Promise<Principal> {
  const token = bearerOf(headers.authorization);
  const previewOnly = () => assertDraftPreview(ctx, target, headers.previewToken);
  if (token === null) {
    await previewOnly();
    return { kind: 'anonymous' };
  }
  // An end-user token says so (`typ`): it is only checked as one, so a visitor's page does not pay
  // for a failed platform check first. What a token says is trusted only once verified.
  const claims = claimedType(token) === 'endUser' ? null : await verifyAccessToken(ctx.keys, token, ctx.clock());
  if (claims && (await findTokenGeneration(ctx.db, claims.userId)) === claims.generation) {
    const domainName = headers.domainName ? normalizeDomainName(headers.domainName) : '';
    const membership = domainName ? await findMembership(ctx.db, claims.userId, domainName) : undefined;
    if (!membership || membership.domainId !== target.domainId) projectNotFound();
    if (target.environment === 'live') {
      refuse(401, dataApiCodes.invalidToken, 'A builder’s token is not accepted on live: live is for the app’s end users and visitors.', null, 'Use draft from the studio, or an end-user token of the project.');
    }
    if (options.write && membership.resourceType !== 'developer') refuse(403, dataApiCodes.permissionDenied, 'Changing a project’s data needs a Developer seat.');
    if (options.readsNeedDeveloperSeat && membership.resourceType !== 'developer') refuse(403, dataApiCodes.permissionDenied, options.readsNeedDeveloperSeat);
    return { kind: 'builder', userId: claims.userId };
  }
  // The preview check first: on an archived project's draft it is a 404, whoever the end user is.
  await previewOnly();
  const endUser = options.verifyEndUser ? await options.verifyEndUser(token, target) : null;
  if (endUser) return { kind: 'endUser', userId: endUser.userId, roles: endUser.roles };
  return refuse(401, dataApiCodes.invalidToken, 'The bearer token is not valid or has expired.');
}

/** The caller headers of a request. */
export function callerHeaders(headers: Record<string, string | string[] | undefined>): CallerHeaders {
  const pick = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { authorization: pick('authorization'), domainName: pick(requestHeaders.domainName), previewToken: previewTokenOf(headers) };
}
