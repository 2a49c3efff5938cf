/** One declared table column. */
export interface TableColumn {
  field: string;
  title: string;
  width?: number;
}

/** The well-formed columns of a stored `columns` prop (field and title strings, optional width). Pure. */
export function validColumns(columns: readonly unknown[]): TableColumn[] {
  const valid: TableColumn[] = [];
  for (const column of columns) {
    if (typeof column !== 'object' || column === null) continue;
    const { field, title, width } = column as Record<string, unknown>;
    if (typeof field !== 'string' || typeof title !== 'string') continue;
    valid.push(typeof width === 'number' && width > 0 ? { field, title, width } : { field, title });
  }
  return valid;
}
