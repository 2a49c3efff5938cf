import { createHash } from 'node:crypto';
import { externalAccessEntrySchema } from '@tessera/model/connectors';
import { tableAccessSchema } from '@tessera/model/data';
import { appSettingsSchema } from '@tessera/model/definition';
import { appIconSchema, releasedScreenSchema } from '@tessera/model/releases';
import * as z from 'zod/mini';
import { releasedRestRequestSchema } from './released-requests.ts';

/**
 * What a release freezes: its screens with their deep-link paths, the app settings, the data
 * model migration live had after publishing, the project tables' access rules as live's model
 * held them, the connected tables' live rules, the REST requests its actions call and the app
 * icon. Stored once per hash (`release_contents`).
 */
export const releaseContentSchema = z.object({
  screens: z.array(releasedScreenSchema),
  settings: appSettingsSchema,
  /** Live's data model after publishing: its last migration and its version. */
  dataModel: z.object({ seq: z.int(), version: z.int() }),
  /** Project tables' rules as live's model held them (rules name columns by id). */
  accessRules: z.array(
    z.object({
      tableId: z.string(),
      table: z.string(),
      /** The table's column names by id when published, so a warning can name a column gone since. */
      columnNames: z.record(z.string(), z.string()),
      access: tableAccessSchema,
    }),
  ),
  /** Connected tables' live rules (columns by their database names); a rollback restores them. */
  connectedAccessRules: z.array(externalAccessEntrySchema),
  /**
   * The REST requests its `callRest` actions name, as saved when published (ordered by id). A
   * release published before requests were frozen has none: its live app runs the saved ones.
   */
  restRequests: z.optional(z.array(releasedRestRequestSchema)),
  /** The app icon published (an `app_assets` hash); null, or absent in older contents: the player's own. */
  icon: z._default(z.nullable(appIconSchema), null),
});
export type ReleaseContent = z.infer<typeof releaseContentSchema>;

/**
 * JSON with every object's keys sorted, so equal content always writes the same text (and the
 * same hash) whatever order its parts were built in.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The content's address: sha256 (hex) of its canonical JSON. */
export function contentHash(content: ReleaseContent): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

/** A stored content read back; one that no longer parses is a server fault, never shown half. */
export function parseReleaseContent(stored: unknown): ReleaseContent {
  return releaseContentSchema.parse(stored);
}
