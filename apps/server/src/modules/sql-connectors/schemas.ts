import { connectionTestResultSchema, connectorIdParamsSchema, externalSchemaQuerySchema, externalSchemaSchema, testConnectionRequestSchema } from '@tessera/model/connectors';
import { apiErrors } from '../../http/error-responses.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['connectors'], security: bearerSecurity, headers: scopedHeaders };

export const sqlConnectorSchemas = {
  testSettings: {
    ...scoped,
    summary: 'Test a database connector’s settings before saving them: ok with the server version, or the failure case and a message',
    body: testConnectionRequestSchema,
    response: { 200: connectionTestResultSchema, ...apiErrors(400, 401, 403, 404) },
  },
  test: {
    ...scoped,
    summary: 'Test a saved database connector: ok with the server version, or the failure case (unreachable, refused, timeout, tls, credentials, database, privileges…) and a message',
    params: connectorIdParamsSchema,
    response: { 200: connectionTestResultSchema, ...apiErrors(400, 401, 403, 404) },
  },
  schema: {
    ...scoped,
    summary: 'The tables and views of a database connector (Postgres: one schema, default public; SQL Server: one schema, default dbo; Oracle: one owner, default the user; MySQL: its database), with columns, types, primary and foreign keys',
    params: connectorIdParamsSchema,
    querystring: externalSchemaQuerySchema,
    response: { 200: externalSchemaSchema, ...apiErrors(400, 401, 403, 404, 409, 422, 502) },
  },
};
