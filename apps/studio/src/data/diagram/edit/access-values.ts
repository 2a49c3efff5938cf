import { accessOperations, type AccessOperation, type AccessRule, type ConditionClause, type DataTable, type TableAccess } from '@tessera/model/data';

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
export function newClause(table: DataTable): ConditionClause {
  const column = table.columns.find((candidate) => candidate.id !== table.primaryKeyColumnId) ?? table.columns[0];
  return { columnId: column?.id ?? table.primaryKeyColumnId, op: 'eq', value: { kind: 'currentUser' } };
}

/** `access` with a rule's column list toggled for one column (null means every column). */
export function toggleRuleColumn(table: DataTable, rule: AccessRule, columnId: string, allowed: boolean): AccessRule['columnIds'] {
  const current = rule.columnIds ?? table.columns.map((column) => column.id);
  const next = allowed ? [...new Set([...current, columnId])] : current.filter((id) => id !== columnId);
  const all = table.columns.every((column) => next.includes(column.id));
  return all ? null : table.columns.map((column) => column.id).filter((id) => next.includes(id));
}
