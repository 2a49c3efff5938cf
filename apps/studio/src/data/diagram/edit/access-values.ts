import { accessOperations, type AccessOperation, type AccessRule, type ConditionClause, type DataTable, type TableAccess } from '@tessera/model/data';

/**
 * A column as access rules name it: `key` is what a rule stores (a managed column's id, a
 * connected table's column name), `label` what the editor shows.
 */
export interface RuleColumn {
  key: string;
  label: string;
}

/** The columns of a table that rules name, in order, and its key column (a new clause avoids it). */
export interface RuleColumns {
  columns: readonly RuleColumn[];
  keyColumn: string | null;
}

/** A managed table's columns for the rules editor: named by id. */
export function managedRuleColumns(table: DataTable): RuleColumns {
  return { columns: table.columns.map((column) => ({ key: column.id, label: column.name })), keyColumn: table.primaryKeyColumnId };
}

/** The operations a table lets someone other than builders do (its badge in the diagram). */
export function openOperations(access: TableAccess): AccessOperation[] {
  return accessOperations.filter((operation) => access[operation].who !== 'nobody');
}

/** `access` with one operation's rule changed. */
export function withRule(access: TableAccess, operation: AccessOperation, patch: Partial<AccessRule>): TableAccess {
  return { ...access, [operation]: { ...access[operation], ...patch } };
}

/** Role names from the text typed: separated by commas, trimmed, each once. */
export function rolesOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((role) => role.trim())
        .filter((role) => role.length > 0),
    ),
  ];
}

/** A new condition clause on the table's first column other than the key: `column = current user`. */
export function newClause(table: RuleColumns): ConditionClause {
  const column = table.columns.find((candidate) => candidate.key !== table.keyColumn) ?? table.columns[0];
  return { columnId: column?.key ?? table.keyColumn ?? '', op: 'eq', value: { kind: 'currentUser' } };
}

/** `access` with a rule's column list toggled for one column (null means every column). */
export function toggleRuleColumn(table: RuleColumns, rule: AccessRule, key: string, allowed: boolean): AccessRule['columnIds'] {
  const keys = table.columns.map((column) => column.key);
  const current = rule.columnIds ?? keys;
  const next = allowed ? [...new Set([...current, key])] : current.filter((id) => id !== key);
  const all = keys.every((id) => next.includes(id));
  return all ? null : keys.filter((id) => next.includes(id));
}
