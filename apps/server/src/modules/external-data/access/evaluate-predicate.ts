import type { ExternalColumn } from '@tessera/model/connectors';
import { columnOf, type ExternalTarget } from '../compile/external-target.ts';
import { bindValue } from '../compile/external-values.ts';
import type { PredicateCaller, RowPredicate } from '../compile/row-predicate.ts';

type Row = Record<string, unknown>;
/** true, false, or null when the row does not carry a column the predicate needs. */
type Truth = boolean | null;

/** A value in one comparable form per column type (Postgres' binding: flags, numbers, ISO text). */
function comparable(column: ExternalColumn, value: unknown): bigint | number | string | boolean | null {
  const bound = bindValue('postgres', column, value);
  if (bound === null) return null;
  switch (column.type) {
    case 'integer':
      return BigInt(String(bound));
    case 'decimal':
      return Number(bound);
    case 'dateTime':
      return new Date(String(bound)).getTime();
    case 'boolean':
      return bound === true;
    case 'json':
      return String(bound);
    default:
      return typeof bound === 'string' || typeof bound === 'number' || typeof bound === 'boolean' ? bound : String(bound);
  }
}

function compare(op: 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte', left: bigint | number | string | boolean, right: bigint | number | string | boolean): boolean {
  switch (op) {
    case 'eq':
      return left === right;
    case 'neq':
      return left !== right;
    case 'gt':
      return left > right;
    case 'gte':
      return left >= right;
    case 'lt':
      return left < right;
    case 'lte':
      return left <= right;
  }
}

/**
 * A row predicate evaluated on a row the request carries (an insert's or an upsert's body rows,
 * an update's values, rows read back), as the database would: SQL's nulls compare to nothing.
 * A column the row does not carry makes its clause unknown (null), and `and`/`or`/`not` follow
 * three-valued logic: an insert needs `true`; an update's values need "not false", because the
 * columns it leaves alone already passed the rule in the statement's where.
 */
export function evaluatePredicate(target: ExternalTarget, predicate: RowPredicate, row: Row, caller: PredicateCaller): Truth {
  const valueOf = (name: string): { column: ExternalColumn; value: unknown } | null => {
    const column = columnOf(target, name);
    return Object.hasOwn(row, column.name) ? { column, value: row[column.name] ?? null } : null;
  };
  const against = (name: string, test: (left: ReturnType<typeof comparable>, column: ExternalColumn) => boolean): Truth => {
    const found = valueOf(name);
    if (!found) return null;
    return test(comparable(found.column, found.value), found.column);
  };
  switch (predicate.kind) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'isNull':
      return against(predicate.column, (left) => left === null);
    case 'ownedByCaller':
      if (caller.endUserId === null) return false;
      return against(predicate.column, (left, column) => left !== null && left === comparable(column, caller.endUserId));
    case 'compare':
      return against(predicate.column, (left, column) => {
        const right = comparable(column, predicate.value);
        return left !== null && right !== null && compare(predicate.op, left, right);
      });
    case 'in':
      return against(predicate.column, (left, column) => left !== null && predicate.values.some((value) => comparable(column, value) === left));
    case 'not': {
      const inner = evaluatePredicate(target, predicate.child, row, caller);
      return inner === null ? null : !inner;
    }
    case 'and':
    case 'or': {
      const results = predicate.children.map((child) => evaluatePredicate(target, child, row, caller));
      const decisive = predicate.kind === 'and' ? false : true;
      if (results.includes(decisive)) return decisive;
      return results.includes(null) ? null : !decisive;
    }
  }
}
