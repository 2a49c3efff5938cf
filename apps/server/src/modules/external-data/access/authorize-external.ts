import type { ExternalTable } from '@tessera/model/connectors';
import { closedAccess, type AccessOperation, type TableAccess } from '@tessera/model/data';
import { deniedError, whoPasses } from '../../data-api/access/authorize.ts';
import { DataApiException } from '../../data-api/data-api-error.ts';
import type { Principal } from '../../data-api/principal.ts';
import type { SqlDialect } from '../compile/sql-dialect.ts';
import { builderAccess, type ExternalAccess } from './external-grant.ts';
import { externalRuleColumns, externalRulePredicate } from './rule-predicate.ts';

/**
 * The access of a caller of the project data API to a connector's tables: a builder (draft only;
 * refused on live before this) is held to no rule; an end user or a visitor to each table's rule
 * of the environment (`rulesOf`: the stored rules by table name; a table without any is closed).
 * `who` is checked before any SQL: a refusal is the managed data API's own (401 for a visitor,
 * 403 for an end user, PostgREST's 42501).
 */
export function externalAccessFor(principal: Principal, dialect: SqlDialect, rulesOf: (tableName: string) => TableAccess | undefined): ExternalAccess {
  if (principal.kind === 'builder') return builderAccess;
  const userId = principal.kind === 'endUser' ? principal.userId : null;
  return {
    caller: { endUserId: userId },
    heldToRules: true,
    grant(table: ExternalTable, operation: AccessOperation) {
      const access = rulesOf(table.name) ?? closedAccess();
      const rule = access[operation];
      if (!whoPasses(rule, principal)) throw new DataApiException(deniedError(operation, table.name, principal));
      return { predicate: externalRulePredicate(dialect, table, access, rule, userId), columns: externalRuleColumns(table, rule, operation) };
    },
  };
}
