import { CSV_CONTENT_TYPE, importErrorsResponseSchema, importJobSchema, importJobsResponseSchema, startImportQuerySchema, XLSX_CONTENT_TYPE } from '@tessera/model/data';
import { z } from 'zod';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['data imports'], security: bearerSecurity, headers: scopedHeaders };

const tableParams = z.object({ projectId: z.string().max(64), tableName: z.string().max(63) });
const importParams = z.object({ projectId: z.string().max(64), importId: z.string().max(64) });

export const importSchemas = {
  start: {
    ...scoped,
    summary: 'Import a CSV or Excel (.xlsx) file into a table of draft, as a background job (the body is the file, up to 100 MB)',
    consumes: [CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE],
    params: tableParams,
    querystring: startImportQuerySchema,
    response: { 202: importJobSchema, ...apiErrors(400, 401, 403, 404, 413) },
  },
  list: {
    ...scoped,
    summary: "The table's imports, newest first (the last 50)",
    params: tableParams,
    response: { 200: importJobsResponseSchema, ...apiErrors(401, 404) },
  },
  get: {
    ...scoped,
    summary: "One import's status and progress",
    params: importParams,
    response: { 200: importJobSchema, ...apiErrors(401, 404) },
  },
  errors: {
    ...scoped,
    summary: 'The rows an import rejected, with their lines (the first 10,000; `total` counts all). `format=csv` downloads them as CSV',
    params: importParams,
    querystring: z.object({ format: z.enum(['json', 'csv']).default('json') }),
    response: { 200: importErrorsResponseSchema, ...apiErrors(401, 404) },
  },
};
