import { actionSchema, type Action } from '@tessera/model/definition';

/** The drag data type of an action dragged from the Events tab (its JSON). */
export const ACTION_DRAG_TYPE = 'application/x-tessera-action';

/** The parts of a `DataTransfer` an action drag uses (a fake one in tests). */
export interface DragData {
  readonly types: readonly string[];
  getData(format: string): string;
  setData(format: string, data: string): void;
  effectAllowed: string;
}

/** Starts dragging `action`: moved within its list, or a copy of it dropped on another element. */
export function writeActionDrag(data: DragData, action: Action): void {
  data.setData(ACTION_DRAG_TYPE, JSON.stringify(action));
  data.effectAllowed = 'copyMove';
}

/** Whether a drag carries an action (its data is readable only on drop). */
export function isActionDrag(data: Pick<DragData, 'types'>): boolean {
  return data.types.includes(ACTION_DRAG_TYPE);
}

/** The action a drop carries, or `null` for anything else or malformed data. */
export function readActionDrag(data: Pick<DragData, 'getData'>): Action | null {
  const raw = data.getData(ACTION_DRAG_TYPE);
  if (raw === '') return null;
  try {
    const parsed = actionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
