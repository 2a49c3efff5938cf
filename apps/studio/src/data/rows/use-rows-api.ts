import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { createDataTransport, type DataTransport } from './data-api-transport.ts';
import { connectorRowsSource, createRowsApi, projectRowsSource, type RowsApi } from './rows-api.ts';

/** The data calls of one project, bound to the studio's client and the browser. */
export function useDataTransport(projectId: string): DataTransport {
  return useMemo(
    () => createDataTransport({ client: api, fetch: (input, init) => window.fetch(input, init), getPathname: () => window.location.pathname, projectId }),
    [projectId],
  );
}

/** The rows calls of one project's draft database. */
export function useRowsApi(projectId: string): RowsApi {
  const transport = useDataTransport(projectId);
  return useMemo(() => createRowsApi(transport, projectRowsSource(projectId)), [transport, projectId]);
}

/** The rows calls of a connected database's tables (in a Postgres schema; null for the connection's default), made from a project. */
export function useConnectorRowsApi(projectId: string, connectorId: string, schema: string | null): RowsApi {
  const transport = useDataTransport(projectId);
  return useMemo(() => createRowsApi(transport, connectorRowsSource(connectorId, schema)), [transport, connectorId, schema]);
}
