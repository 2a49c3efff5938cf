import { useMemo } from 'react';
import { api } from '../../api/client.ts';
import { createDataTransport, type DataTransport } from './data-api-transport.ts';
import { createRowsApi, type RowsApi } from './rows-api.ts';

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
  return useMemo(() => createRowsApi(transport, projectId), [transport, projectId]);
}
