import { columnById, type AccessOperation, type AccessRule, type DataModel, type DataTable } from '@tessera/model/data';
import { dataApiCodes, dataApiError, deniedStatus } from '../data-api-error.ts';
import type { DataApiError } from '../grammar/ast.ts';
import type { Principal } from '../principal.ts';
import { type RowPredicate, rulePredicate } from './rule-predicate.ts';

export type { RowPredicate } from './rule-predicate.ts';

/**
 * What a caller may do with one table and operation: refused with the error to answer, or
 * allowed on the rows its predicate passes (null: every row) and the columns named (by name).
 */
export type Authorization = { allowed: false; error: DataApiError } | { allowed: true; rowPredicate: RowPredicate | null; columns: ReadonlySet<string> };

const verbs: Record<AccessOperation, string> = { read: 'read', insert: 'insert into', update: 'update', delete: 'delete from' };

/** Whether a rule's `who` lets an end user or visitor through (before any row is looked at). */
export function whoPasses(rule: AccessRule, principal: Principal): boolean {
  switch (rule.who) {
    case 'nobody':
      return false;
    case 'anyone':
      return true;
    case 'signedIn':
    case 'owner':
      return principal.kind === 'endUser';
    case 'roles':
      return principal.kind === 'endUser' && principal.roles.some((role) => rule.roles.includes(role));
    default: {
      const never: never = rule.who;
      throw new Error(`unknown rule ${String(never)}`);
    }
  }
}

/** The refusal of a rule that does not let the caller through: 401 for a visitor, 403 for an end user. */
export function deniedError(operation: AccessOperation, tableName: string, principal: Principal): DataApiError {
  const hint = principal.kind === 'anonymous' ? 'Sign in, or ask the app’s builder to open this table.' : null;
  return dataApiError(deniedStatus(principal), dataApiCodes.permissionDenied, `permission denied to ${verbs[operation]} table ${tableName}`, null, hint);
}

function columnsOf(table: DataTable, rule: AccessRule, operation: AccessOperation): Set<string> {
  if (rule.columnIds === null || operation === 'delete') return new Set(table.columns.map((column) => column.name));
  return new Set(rule.columnIds.flatMap((id) => columnById(table, id)?.name ?? []));
}

/**
 * The one access decision of the data API: every path (list, get, count, embed, export, insert,
 * upsert, bulk update and delete) asks it for each table it touches and compiles its answer into
 * the statement. Builders of the workspace (on draft; they are refused on live before this) are
 * held to no rule; end users and visitors to the table's rule for the operation.
 */
export function authorize(model: DataModel, table: DataTable, operation: AccessOperation, principal: Principal): Authorization {
  if (!model.tables.includes(table)) throw new Error(`table ${table.name} is not in the model`);
  if (principal.kind === 'builder') return { allowed: true, rowPredicate: null, columns: columnsOf(table, { who: 'anyone', roles: [], condition: [], columnIds: null }, operation) };
  const rule = table.access[operation];
  if (!whoPasses(rule, principal)) return { allowed: false, error: deniedError(operation, table.name, principal) };
  const userId = principal.kind === 'endUser' ? principal.userId : null;
  return { allowed: true, rowPredicate: rulePredicate(table, table.access, rule, userId), columns: columnsOf(table, rule, operation) };
}
