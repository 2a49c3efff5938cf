import { schemaKeyOf, type ExternalTable } from '@tessera/model/connectors';
import type { RuleColumns } from '../edit/access-values.ts';
import type { ExternalSource } from './external-sources.ts';

/** A connected table's columns for the rules editor: named by their names in the database. */
export function externalRuleColumns(table: ExternalTable): RuleColumns {
  return { columns: table.columns.map((column) => ({ key: column.name, label: column.name })), keyColumn: table.primaryKey[0] ?? null };
}

/**
 * The schema a connected table's rules are stored under, as the server keys them
 * (`schemaKeyOf`): empty for the connection's default (Postgres `public`, SQL Server `dbo`, a
 * MySQL database, Oracle's connecting user's own schema, named or not).
 */
export function ruleSchemaKey(source: ExternalSource, schemaName: string | undefined): string {
  return schemaName === undefined ? '' : schemaKeyOf({ kind: source.kind, settings: { user: source.user } }, schemaName);
}
