import { columnById, emptyDataModel, tableById, type ChangePreview, type DataModel } from '@tessera/model/data';
import { emptyHistory, type DiagramHistory } from '../edit/diagram-history.ts';

/** What is selected in the diagram: a table, or one of its columns. */
export interface DiagramSelection {
  tableId: string;
  columnId: string | null;
}

/** The save state the toolbar shows: nothing sent yet, sending, all sent, or the last change failed. */
export type DiagramSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** A change waiting for the builder's word: its preview (steps, classes, what is at stake). */
export interface PendingConfirmation {
  preview: ChangePreview;
  /** The change drops a table or a column (asked even with nothing at stake). */
  drops: boolean;
}

/** The data diagram's state: the model shown (the server's plus the changes on their way). */
export interface DiagramState {
  status: 'loading' | 'ready' | 'failed';
  loadError: string | null;
  readOnly: boolean;
  model: DataModel;
  /** The server's version of the model the next change is made against. */
  version: number;
  saveState: DiagramSaveState;
  saveError: string | null;
  history: DiagramHistory;
  selection: DiagramSelection | null;
  confirmation: PendingConfirmation | null;
}

export function initialDiagramState(readOnly: boolean): DiagramState {
  return {
    status: 'loading',
    loadError: null,
    readOnly,
    model: emptyDataModel(),
    version: 0,
    saveState: 'idle',
    saveError: null,
    history: emptyHistory,
    selection: null,
    confirmation: null,
  };
}

/** The selection if it still names a table (and column) of `model`, else what is left of it. */
export function selectionIn(model: DataModel, selection: DiagramSelection | null): DiagramSelection | null {
  if (!selection) return null;
  const table = tableById(model, selection.tableId);
  if (!table) return null;
  if (selection.columnId !== null && !columnById(table, selection.columnId)) return { tableId: table.id, columnId: null };
  return selection;
}
