import type { ExternalTable } from '@tessera/model/connectors';
import { CompiledQuery, type QueryResult } from 'kysely';
import type { OpenedSqlConnector } from '../../connectors/open-connector.ts';
import type { ParsedRequest } from '../../data-api/grammar/ast.ts';
import type { SqlPoolRegistry } from '../../sql-connectors/pool-registry.ts';
import type { ExternalTarget } from '../compile/external-target.ts';
import type { PredicateCaller } from '../compile/row-predicate.ts';
import type { CompiledStatement } from '../compile/sql-dialect.ts';
import type { ExternalDb } from './on-pool.ts';

/** One request on an external table, resolved: the connector, its pool, the table and its schema's tables, what was asked. */
export interface ExternalCall {
  pools: SqlPoolRegistry;
  connector: OpenedSqlConnector;
  target: ExternalTarget;
  /** Every table of the schema, which embeds may name. */
  related: readonly ExternalTable[];
  request: ParsedRequest;
}

/** A builder calls: no end user, so no access rule's predicate yet (`null`: every row). */
export const builderCaller: PredicateCaller = { endUserId: null };

/** Runs one compiled statement as it is (its parameters bound by the driver). */
export function runStatement(db: ExternalDb, statement: CompiledStatement): Promise<QueryResult<Record<string, unknown>>> {
  return db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(statement.sql, [...statement.parameters]));
}
