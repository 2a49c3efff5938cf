import type { ScopeQuery } from '@tessera/model/definition';
import { createContext, useContext } from 'react';
import type { DataClient } from '../clients/data-client.ts';

/** What a live form gives its app host: its values, its fields and where to show problems. */
export interface FormController {
  /** The table the form writes to (`dataSource`), or '' for a form that only runs its actions. */
  table: string;
  /** The primary key of the row it edits, or null for a new row. */
  recordId: string | null;
  /** Whether a successful insert empties the form. */
  resetOnSubmit: boolean;
  /** The inputs' current values by name. */
  values(): Record<string, unknown>;
  /** The inputs inside the form: their name, caption and whether one is required. */
  fields(): readonly { name: string; label: string; required: boolean }[];
  /** Shows these problems on the fields they name (an empty object clears them). */
  setErrors(errors: Readonly<Record<string, string>>): void;
  /** Puts every input back to its first value. */
  reset(): void;
}

/** Extra names an event's actions see beside the screen's: the repeater row it came from. */
export interface EventScope {
  item?: unknown;
  index?: number;
}

/**
 * What the app host (`AppView`) gives the elements of its screen: the event runner (with the
 * repeater row an event came from), the data API for bound repeaters and tables, the counter that
 * changes after every write (bound queries read again), and the forms' registry.
 */
export interface AppHost {
  runEvent(nodeId: string, event: string, payload: unknown, extra?: EventScope): void;
  data: DataClient;
  /** Changes after each successful write through an action or a form. */
  dataVersion(): number;
  subscribeDataVersion(listener: () => void): () => void;
  /** Publishes a bound query's state to bindings as `queries.<name>`. */
  reportQuery(name: string, state: ScopeQuery): void;
  registerForm(formId: string, controller: FormController): () => void;
  openUrl(url: string, target: string): void;
}

/** The nearest app host; `null` on the canvas and in hosts that only render (bound data stays empty). */
export const AppHostContext = createContext<AppHost | null>(null);

/** The nearest app host, or `null`. */
export function useAppHost(): AppHost | null {
  return useContext(AppHostContext);
}
