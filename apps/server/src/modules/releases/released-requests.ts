import { type RestRequestDefinition, restRequestInputSchema } from '@tessera/model/connectors';
import * as z from 'zod/mini';
import type { Db } from '../../db/database.ts';
import { isUuid } from '../../http/uuid.ts';
import { listWorkspaceRequestRows, type RestRequestRow } from '../rest-requests/queries.ts';
import { toDefinition } from '../rest-requests/request-view.ts';
import { appReferences, type ScreenTree } from './release-references.ts';

/**
 * A REST request as a release holds it: its id, its connector's id and its definition as saved
 * when published. No secret is in it: the connector's credentials and default headers stay in
 * the connector and are read when the request runs. The definition is kept as stored and checked
 * when it runs, so a stricter request schema later never makes a whole release unreadable.
 */
export const releasedRestRequestSchema = z.object({
  id: z.string(),
  connectorId: z.string(),
  definition: z.record(z.string(), z.unknown()),
});
export type ReleasedRestRequest = z.infer<typeof releasedRestRequestSchema>;

/** A request the app's actions call, ready to run: its connector and the definition to fill. */
export interface AppRestRequest {
  connectorId: string;
  definition: RestRequestDefinition;
}

/**
 * The requests a release freezes: each one of the workspace that a `callRest` action of its
 * screens names, as saved now, ordered by id (so the same requests always hash the same). A name
 * of no request of the workspace (deleted, another workspace's) is left out: the live app gets a
 * 404 for it, as before publishing.
 */
export async function freezeRestRequests(db: Db, domainId: string, screens: readonly ScreenTree[]): Promise<ReleasedRestRequest[]> {
  const ids = [...appReferences(screens).restRequestIds].filter(isUuid);
  const rows = await listWorkspaceRequestRows(db, domainId, ids);
  return rows
    .map((row) => ({ id: row.id, connectorId: row.connectorId, definition: { ...toDefinition(row) } }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** A saved request as the runner takes it (what draft runs, and a release made before requests were frozen). */
export function savedRequest(row: RestRequestRow): AppRestRequest {
  return { connectorId: row.connectorId, definition: toDefinition(row) };
}

/**
 * A frozen request's definition, checked as a request's create checks it; undefined when it no
 * longer passes (the builder publishes again after fixing the request).
 */
export function releasedRequest(frozen: ReleasedRestRequest): AppRestRequest | undefined {
  const parsed = restRequestInputSchema.safeParse(frozen.definition);
  return parsed.success ? { connectorId: frozen.connectorId, definition: parsed.data } : undefined;
}
