import type { ExternalSchema } from '@tessera/model/connectors';

/** How long an introspected schema answers requests before it is read again. */
export const SCHEMA_CACHE_MS = 5_000;
/** At most this many schemas are kept; the oldest goes first. */
const MAX_ENTRIES = 500;

/**
 * Introspected schemas by connector and schema name, kept for {@link SCHEMA_CACHE_MS}: a table
 * or column changed in the database is seen after that at the latest, and at once when a request
 * names a table or column the cached schema does not have (the route reads the schema again then).
 */
export class ExternalSchemaCache {
  readonly #entries = new Map<string, { at: number; schema: ExternalSchema }>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  get(connectorId: string, schema: string): ExternalSchema | null {
    const key = `${connectorId}\u0000${schema}`;
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (this.#now() - entry.at >= SCHEMA_CACHE_MS) {
      this.#entries.delete(key);
      return null;
    }
    return entry.schema;
  }

  remember(connectorId: string, schema: string, value: ExternalSchema): void {
    const key = `${connectorId}\u0000${schema}`;
    this.#entries.delete(key);
    this.#entries.set(key, { at: this.#now(), schema: value });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
  }
}
