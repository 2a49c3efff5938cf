import type { AppContext } from '../../context.ts';
import { isUuid } from '../../http/uuid.ts';
import { verifyEndUserToken } from './end-user-token.ts';
import { isActiveEndUser } from './queries.ts';
import type { EndUserVerifier } from './resolve-principal.ts';

/**
 * The end-user check of every route that accepts an end-user token (the data API, its connected
 * tables): the token's signature, project, environment and expiry (`verifyEndUserToken`,
 * remembered per process), then the end user read afresh by primary key (`isActiveEndUser`): a
 * disabled or deleted end user, or one of an archived project, is refused from the next request
 * on, whichever process answers it.
 */
export function activeEndUserVerifier(ctx: Pick<AppContext, 'keys' | 'db' | 'clock'>): EndUserVerifier {
  return async (token, target) => {
    const claims = await verifyEndUserToken(ctx.keys, token, target, ctx.clock());
    if (!claims || !isUuid(claims.userId)) return null;
    return (await isActiveEndUser(ctx.db, target, claims.userId)) ? claims : null;
  };
}
