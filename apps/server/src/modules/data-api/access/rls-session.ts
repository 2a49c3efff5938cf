import type { Kysely, Transaction } from 'kysely';
import type { BatchSession } from '../../../db/statement-batch.ts';
import type { Principal } from '../principal.ts';
import { type CallerSettingValues, callerSessionStatement, type ModelVersionGuard } from './rls-queries.ts';

export type { ModelVersionGuard } from './rls-queries.ts';

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
 * The statement that puts the rest of a transaction under the caller's row-level security:
 * checks the model version the request was compiled against (when `guard` is given), writes who
 * calls into the transaction settings and switches to the data API role (`SET LOCAL ROLE`), which
 * is held to the policies; `extra` settings (`{ statement_timeout: '5s', TimeZone: 'UTC' }`) go
 * in the same statement. It comes first in every data API transaction, after reading the
 * environment's catalogue row (the role cannot read the catalogue nor the platform's tables) and
 * before any statement on project tables. Everything ends with the transaction, so a pooled
 * connection goes back clean.
 */
export function callerSession(principal: Principal, extra: Readonly<Record<string, string>> = {}, guard: ModelVersionGuard | null = null) {
  return callerSessionStatement(callerSettingValues(principal), extra, guard);
}

/**
 * `callerSession` as a `BatchSession` (`db/statement-batch.ts`) for a read: the same settings,
 * named by a key, made for the connection's session where a connection keeps them (the same
 * caller's next read on it skips them) and for the batch alone where it does not. No model check:
 * a read reads the model version in its own statement (`modelVersionSql`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app database handle
export function callerBatchSession(principal: Principal, extra: Readonly<Record<string, string>>, db: Kysely<any>): BatchSession {
  const values = callerSettingValues(principal);
  return {
    key: JSON.stringify([values.principal, values.userId, values.roles, extra]),
    enter: () => callerSessionStatement(values, extra, null, 'session').compile(db),
    enterLocal: () => callerSessionStatement(values, extra, null, 'transaction').compile(db),
  };
}

/** Runs `callerSession` in a transaction. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app database transaction
export async function enterCallerSession(trx: Transaction<any>, principal: Principal, extra: Readonly<Record<string, string>> = {}, guard: ModelVersionGuard | null = null): Promise<void> {
  await callerSession(principal, extra, guard).execute(trx);
}

/** The platform's own work on project tables as their owner (migrations, imports). */
export { enterOwnerSession } from '../../data-schema/row-security/owner-session.ts';
