import { applyPatches, enablePatches, type Patch } from 'immer';
import { deepEqual, type ElementNode, type HostMessage, type HostRunAppMessage, type RenderMode, type RootPatch } from '@tessera/model/definition';
import { sameRect, type CanvasRect } from './canvas-rect.ts';
import { movedTree, showsMove, type NodeMove } from './shown-move.ts';

enablePatches();

/** The drop zone (the target container's box) and the insertion line, while something is dragged. */
export interface DropIndicator {
  parentId: string;
  zone: CanvasRect;
  line: CanvasRect;
}

/** The element menu, open for a node at a point of the canvas window (its top-left corner). */
export interface ElementMenu {
  nodeId: string;
  x: number;
  y: number;
}

/** Drops shown before the shell answered them, on top of the tree as the shell last sent it. */
export interface ShownMoves {
  /** The document's tree as the shell's messages made it. */
  base: ElementNode;
  /** In the order sent; each leaves when its patches arrive or the shell refuses it. */
  moves: readonly (NodeMove & { dragId: string })[];
}

/**
 * What the canvas shows: a copy of the screen's root kept in step by the shell's patches, the
 * selection the shell decided, the hovered node and the drag indicator. The canvas asks the shell
 * for every edit with a canvas message and applies the shell's `host-patches`; only a drop is
 * shown before them (`showMove`), on top of the shell's tree, until they or a refusal arrive.
 */
export interface CanvasState {
  screenId: string | null;
  root: ElementNode | null;
  selection: readonly string[];
  hover: string | null;
  renderMode: RenderMode;
  dropIndicator: DropIndicator | null;
  /** The element menu (right-click, the context-menu key, Shift+F10), when open. */
  menu: ElementMenu | null;
  /**
   * The rest of the app for the Run preview (`host-run-app`): the open screen's description, the
   * other screens and the run settings. Only while running, and only for the screen shown: a
   * `host-load` or the end of the Run clears it, and the shell sends it again.
   */
  run: RunApp | null;
  /** The drops shown ahead of the shell's answer (`root` is `base` with them), or `null`. */
  shownMoves: ShownMoves | null;
}

/** What the Run preview runs besides the shown screen's tree. */
export type RunApp = Omit<HostRunAppMessage, 'type'>;

/** What applying a shell message did: `reload` when patches did not fit the copy of the root. */
export type HostMessageOutcome = 'applied' | 'ignored' | 'reload';

