import type { ExternalTable } from '@tessera/model/connectors';
import type { AccessOperation } from '@tessera/model/data';
import type { PredicateCaller, RowPredicate } from '../compile/row-predicate.ts';

/**
 * What a caller may do with one external table and operation: the rows (`all` for every row) and
 * the columns by name (null: every column of the table).
 */
export interface ExternalGrant {
  predicate: RowPredicate;
  columns: ReadonlySet<string> | null;
}

/**
 * The access decision every path of an external table asks, for each table it touches: a grant,
 * or a thrown `DataApiException` (the rule does not let the caller through). The routes cannot
 * compile a statement without one.
 */
export interface ExternalAccess {
  caller: PredicateCaller;
  /** False for a builder (every row and column, no rule); true for end users and visitors. */
  heldToRules: boolean;
  grant(table: ExternalTable, operation: AccessOperation): ExternalGrant;
}

const everything: ExternalGrant = { predicate: { kind: 'all' }, columns: null };

/** A builder of the connector's workspace (the builders' route, or draft of the project data API): no rule. */
export const builderAccess: ExternalAccess = { caller: { endUserId: null }, heldToRules: false, grant: () => everything };

/** A grant's predicate as the compiler takes it: null for every row. */
export const compiledPredicate = (grant: ExternalGrant): RowPredicate | null => (grant.predicate.kind === 'all' ? null : grant.predicate);
