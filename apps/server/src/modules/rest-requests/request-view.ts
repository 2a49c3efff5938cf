import type { RestRequest, RestRequestDefinition } from '@tessera/model/connectors';
import type { RestRequestRow } from './queries.ts';

/** A stored request's definition, as the runner fills it. */
export function toDefinition(row: RestRequestRow): RestRequestDefinition {
  return {
    name: row.name,
    method: row.method,
    path: row.path,
    query: row.query,
    headers: row.headers,
    body: row.body,
    parameters: row.parameters,
    timeoutMs: row.timeoutMs,
    maxResponseBytes: row.maxResponseBytes,
  };
}

/** A saved request as every answer shows it (it holds no secret: those stay in the connector). */
export function toRestRequest(row: RestRequestRow): RestRequest {
  return {
    id: row.id,
    connectorId: row.connectorId,
    ...toDefinition(row),
    createdBy: row.createdBy ? { id: row.createdBy, username: row.createdByUsername ?? '' } : null,
    updatedBy: row.updatedBy ? { id: row.updatedBy, username: row.updatedByUsername ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
