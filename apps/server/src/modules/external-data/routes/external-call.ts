import type { ExternalTable } from '@tessera/model/connectors';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { OpenedSqlConnector } from '../../connectors/open-connector.ts';
import type { ParsedRequest } from '../../data-api/grammar/ast.ts';
import type { SqlPoolRegistry } from '../../sql-connectors/pool-registry.ts';
import type { ExternalAccess } from '../access/external-grant.ts';
import type { ExternalTarget } from '../compile/external-target.ts';
import type { CompiledStatement } from '../compile/sql-dialect.ts';
import type { ExternalDb } from './on-pool.ts';

/** One request on an external table, resolved: the connector, its pool, the table and its schema's tables, what was asked, the caller's access. */
export interface ExternalCall {
  pools: SqlPoolRegistry;
  connector: OpenedSqlConnector;
  target: ExternalTarget;
  /** Every table of the schema, which embeds may name. */
  related: readonly ExternalTable[];
  request: ParsedRequest;
  /** Who calls and what the rules let them do: every statement is compiled with its grant. */
  access: ExternalAccess;
}

/** Runs one compiled statement as it is (its parameters bound by the driver). */
export function runStatement(db: ExternalDb, statement: CompiledStatement): Promise<QueryResult<Record<string, unknown>>> {
  return db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(statement.sql, [...statement.parameters]));
}
