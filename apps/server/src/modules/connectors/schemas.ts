import {
  connectorIdParamsSchema,
  connectorListSchema,
  connectorSchema,
  createConnectorRequestSchema,
  updateConnectorRequestSchema,
} from '@tessera/model/connectors';
import { apiErrors } from '../../http/error-responses.ts';
import { noContent } from '../../http/no-content.ts';
import { scopedHeaders } from '../../http/scoped-headers.ts';
import { bearerSecurity } from '../../http/security.ts';

const scoped = { tags: ['connectors'], security: bearerSecurity, headers: scopedHeaders };

export const connectorSchemas = {
  list: {
    ...scoped,
    summary: "The workspace's connectors (secrets answered as { set }) and whether the server can store secrets",
    response: { 200: connectorListSchema, ...apiErrors(401, 403, 404) },
  },
  create: {
    ...scoped,
    summary:
      'Connect an existing database (postgres, mysql, mssql, oracle: settings or a connectionString) or a REST API (name unique in the workspace ignoring case; a REST connector takes an API connection of the plan)',
    body: createConnectorRequestSchema,
    response: { 201: connectorSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  get: {
    ...scoped,
    summary: 'One connector of the workspace (secrets answered as { set })',
    params: connectorIdParamsSchema,
    response: { 200: connectorSchema, ...apiErrors(401, 403, 404) },
  },
  update: {
    ...scoped,
    summary: 'Change a connector: sent settings replace the stored ones; a secret left out is kept, null removes it, a string replaces it',
    params: connectorIdParamsSchema,
    body: updateConnectorRequestSchema,
    response: { 200: connectorSchema, ...apiErrors(400, 401, 403, 404, 409) },
  },
  remove: {
    ...scoped,
    summary: 'Delete a connector and its secrets',
    params: connectorIdParamsSchema,
    response: { 204: noContent, ...apiErrors(401, 403, 404) },
  },
};
