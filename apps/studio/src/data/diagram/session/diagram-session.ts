import { applyDataOps, type ChangePreview, type ChangeRequest, type DataModel, type DataOp } from '@tessera/model/data';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { careOf, dropsSomething, lostDataIn, type ChangeCare } from '../edit/data-loss.ts';
import { emptyHistory, markLostData, recordEntry, takeRedo, takeUndo, type DiagramHistory } from '../edit/diagram-history.ts';
import { inverseOps } from '../edit/inverse-ops.ts';
import { initialDiagramState, selectionIn, type DiagramSelection, type DiagramState } from './diagram-state.ts';

/** The calls the diagram makes (bound to a project in the page, faked in tests). */
export interface DiagramServices {
  load(): Promise<{ model: DataModel; version: number }>;
  preview(request: ChangeRequest): Promise<ChangePreview>;
  change(request: ChangeRequest): Promise<{ model: DataModel; version: number }>;
}

/** What the page tells the builder: a refused change (its message), a stale model reloaded, a failed call. */
export type DiagramNotice = { kind: 'refused'; message: string } | { kind: 'stale' } | { kind: 'failed'; message: string };

/** A data diagram editing session: its store and its actions. */
export interface DiagramSession {
  store: StoreApi<DiagramState>;
  /** Loads the model (again after `dispose`, as React's strict mode remounts). */
  load(): Promise<void>;
  /** Applies ops at once and sends them as one change (one migration, one undo entry). False when refused. */
  edit(ops: DataOp[], select?: DiagramSelection | null): boolean;
  undo(): void;
  redo(): void;
  select(selection: DiagramSelection | null): void;
  /** The builder's answer to the change waiting for confirmation. */
  answer(confirmed: boolean): void;
  setReadOnly(readOnly: boolean): void;
  /** Resolves when every change on its way has been answered (tests, leaving the mode). */
  settled(): Promise<void>;
  /** Stops sending: changes not yet sent are dropped, a confirmation waiting is cancelled. */
  dispose(): void;
}

/** One change on its way: applied to the model shown, not yet to the server's. */
interface Pending {
  ops: DataOp[];
  care: ChangeCare;
  /** The history before this change touched it: a change that fails puts it back. */
  historyBefore: DiagramHistory;
  /** The entry recorded or redone (its data loss is noted on it); null for an undo. */
  entryId: number | null;
}

const isStale = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'stale';
const needsConfirmation = (error: unknown) => error instanceof ApiError && error.status === 409 && error.code === 'confirmation_required';
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Creates the session of one project's data diagram. Every edit is a list of model ops: applied
 * to the model shown at once, then sent in order, one change at a time, against the server's
 * version. A change that can lose data is previewed first and waits for the builder's word; a
 * refusal or a cancel rolls the model and the history back to the server's model; a stale version
 * reloads the model and clears the history.
 */
