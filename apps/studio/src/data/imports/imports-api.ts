import { importErrorsResponseSchema, importJobSchema, importJobsResponseSchema, importPaths, type ImportJob, type ImportMode } from '@tessera/model/data';
import { fillPath } from '@tessera/model/workspace-api';
import { ApiError, clientErrorCodes } from '../../api/api-error.ts';
import type { ApiClient } from '../../api/create-api-client.ts';
import { jsonOf, type DataTransport } from '../rows/data-api-transport.ts';
import { importContentTypeOf } from './import-file.ts';

const signedIn = { requiresAuth: true } as const;

/** The import calls of one project's draft database. */
export function createImportsApi(client: ApiClient, transport: DataTransport, projectId: string) {
  const tableImports = (tableName: string) => fillPath(importPaths.tableImports, { projectId, tableName });
  const job = (importId: string) => client.get(fillPath(importPaths.importJob, { projectId, importId }), { schema: importJobSchema, ...signedIn });
  return {
    /** The table's imports, newest first (a running one is found again after a reload). */
    list: (tableName: string) => client.get(tableImports(tableName), { schema: importJobsResponseSchema, ...signedIn }),

    job,

    /** Uploads the file as the raw body; the import then runs as a background job. */
    async start(tableName: string, file: File, mode: ImportMode): Promise<ImportJob> {
      const contentType = importContentTypeOf(file.name);
      if (!contentType) throw new ApiError(400, 'unsupported_file', 'Choose a .csv or .xlsx file.');
      const response = await transport.send({
        method: 'POST',
        path: tableImports(tableName),
        query: new URLSearchParams({ mode, fileName: file.name }).toString(),
        raw: file,
        headers: { 'Content-Type': contentType },
      });
      const parsed = importJobSchema.safeParse(await jsonOf(response));
      if (!parsed.success) throw new ApiError(response.status, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
      return parsed.data;
    },

    /** The rows an import rejected, with their line numbers. */
    errors: (importId: string) => client.get(fillPath(importPaths.importErrors, { projectId, importId }), { schema: importErrorsResponseSchema, ...signedIn }),

    /** Every rejected row as CSV, for the "Download errors" link. */
    async errorsCsv(importId: string): Promise<Blob> {
      const response = await transport.send({ path: fillPath(importPaths.importErrors, { projectId, importId }), query: 'format=csv', accept: 'text/csv' });
      return response.blob();
    },
  };
}

export type ImportsApi = ReturnType<typeof createImportsApi>;
