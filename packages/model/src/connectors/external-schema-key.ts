import type { SqlConnectorKind } from './connector-settings.ts';

/** What the schema key depends on: the connector's kind and, for Oracle, the user it connects as. */
export interface SchemaKeyConnector {
  kind: SqlConnectorKind;
  settings: { user: string };
}

/**
 * The schema Oracle gives a session of `user`, as its dictionary spells it: an unquoted name folded
 * to capitals (`scott` logs in as SCOTT), a quoted one as written, and a proxy login
 * `proxy[target]` the target's.
 */
export function oracleOwnSchema(user: string): string {
  const proxied = /\[([^\]]+)\]$/.exec(user);
  const name = (proxied?.[1] ?? user).trim();
  return name.length >= 2 && name.startsWith('"') && name.endsWith('"') ? name.slice(1, -1) : name.toUpperCase();
}

/**
 * The schema key a rule is stored and looked up under: empty for the connection's default
 * (Postgres `public`, SQL Server `dbo`, a MySQL connector's own database, and on Oracle the
 * connecting user's own schema, whether left empty or named), the schema's name otherwise. Every
 * rule is saved and read through this function, so a rule written for `SCOTT` and one for the
 * default are the same row.
 */
export function schemaKeyOf(connector: SchemaKeyConnector, schemaName: string): string {
  switch (connector.kind) {
    case 'postgres':
      return schemaName === 'public' ? '' : schemaName;
    case 'mssql':
      return schemaName === 'dbo' ? '' : schemaName;
    case 'mysql':
      return '';
    case 'oracle':
      return schemaName === oracleOwnSchema(connector.settings.user) ? '' : schemaName;
  }
}
