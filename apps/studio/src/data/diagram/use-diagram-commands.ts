import { useReactFlow } from '@xyflow/react';
import { useState, type RefObject } from 'react';
import { deleteOpsOf } from './edit/delete-ops.ts';
import { undoAvailability, type UndoAvailability } from './edit/diagram-history.ts';
import { estimatedTableHeight } from './edit/new-ops.ts';
import { TABLE_NODE_WIDTH } from './layout/diagram-graph.ts';
import { useDiagram, useDiagramShallow } from './session/diagram-context.tsx';

/** The dialogs the diagram's commands open. */
export type DiagramDialog = { kind: 'addTable'; at: { x: number; y: number } } | { kind: 'relation'; fromTableId: string; toTableId: string | null } | { kind: 'undoDrop' } | null;

/** What the toolbar, the details panel and the keyboard run: one place, the same checks. */
export interface DiagramCommands {
  dialog: DiagramDialog;
  closeDialog(): void;
  undoState: UndoAvailability;
  canRedo: boolean;
  readOnly: boolean;
  addTable(): void;
  /** Fits the diagram in the view when a table placed at `position` (a new one) is out of sight. */
  reveal(position: { x: number; y: number }): void;
  relate(fromTableId: string, toTableId: string | null): void;
  /** Undo, asking first when the newest change dropped a table or a column. */
  undo(): void;
  /** Undo without asking (the builder said yes). */
  undoNow(): void;
  redo(): void;
  /** Deletes the selected column or table (the change is previewed and confirmed before it is sent). */
  deleteSelection(): void;
  escape(): void;
}

/** The diagram's commands; `canvas` is the diagram's box (a new table lands in the middle of its view). */
export function useDiagramCommands(canvas: RefObject<HTMLElement | null>): DiagramCommands {
  const session = useDiagram();
  const flow = useReactFlow();
  const [dialog, setDialog] = useState<DiagramDialog>(null);
  const { undoState, canRedo, readOnly } = useDiagramShallow((state) => ({
    undoState: undoAvailability(state.history),
    canRedo: state.history.future.length > 0,
    readOnly: state.readOnly,
  }));
  const idle = () => !readOnly && dialog === null && session.store.getState().confirmation === null;

  return {
    dialog,
    closeDialog: () => setDialog(null),
    undoState,
    canRedo,
    readOnly,
    addTable() {
      if (!idle()) return;
      const box = canvas.current?.getBoundingClientRect();
      const center = box ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 3 }) : { x: 0, y: 0 };
      setDialog({ kind: 'addTable', at: { x: center.x - TABLE_NODE_WIDTH / 2, y: center.y } });
    },
    reveal(position) {
      const box = canvas.current?.getBoundingClientRect();
      if (!box) return;
      const topLeft = flow.screenToFlowPosition({ x: box.left, y: box.top });
      const bottomRight = flow.screenToFlowPosition({ x: box.right, y: box.bottom });
      const inSight = position.x >= topLeft.x && position.y >= topLeft.y && position.x + TABLE_NODE_WIDTH <= bottomRight.x && position.y + estimatedTableHeight(3) <= bottomRight.y;
      // The whole diagram comes into view (the library waits until the new box is measured).
      if (!inSight) void flow.fitView({ padding: 0.15, maxZoom: 1, duration: 200 });
    },
    relate(fromTableId, toTableId) {
      if (idle()) setDialog({ kind: 'relation', fromTableId, toTableId });
    },
    undo() {
      if (!idle()) return;
      if (undoState === 'asks') setDialog({ kind: 'undoDrop' });
      else if (undoState === 'ready') session.undo();
    },
    undoNow: () => session.undo(),
    redo() {
      if (idle()) session.redo();
    },
    deleteSelection() {
      const { selection, model } = session.store.getState();
      const deletion = idle() ? deleteOpsOf(model, selection) : null;
      if (deletion) session.edit(deletion.ops, deletion.selectAfter);
    },
    escape() {
      if (dialog === null) session.select(null);
    },
  };
}
