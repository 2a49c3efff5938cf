import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { expect } from 'vitest';
import { accepted } from '../../data-api/grammar/test-helpers.ts';
import type { GrammarHeaders } from '../../data-api/grammar/parse-request.ts';
import type { ExternalTarget } from './external-target.ts';
import type { SqlDialect } from './sql-dialect.ts';

export const dialects: readonly SqlDialect[] = ['postgres', 'mysql', 'mssql', 'oracle'];

const column = (name: string, type: ExternalColumn['type'], databaseType: string, primaryKey = false): ExternalColumn => ({ name, type, databaseType, nullable: !primaryKey, default: null, primaryKey });

/** A table as introspection describes it: a whole-number key, text, a flag, a date, a timestamp, a decimal, an owner. */
export const tasksTable = (name = 'tasks'): ExternalTable => ({
  name,
  kind: 'table',
  columns: [
    column('id', 'integer', 'integer', true),
    column('title', 'text', 'varchar(80)'),
    column('done', 'boolean', 'boolean'),
    column('due', 'date', 'date'),
    column('created_at', 'dateTime', 'timestamp'),
    column('score', 'decimal', 'numeric(8,2)'),
    column('owner', 'text', 'varchar(40)'),
  ],
  primaryKey: ['id'],
  foreignKeys: [],
});

export const targetIn = (dialect: SqlDialect, schema: string | null = 'sales', table: ExternalTable = tasksTable()): ExternalTarget => ({ dialect, schema, table });

/** A request the grammar accepts (the query string of a data API URL). */
export const request = (query: string, headers: GrammarHeaders = {}) => accepted(query, headers);

/** A compile step run in each dialect, its results keyed by dialect. */
export function inEachDialect<Result>(compile: (dialect: SqlDialect) => Result): Record<SqlDialect, Result> {
  return Object.fromEntries(dialects.map((dialect) => [dialect, compile(dialect)])) as Record<SqlDialect, Result>;
}

/** Expects a refusal with this code from every dialect. */
export function refusedInEachDialect(compile: (dialect: SqlDialect) => unknown, code: string, message?: RegExp): void {
  for (const dialect of dialects) {
    let caught: unknown = null;
    try {
      compile(dialect);
    } catch (error) {
      caught = error;
    }
    expect(caught, dialect).toMatchObject({ name: 'DataApiException', error: { code, status: 400 } });
    if (message) expect((caught as Error).message).toMatch(message);
  }
}

/** Projects and their items (items.project_id references projects.id): a to-one and a to-many relationship. */
export const projectsTable: ExternalTable = {
  name: 'projects',
  kind: 'table',
  columns: [column('id', 'integer', 'integer', true), column('name', 'text', 'varchar(40)')],
  primaryKey: ['id'],
  foreignKeys: [],
};
export const itemsTable: ExternalTable = {
  name: 'items',
  kind: 'table',
  columns: [column('id', 'integer', 'integer', true), column('project_id', 'integer', 'integer'), column('label', 'text', 'varchar(40)')],
  primaryKey: ['id'],
  foreignKeys: [{ name: 'items_project_fk', columns: ['project_id'], referencedSchema: 'sales', referencedTable: 'projects', referencedColumns: ['id'] }],
};
