import type { Connector, SqlConnectorKind } from '@tessera/model/connectors';

/** The database kinds whose structure the server reads today. */
export const introspectedKinds: readonly SqlConnectorKind[] = ['postgres', 'mysql'];

/** A database connector as the external-tables control offers it. */
export interface ExternalSource {
  id: string;
  name: string;
  kind: SqlConnectorKind;
  /** False for a kind whose structure is not read yet (it is listed, not picked). */
  supported: boolean;
  /** Only Postgres has schemas to choose from; MySQL reads the connector's database. */
  hasSchemas: boolean;
}

/** The workspace's database connectors (REST ones have no tables), by name, with what each allows. */
export function externalSources(connectors: readonly Connector[]): ExternalSource[] {
  return connectors
    .flatMap((connector) =>
      connector.kind === 'rest'
        ? []
        : [{ id: connector.id, name: connector.name, kind: connector.kind, supported: introspectedKinds.includes(connector.kind), hasSchemas: connector.kind === 'postgres' }],
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The Postgres schema read when the builder names none. */
export const DEFAULT_SCHEMA = 'public';

/** The schema to ask for: the trimmed name typed, `public` when empty; none for a database without schemas. */
export function schemaToRead(source: ExternalSource, typed: string): string | undefined {
  if (!source.hasSchemas) return undefined;
  return typed.trim() || DEFAULT_SCHEMA;
}
