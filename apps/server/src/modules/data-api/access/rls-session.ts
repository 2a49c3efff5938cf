import type { Transaction } from 'kysely';
import type { Principal } from '../principal.ts';
import { type CallerSettingValues, setCallerSession, setOwnerSession } from './rls-queries.ts';

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

/**
 * For the platform's own work on project tables as the schemas' owner (a migration's checks of
 * rows at stake, an import's writes): lets it through the forced policies as a builder, without
 * the role switch (DDL needs the owner). Needed where the app database's user is no superuser; a
 * superuser passes anyway.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app database transaction
export async function enterOwnerSession(trx: Transaction<any>): Promise<void> {
  await setOwnerSession(trx);
}
