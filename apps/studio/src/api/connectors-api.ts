import { fillPath } from '@tessera/model/workspace-api';
import {
  connectorListSchema,
  connectorPaths,
  connectionTestResultSchema,
  connectorSchema,
  externalSchemaSchema,
  externalAccessEntrySchema,
  externalAccessListSchema,
  externalAccessPaths,
  type PutExternalAccessRequest,
  type CreateConnectorRequest,
  sqlConnectorPaths,
  type TestConnectionRequest,
  type UpdateConnectorRequest,
} from '@tessera/model/connectors';
import type { ApiClient } from './create-api-client.ts';

/**
 * The connectors of the workspace in the path (`/api/connectors`; every route needs a Developer
 * seat). Answers never carry a secret, only `{ set }`.
 */
export const connectorsApi = {
  list: (client: ApiClient) => client.get(connectorPaths.connectors, { schema: connectorListSchema, requiresAuth: true }),

  create: (client: ApiClient, body: CreateConnectorRequest) =>
    client.post(connectorPaths.connectors, body, { schema: connectorSchema, requiresAuth: true }),

  /** Secrets left out of `settings` are kept; `null` removes one. */
  update: (client: ApiClient, connectorId: string, body: UpdateConnectorRequest) =>
    client.request(fillPath(connectorPaths.connector, { connectorId }), { method: 'PATCH', body, schema: connectorSchema, requiresAuth: true }),

  remove: (client: ApiClient, connectorId: string) =>
    client.request(fillPath(connectorPaths.connector, { connectorId }), { method: 'DELETE', requiresAuth: true }),

  /** Tests a database connector's unsaved settings; a failed test is a result (`ok: false`), not an error. */
  testSettings: (client: ApiClient, body: TestConnectionRequest) =>
    client.post(sqlConnectorPaths.testSettings, body, { schema: connectionTestResultSchema, requiresAuth: true }),

  /** Tests a saved database connector with its stored password. */
  test: (client: ApiClient, connectorId: string) =>
    client.post(fillPath(sqlConnectorPaths.test, { connectorId }), undefined, { schema: connectionTestResultSchema, requiresAuth: true }),

  /** The tables, views, columns and keys of a database connector's Postgres schema (default `public`) or MySQL database. */
  schema: (client: ApiClient, connectorId: string, schema?: string) =>
    client.get(fillPath(sqlConnectorPaths.schema, { connectorId }), { query: { schema }, schema: externalSchemaSchema, requiresAuth: true }),
};

/** Query keys of the connectors, per workspace. */
export const connectorsKeys = {
  list: (domainName: string) => ['connectors', domainName] as const,
  /** The structure of a connector's database (a Postgres schema; null for the default or MySQL's database). */
  schema: (connectorId: string, schema: string | null) => ['connectors', 'schema', connectorId, schema] as const,
  /** The draft access rules of a project's connected tables. */
  externalAccess: (projectId: string) => ['externalAccess', projectId] as const,
};

/** The access rules a project gives the tables of connected databases (draft; a Developer seat). */
export const externalAccessApi = {
  list: (client: ApiClient, projectId: string) => client.get(fillPath(externalAccessPaths.rules, { projectId }), { schema: externalAccessListSchema, requiresAuth: true }),

  /** Sets one table's rules (columns named by their database names). */
  save: (client: ApiClient, projectId: string, connectorId: string, body: PutExternalAccessRequest) =>
    client.request(fillPath(externalAccessPaths.connectorRules, { projectId, connectorId }), { method: 'PUT', body, schema: externalAccessEntrySchema, requiresAuth: true }),
};
