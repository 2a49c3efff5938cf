import type { Transaction } from 'kysely';
import type { Principal } from '../principal.ts';
import { type CallerSettingValues, setCallerSession } from './rls-queries.ts';

/** The settings the policies read for a principal. */
export function callerSettingValues(principal: Principal): CallerSettingValues {
  switch (principal.kind) {
    case 'builder':
      return { principal: 'builder', userId: '', roles: [] };
    case 'endUser':
      return { principal: 'endUser', userId: principal.userId, roles: principal.roles };
    case 'anonymous':
      return { principal: 'anonymous', userId: '', roles: [] };
    default: {
      const unknownPrincipal: never = principal;
      throw new Error(`unknown principal ${JSON.stringify(unknownPrincipal)}`);
    }
  }
}

/**
 * Puts the rest of the transaction under the caller's row-level security: writes who calls into
 * the transaction settings and switches to the data API role (`SET LOCAL ROLE`), which is held to
 * the policies; `extra` settings (`{ statement_timeout: '5s', TimeZone: 'UTC' }`) go in the same
 * round trip. Call it first in every data API transaction, after reading the environment's
 * catalogue row (the role cannot read the catalogue nor the platform's tables) and before any
 * statement on project tables. Everything ends with the transaction, so a pooled connection goes
 * back clean.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app database transaction
export async function enterCallerSession(trx: Transaction<any>, principal: Principal, extra: Readonly<Record<string, string>> = {}): Promise<void> {
  await setCallerSession(trx, callerSettingValues(principal), extra);
}

/** The platform's own work on project tables as their owner (migrations, imports). */
export { enterOwnerSession } from '../../data-schema/row-security/owner-session.ts';
