import type { ExternalTable } from '@tessera/model/connectors';
import type { Kysely } from 'kysely';
import { DatabaseRefusal, DataApiException, dataApiCodes, dataApiError } from '../../data-api/data-api-error.ts';
import type { OpenedSqlConnector } from '../../connectors/open-connector.ts';
import { SqlConnectionError } from '../../sql-connectors/connection-failure.ts';
import type { SqlPoolRegistry } from '../../sql-connectors/pool-registry.ts';
import { answerForDriverError } from './driver-errors.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an external database has no compile-time schema
export type ExternalDb = Kysely<any>;

/** A connection failure in PostgREST's shape, with the connectors' own message (host, port, database and user as typed). */
export function connectionRefusal(error: SqlConnectionError): DataApiException {
  const status = error.failure === 'timeout' ? 504 : error.statusCode;
  return new DataApiException(dataApiError(status, error.failure === 'timeout' ? dataApiCodes.timeout : dataApiCodes.internal, error.message));
}

/**
 * Runs work on the connector's pool (`SqlPoolRegistry.run`: a failure to reach the database
 * drops the pool). A refusal of the request (the compiler's, or the database's refusal of a
 * statement read by `answerForDriverError`) is answered as such; a table or column the database
 * no longer has is a plain `DataApiException`, so the route reads the schema again; any other
 * failure is the connection's message.
 */
export async function onConnectorPool<T>(pools: SqlPoolRegistry, connector: OpenedSqlConnector, table: ExternalTable, work: (db: ExternalDb) => Promise<T>): Promise<T> {
  let refusal: DataApiException | null = null;
  try {
    return await pools.run(connector, async (handle) => {
      try {
        return await work(handle.db);
      } catch (error) {
        if (error instanceof DataApiException) refusal = error;
        else {
          const answer = answerForDriverError(error, table, pools.limits.statementTimeoutMs);
          if (answer) refusal = answer.code === dataApiCodes.tableNotFound || answer.code === dataApiCodes.columnNotFound ? new DataApiException(answer) : new DatabaseRefusal(answer);
        }
        throw error;
      }
    });
  } catch (error) {
    if (refusal) throw refusal;
    throw error instanceof SqlConnectionError ? connectionRefusal(error) : error;
  }
}
