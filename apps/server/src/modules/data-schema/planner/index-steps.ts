import { columnById, type DataIndex, type DataTable } from '@tessera/model/data';
import { sql } from 'kysely';
import { tableRef } from './plan-result.ts';
import { indexName, qualified } from './sql-names.ts';
import type { Step } from './step.ts';

function columnNames(table: DataTable, index: DataIndex): string[] {
  return index.columnIds.map((columnId) => {
    const column = columnById(table, columnId);
    if (!column) throw new Error(`index ${index.id} of ${table.name} names no column ${columnId}`);
    return column.name;
  });
}

/** An index: building it scans the table and blocks writes meanwhile (no CONCURRENTLY inside a transaction). */
export function addIndexStep(schema: string, table: DataTable, index: DataIndex): Step {
  const names = columnNames(table, index);
  const columns = sql.join(names.map((name) => sql.id(name)));
  return {
    sql: sql`create ${index.unique ? sql`unique ` : sql``}index ${sql.id(indexName(table.id, index.id))} on ${qualified(schema, table.name)} (${columns})`,
    classification: 'locks',
    description: `Add ${index.unique ? 'a unique index' : 'an index'} on ${table.name} (${names.join(', ')})`,
    target: tableRef(schema, table),
    check: index.unique ? { kind: 'duplicates', columns: names } : null,
  };
}

export function dropIndexStep(schema: string, table: DataTable, index: DataIndex): Step {
  return {
    sql: sql`drop index ${sql.id(schema, indexName(table.id, index.id))}`,
    classification: 'safe',
    description: `Drop the index on ${table.name} (${columnNames(table, index).join(', ')})`,
    target: tableRef(schema, table),
    check: null,
  };
}
