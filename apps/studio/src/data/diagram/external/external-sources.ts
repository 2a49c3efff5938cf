import type { Connector, SqlConnectorKind } from '@tessera/model/connectors';

/** The database kinds whose structure the server reads today. */
export const introspectedKinds: readonly SqlConnectorKind[] = ['postgres', 'mysql', 'mssql', 'oracle'];

/**
 * What is read when the builder names no schema: Postgres `public`, SQL Server `dbo`, Oracle the
 * connecting user's own schema (null: the server's choice). MySQL has no schemas to choose: the
 * connector's database is read.
 */
const defaultSchemas: Record<SqlConnectorKind, string | null> = { postgres: 'public', mysql: null, mssql: 'dbo', oracle: null };

/** A database connector as the external-tables control offers it. */
export interface ExternalSource {
  id: string;
  name: string;
  kind: SqlConnectorKind;
  /** False for a kind whose structure is not read yet (it is listed, not picked). */
  supported: boolean;
  /** Postgres and SQL Server schemas and Oracle owners can be chosen; MySQL reads the connector's database. */
  hasSchemas: boolean;
  /** The schema read when none is typed (null: the connecting user's own, on Oracle). */
  defaultSchema: string | null;
  /** The user it connects as: on Oracle, whose own schema is the default. */
  user: string;
}

/** The workspace's database connectors (REST ones have no tables), by name, with what each allows. */
export function externalSources(connectors: readonly Connector[]): ExternalSource[] {
  return connectors
    .flatMap((connector) =>
      connector.kind === 'rest'
        ? []
        : [
            {
              id: connector.id,
              name: connector.name,
              kind: connector.kind,
              supported: introspectedKinds.includes(connector.kind),
              hasSchemas: connector.kind !== 'mysql',
              defaultSchema: defaultSchemas[connector.kind],
              user: connector.settings.user,
            },
          ],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The schema to ask for: the trimmed name typed, the kind's default when empty; none for a database without schemas (or Oracle's own). */
export function schemaToRead(source: ExternalSource, typed: string): string | undefined {
  if (!source.hasSchemas) return undefined;
  return typed.trim() || (source.defaultSchema ?? undefined);
}
