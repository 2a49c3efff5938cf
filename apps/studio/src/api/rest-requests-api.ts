import { fillPath } from '@tessera/model/workspace-api';
import {
  type PreviewRestRequest,
  restRequestListSchema,
  restRequestPaths,
  restRequestSchema,
  type RestRequestInput,
  restRunResultSchema,
  type RunRestRequest,
} from '@tessera/model/connectors';
import type { ApiClient } from './create-api-client.ts';

/**
 * The named requests of a REST connector (`/api/connectors/:connectorId/requests`; Developer seat).
 * Running one answers a result either way: a call that got no response is `outcome: 'failure'`.
 */
export const restRequestsApi = {
  list: (client: ApiClient, connectorId: string) =>
    client.get(fillPath(restRequestPaths.requests, { connectorId }), { schema: restRequestListSchema, requiresAuth: true }),

  get: (client: ApiClient, connectorId: string, requestId: string) =>
    client.get(fillPath(restRequestPaths.request, { connectorId, requestId }), { schema: restRequestSchema, requiresAuth: true }),

  create: (client: ApiClient, connectorId: string, body: RestRequestInput) =>
    client.post(fillPath(restRequestPaths.requests, { connectorId }), body, { schema: restRequestSchema, requiresAuth: true }),

  update: (client: ApiClient, connectorId: string, requestId: string, body: RestRequestInput) =>
    client.request(fillPath(restRequestPaths.request, { connectorId, requestId }), { method: 'PATCH', body, schema: restRequestSchema, requiresAuth: true }),

  remove: (client: ApiClient, connectorId: string, requestId: string) =>
    client.request(fillPath(restRequestPaths.request, { connectorId, requestId }), { method: 'DELETE', requiresAuth: true }),

  /** Runs a saved request with parameter values. */
  run: (client: ApiClient, connectorId: string, requestId: string, body: RunRestRequest) =>
    client.post(fillPath(restRequestPaths.run, { connectorId, requestId }), body, { schema: restRunResultSchema, requiresAuth: true }),

  /** Runs an unsaved definition (the editor's Send). */
  preview: (client: ApiClient, connectorId: string, body: PreviewRestRequest) =>
    client.post(fillPath(restRequestPaths.preview, { connectorId }), body, { schema: restRunResultSchema, requiresAuth: true }),
};

/** Query keys of a connector's requests, per workspace. */
export const restRequestsKeys = {
  list: (domainName: string, connectorId: string) => ['connectors', domainName, connectorId, 'requests'] as const,
  one: (domainName: string, connectorId: string, requestId: string) => ['connectors', domainName, connectorId, 'requests', requestId] as const,
};
