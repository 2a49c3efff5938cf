import type { DataEnvironment } from '@tessera/model/data';
import { CompiledQuery } from 'kysely';
import type { PageWindow } from './compile/read-statement.ts';
import type { Principal } from './principal.ts';

/** A list or a get compiled for one caller's request on one model version, ready to run again. */
export interface CompiledList {
  /** `guardedRead` of the compiled statement. */
  compiled: CompiledQuery;
  window: PageWindow;
}

/** How many compiled reads a server keeps (the least recently used goes first). */
export const COMPILED_READS_KEPT = 2000;

/**
 * A compiled read bigger than this (key, SQL and parameters, in characters) is not kept: anyone
 * may vary a query string, and 2,000 reads of many embeds or a long `or=(…)` (tens of KB of SQL
 * each) would hold hundreds of MB. The reads screens repeat are far smaller.
 */
export const COMPILED_READ_MAX_CHARS = 16_384;

/** What a read's statement is made of: the model (by version), the table, the caller, the request. */
export interface CompiledReadSource {
  projectId: string;
  environment: DataEnvironment;
  version: number;
  table: string;
  principal: Principal;
  /** The raw query string and the headers the grammar reads (`Prefer`, `Range`, `Range-Unit`). */
  query: string;
  prefer: string | undefined;
  range: string | undefined;
  rangeUnit: string | undefined;
}

/**
 * The key of a compiled read: every input of the compiler. The caller is in it whole (kind, user
 * id, roles), since the rules compile into the statement and its values: one caller's statement
 * is never run for another.
 */
export function compiledReadKey(source: CompiledReadSource): string {
  const { principal } = source;
  const caller = principal.kind === 'endUser' ? [principal.kind, principal.userId, principal.roles] : principal.kind === 'builder' ? [principal.kind, principal.userId] : [principal.kind];
  return JSON.stringify([source.projectId, source.environment, source.version, source.table, caller, source.query, source.prefer ?? null, source.range ?? null, source.rangeUnit ?? null]);
}

/**
 * Lists and gets as compiled, so a caller repeating a request (a screen's list, refreshed or
 * paged back) costs no parsing and no compiling. An entry is as safe as the model it was compiled
 * on: the statement reads the model version beside its rows and an answer of another version is
 * discarded (`runGuardedRead`), and the version is part of the key. Only successful compilations
 * are kept, so a refusal is always decided afresh.
 */
export class CompiledReads {
  readonly #entries = new Map<string, CompiledList>();

  constructor(private readonly capacity = COMPILED_READS_KEPT) {}

  get(key: string): CompiledList | undefined {
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  remember(key: string, read: CompiledList): void {
    const { sql, parameters } = read.compiled;
    if (key.length + sql.length + JSON.stringify(parameters).length > COMPILED_READ_MAX_CHARS) return;
    this.#entries.delete(key);
    // Only what runs it again: the SQL and its values, not the query tree it was compiled from.
    this.#entries.set(key, { compiled: CompiledQuery.raw(sql, [...parameters]), window: read.window });
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}
