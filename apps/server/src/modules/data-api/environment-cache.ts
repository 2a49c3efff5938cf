import type { DataEnvironment } from '@tessera/model/data';
import type { EnvironmentState } from '../data-schema/environments.ts';

/** What the data API keeps of a project environment between requests. */
export interface KnownEnvironment {
  domainId: string;
  state: EnvironmentState;
}

/** How many project environments a server keeps (the least recently used goes first). */
export const ENVIRONMENT_CACHE_SIZE = 1000;

/**
 * Project environments (workspace, schema, parsed model and its version) as last read from the
 * catalogue, so a request costs no catalogue round trip. An entry is never trusted on its own:
 * each request's statements start with the database's check of the model version
 * (`tessera_data.expect_model_version`), and a request compiled against an older model is
 * forgotten and compiled again. Several server processes each keep their own.
 */
export class EnvironmentCache {
  readonly #entries = new Map<string, KnownEnvironment>();

  constructor(private readonly capacity = ENVIRONMENT_CACHE_SIZE) {}

  get(projectId: string, environment: DataEnvironment): KnownEnvironment | undefined {
    const key = `${projectId}/${environment}`;
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  remember(projectId: string, environment: DataEnvironment, known: KnownEnvironment): void {
    const key = `${projectId}/${environment}`;
    this.#entries.delete(key);
    this.#entries.set(key, known);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forget(projectId: string, environment: DataEnvironment): void {
    this.#entries.delete(`${projectId}/${environment}`);
  }

  get size(): number {
    return this.#entries.size;
  }
}