/** The canvas's external store (`useSyncExternalStore`-compatible); see `createCanvasStore`. */
export interface CanvasStore {
  getState(): CanvasState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies a shell message (the palette drag is the interaction's business, not state). */
  receive(message: HostMessage): HostMessageOutcome;
  /**
   * Shows a selection before the shell answers it: a plain click selects just that node, which
   * the shell's `host-selection` then confirms (no change) or corrects. Saves the gesture the
   * round trip through the shell (two frames) before its outline paints.
   */
  showSelection(nodeIds: readonly string[]): void;
  /**
   * Shows a drop before the shell answers its `drag-move`: the node moved in `root` at once (the
   * round trip through the shell is two frames and the shell's edit). The shell's patches of the
   * move replace it; `host-move-refused` takes it back. `false` when not shown (see `movedTree`).
   */
  showMove(dragId: string, move: NodeMove): boolean;
  /** Sets the hovered node (the pointer, or the layers tree through `host-hover`). */
  setHover(nodeId: string | null): void;
  /** Shows, moves or (`null`) clears the drop indicator. */
  setDropIndicator(indicator: DropIndicator | null): void;
  /** Opens the element menu of a node at a point, or (`null`) closes it. */
  setMenu(menu: ElementMenu | null): void;
}

/** The state before the first `host-load`: nothing to show, edit mode. */
export const initialCanvasState: CanvasState = {
  screenId: null,
  root: null,
  selection: [],
  hover: null,
  renderMode: 'edit',
  dropIndicator: null,
  menu: null,
  run: null,
  shownMoves: null,
};

/**
 * The next state for a shell message, or the same object when nothing changes (so selectors see
 * no change). Patches go through Immer's `applyPatches`: untouched nodes keep their references,
 * which is what lets the runtime's memoised `NodeView`s skip them. Throws when a patch does not
 * fit (the caller asks for a reload).
 */
export function reduceHostMessage(state: CanvasState, message: HostMessage): CanvasState {
  switch (message.type) {
    case 'host-load':
      return {
        ...state,
        screenId: message.screenId,
        root: message.root,
        selection: message.selection,
        renderMode: message.renderMode,
        hover: null,
        dropIndicator: null,
        menu: null,
        run: null,
        shownMoves: null,
      };
    case 'host-patches': {
      if (message.screenId !== state.screenId || !state.root || message.patches.length === 0) return state;
      const shown = state.shownMoves;
      const base = applyPatches(shown ? shown.base : state.root, message.patches.map(toImmerPatch));
      if (!shown) return base === state.root ? state : { ...state, root: base };
      // The shell answers the moves in order: the first one's patches put its node in place.
      const [first, ...rest] = shown.moves;
      const moves = first && showsMove(base, first) ? rest : shown.moves;
      // The patches of the shown drop and nothing else: the tree shown is the document's already,
      // kept as it is so nothing renders again (the moved element came as a copy in the patches).
      if (moves.length === 0 && deepEqual(base, state.root)) return { ...state, shownMoves: null };
      return withMoves(state, base, moves);
    }
    case 'host-move-refused': {
      const shown = state.shownMoves;
      if (message.screenId !== state.screenId || !shown || !shown.moves.some((move) => move.dragId === message.dragId)) return state;
      return withMoves(state, shown.base, shown.moves.filter((move) => move.dragId !== message.dragId));
    }
    case 'host-selection':
      if (message.screenId !== state.screenId || sameIds(state.selection, message.nodeIds)) return state;
      return { ...state, selection: message.nodeIds };
    case 'host-hover':
      return state.hover === message.nodeId ? state : { ...state, hover: message.nodeId };
    case 'host-render-mode':
      if (state.renderMode === message.renderMode) return state;
      return { ...state, renderMode: message.renderMode, hover: null, dropIndicator: null, menu: null, run: null };
    case 'host-palette-drag':
      return state;
    case 'host-run-app':
      // Gathered for another screen, or arriving after the Run ended: the shell sends a fresh one.
      if (state.renderMode !== 'live' || message.openScreen.id !== state.screenId) return state;
      return { ...state, run: { openScreen: message.openScreen, screens: message.screens, settings: message.settings, previewToken: message.previewToken } };
    default: {
      const unhandled: never = message;
      return unhandled;
    }
  }
}

/** `state` showing `base` with `moves` on top (those that still apply). */
function withMoves(state: CanvasState, base: ElementNode, moves: ShownMoves['moves']): CanvasState {
  let root = base;
  const kept: (NodeMove & { dragId: string })[] = [];
  for (const move of moves) {
    const moved = movedTree(root, move);
    if (!moved) continue;
    root = moved;
    kept.push(move);
  }
  return { ...state, root, shownMoves: kept.length === 0 ? null : { base, moves: kept } };
}

/**
 * Creates the canvas store. Every change replaces the state object and notifies subscribers;
 * components pick the slice they need, so a selection change never re-renders the screen.
 *
 * @example
 * const store = createCanvasStore();
 * store.receive({ type: 'host-selection', screenId: 's1', nodeIds: ['title'] });
 */
export function createCanvasStore(initial: CanvasState = initialCanvasState): CanvasStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const set = (next: CanvasState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(message) {
      try {
        const next = reduceHostMessage(state, message);
        if (next === state) return 'ignored';
        set(next);
        return 'applied';
      } catch {
        // A patch that does not fit means the copy of the root drifted from the document.
        return 'reload';
      }
    },
    showMove(dragId, move) {
      if (!state.root) return false;
      const moved = movedTree(state.root, move);
      if (!moved) return false;
      const shown = state.shownMoves;
      set({ ...state, root: moved, shownMoves: { base: shown ? shown.base : state.root, moves: [...(shown?.moves ?? []), { ...move, dragId }] } });
      return true;
    },
    showSelection(nodeIds) {
      if (!sameIds(state.selection, nodeIds)) set({ ...state, selection: [...nodeIds] });
    },
    setHover(nodeId) {
      if (state.hover !== nodeId) set({ ...state, hover: nodeId });
    },
    setDropIndicator(indicator) {
      if (indicator === state.dropIndicator) return;
      const current = state.dropIndicator;
      if (
        indicator &&
        current &&
        indicator.parentId === current.parentId &&
        sameRect(indicator.zone, current.zone) &&
        sameRect(indicator.line, current.line)
      ) {
        return;
      }
      set({ ...state, dropIndicator: indicator });
    },
    setMenu(menu) {
      const current = state.menu;
      if (menu === current || (menu && current && menu.nodeId === current.nodeId && menu.x === current.x && menu.y === current.y)) return;
      set({ ...state, menu });
    },
  };
}

function toImmerPatch(patch: RootPatch): Patch {
  return 'value' in patch ? { op: patch.op, path: patch.path, value: patch.value } : { op: patch.op, path: patch.path };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