export function createDiagramSession(options: { services: DiagramServices; notify: (notice: DiagramNotice) => void; readOnly: boolean }): DiagramSession {
  const { services, notify } = options;
  const store = createStore<DiagramState>()(() => initialDiagramState(options.readOnly));
  let server: { model: DataModel; version: number } = { model: store.getState().model, version: 0 };
  let queue: Pending[] = [];
  let running: Promise<void> | null = null;
  let answerConfirmation: ((confirmed: boolean) => void) | null = null;
  let nextEntryId = 1;
  let disposed = false;

  const set = (patch: Partial<DiagramState>) => {
    if (disposed) return;
    const next = { ...store.getState(), ...patch };
    store.setState({ ...patch, selection: selectionIn(next.model, next.selection) });
  };

  async function load(): Promise<void> {
    disposed = false;
    set({ status: 'loading', loadError: null });
    try {
      server = await services.load();
      set({ status: 'ready', model: server.model, version: server.version, history: emptyHistory });
    } catch (error) {
      set({ status: 'failed', loadError: errorMessage(error) });
    }
  }

  function enqueue(pending: Pending, model: DataModel, history: DiagramHistory, selection?: DiagramSelection | null) {
    queue.push(pending);
    set({ model, history, saveState: 'saving', saveError: null, ...(selection !== undefined ? { selection } : {}) });
    running ??= work().finally(() => {
      running = null;
    });
  }

  async function work(): Promise<void> {
    while (queue.length > 0 && !disposed) {
      const head = queue[0]!;
      try {
        const lost = await send(head);
        if (lost === 'cancelled') {
          rollBack(head);
          set({ saveState: store.getState().saveState === 'saving' ? 'saved' : store.getState().saveState });
          continue;
        }
        queue.shift();
        const rest = applyDataOps(server.model, queue.flatMap((pending) => pending.ops));
        const history = lost && head.entryId !== null ? markLostData(store.getState().history, head.entryId) : store.getState().history;
        if (rest.ok) set({ model: rest.value, version: server.version, history, saveState: queue.length > 0 ? 'saving' : 'saved' });
        else rollBack(queue[0] ?? head);
      } catch (error) {
        await fail(head, error);
      }
    }
  }

  /** Sends one change (previewed and confirmed first when it needs it); true when it lost values. */
  async function send(head: Pending): Promise<boolean | 'cancelled'> {
    let confirmDataLoss = false;
    let lost = false;
    if (head.care.preview) {
      const preview = await services.preview({ baseVersion: server.version, ops: head.ops, confirmDataLoss: false });
      if (preview.blocked || preview.needsConfirmation || head.care.alwaysConfirm) {
        const confirmed = await ask(preview, dropsSomething(head.ops));
        if (!confirmed || preview.blocked) return 'cancelled';
        confirmDataLoss = true;
      }
      lost = lostDataIn(preview);
    }
    try {
      server = await services.change({ baseVersion: server.version, ops: head.ops, confirmDataLoss });
    } catch (error) {
      // The server found data at stake where the studio saw none: show what and ask.
      if (needsConfirmation(error) && !head.care.alwaysConfirm) {
        head.care = { preview: true, alwaysConfirm: true };
        return send(head);
      }
      throw error;
    }
    return lost;
  }

  function ask(preview: ChangePreview, drops: boolean): Promise<boolean> {
    return new Promise((resolve) => {
      answerConfirmation = resolve;
      set({ confirmation: { preview, drops } });
    });
  }

  async function fail(head: Pending, error: unknown): Promise<void> {
    if (isStale(error)) {
      queue = [];
      notify({ kind: 'stale' });
      try {
        server = await services.load();
        set({ model: server.model, version: server.version, history: emptyHistory, saveState: 'saved', saveError: null });
      } catch (reload) {
        set({ status: 'failed', loadError: errorMessage(reload) });
      }
      return;
    }
    const message = errorMessage(error);
    rollBack(head);
    set({ saveState: 'failed', saveError: message });
    if (!(error instanceof ApiError && error.isSessionEnd)) notify(isRefusal(error) ? { kind: 'refused', message } : { kind: 'failed', message });
  }

  /** Drops `from` and every change after it; the model and history go back to before it. */
  function rollBack(from: Pending) {
    queue = [];
    set({ model: server.model, version: server.version, history: from.historyBefore, confirmation: null });
  }

  /** Applies ops to the model shown and queues them; the refusal's message otherwise. */
  function apply(ops: DataOp[], history: (model: DataModel) => { history: DiagramHistory; entryId: number | null }, selection?: DiagramSelection | null): boolean {
    const state = store.getState();
    if (state.readOnly || state.status !== 'ready') return false;
    const result = applyDataOps(state.model, ops);
    if (!result.ok) {
      notify({ kind: 'refused', message: result.error.message });
      return false;
    }
    const next = history(state.model);
    enqueue({ ops, care: careOf(state.model, ops), historyBefore: state.history, entryId: next.entryId }, result.value, next.history, selection);
    return true;
  }

  return {
    store,
    load,
    edit(ops, select) {
      if (ops.length === 0) return true;
      return apply(
        ops,
        (before) => {
          const entry = { id: nextEntryId++, ops, inverse: inverseOps(before, ops) ?? [], lostData: false };
          return { history: recordEntry(store.getState().history, entry), entryId: entry.id };
        },
        select,
      );
    },
    undo() {
      const taken = takeUndo(store.getState().history);
      if (taken) apply(taken.entry.inverse, () => ({ history: taken.history, entryId: null }));
    },
    redo() {
      const taken = takeRedo(store.getState().history);
      if (taken) apply(taken.entry.ops, () => ({ history: taken.history, entryId: taken.entry.id }));
    },
    select(selection) {
      set({ selection });
    },
    answer(confirmed) {
      const resolve = answerConfirmation;
      answerConfirmation = null;
      set({ confirmation: null });
      resolve?.(confirmed);
    },
    setReadOnly(readOnly) {
      set({ readOnly });
    },
    settled: () => running ?? Promise.resolve(),
    dispose() {
      disposed = true;
      queue = [];
      answerConfirmation?.(false);
    },
  };
}
