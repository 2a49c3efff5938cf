import * as z from 'zod/mini';
import { elementTreeSchema } from '../schema/element-tree.ts';
import { clipboardPayloadSchema } from '../ops/clipboard.ts';

// The design-canvas messages of spec §4, exchanged over postMessage between the studio shell and
// the canvas iframe. Each is validated on arrival; ids are strings, positions are indexes.
const id = z.string().check(z.minLength(1));
const index = z.optional(z.int().check(z.nonnegative()));
const styleValue = z.union([z.string(), z.number()]);

/** Selects a node on a screen (`nodeId: null` clears); `additive` extends the selection (Shift). */
export const selectMessageSchema = z.object({ type: z.literal('select'), screenId: id, nodeId: z.nullable(id), additive: z.optional(z.boolean()) });
/** Duplicates a node next to itself (Ctrl+D). */
export const cloneMessageSchema = z.object({ type: z.literal('clone'), screenId: id, nodeId: id });
/** Drops a palette element into a parent at an index. */
export const dragCreateMessageSchema = z.object({ type: z.literal('drag-create'), screenId: id, elementType: id, parentId: id, index });
/** Moves or reorders a node; every step of one drag carries the same `dragId` (one undo entry). */
export const dragMoveMessageSchema = z.object({ type: z.literal('drag-move'), screenId: id, nodeId: id, parentId: id, index, dragId: id });
/** Adds a child of a type to a parent (a tab to tabs, the "add child" button of a container). */
export const addChildMessageSchema = z.object({ type: z.literal('add-child'), screenId: id, parentId: id, elementType: id });
/** Removes nodes (Delete). */
export const removeMessageSchema = z.object({ type: z.literal('remove'), screenId: id, nodeIds: z.array(id).check(z.minLength(1)) });
/** Moves or resizes a node on the canvas (style left/top/width/height); one `dragId` per gesture. */
export const positionChangeMessageSchema = z.object({
  type: z.literal('position-change'),
  screenId: id,
  nodeId: id,
  style: z.strictObject({
    left: z.optional(z.nullable(styleValue)),
    top: z.optional(z.nullable(styleValue)),
    width: z.optional(z.nullable(styleValue)),
    height: z.optional(z.nullable(styleValue)),
  }),
  dragId: z.optional(id),
});
/** Sets one prop from the properties panel or an inline edit on the canvas. */
export const propertyChangeMessageSchema = z.object({ type: z.literal('property-change'), screenId: id, nodeId: id, name: id, value: z.unknown() });
/** Copies nodes to the clipboard (Ctrl+C). */
export const copyMessageSchema = z.object({ type: z.literal('copy'), screenId: id, nodeIds: z.array(id).check(z.minLength(1)) });
/** Pastes the clipboard into a parent (Ctrl+V), on this or another screen. */
export const pasteMessageSchema = z.object({ type: z.literal('paste'), screenId: id, parentId: id, index });
/** Pastes the copied node's style onto nodes. */
export const pasteStyleMessageSchema = z.object({ type: z.literal('paste-style'), screenId: id, nodeIds: z.array(id).check(z.minLength(1)) });
/** Shares the current clipboard contents between shell and canvas. */
export const clipboardMessageSchema = z.object({ type: z.literal('clipboard'), payload: z.nullable(clipboardPayloadSchema) });
/**
 * Undo (Ctrl+Z) on the screen the canvas shows: a message sent as the screen switches must not
 * undo a change of the screen opened next, so the shell takes it only while `screenId` is open.
 */
export const undoMessageSchema = z.object({ type: z.literal('undo'), screenId: id });
/** Redo (Ctrl+Y) on the screen the canvas shows; like `undo`. */
export const redoMessageSchema = z.object({ type: z.literal('redo'), screenId: id });
/** Saves a screen (Ctrl+S). */
export const saveMessageSchema = z.object({ type: z.literal('save'), screenId: id });
/** A dashboard grid's items moved or resized: their grid positions, in grid units. */
export const dashboardChangeMessageSchema = z.object({
  type: z.literal('dashboard-change'),
  screenId: id,
  nodeId: id,
  layout: z.array(
    z.object({
      id,
      x: z.int().check(z.nonnegative()),
      y: z.int().check(z.nonnegative()),
      w: z.int().check(z.positive()),
      h: z.int().check(z.positive()),
    }),
  ),
});
/** Side panels opened or closed (palette, layers, properties...). */
export const panelChangesMessageSchema = z.object({ type: z.literal('panel-changes'), panels: z.record(z.string(), z.boolean()) });
/** Opens the action editor for an event of a node. */
export const actionPopupMessageSchema = z.object({ type: z.literal('action-popup'), screenId: id, nodeId: id, event: id });
/** Opens the form editor of a form node. */
export const formPopupMessageSchema = z.object({ type: z.literal('form-popup'), screenId: id, nodeId: id });
/** Detaches a form node from its data source. */
export const detachFormMessageSchema = z.object({ type: z.literal('detach-form'), screenId: id, nodeId: id });
/**
 * Injects a display item (a ready-made subtree) into a parent, or replaces the node `targetId`
 * with it.
 */
export const injectOrReplaceDisplayItemMessageSchema = z.object({
  type: z.literal('inject-or-replace-display-item'),
  screenId: id,
  mode: z.enum(['inject', 'replace']),
  parentId: id,
  index,
  targetId: z.optional(id),
  node: elementTreeSchema,
});

/** Every design-canvas message, discriminated on `type`. */
export const canvasMessageSchema = z.discriminatedUnion('type', [
  selectMessageSchema,
  cloneMessageSchema,
  dragCreateMessageSchema,
  dragMoveMessageSchema,
  addChildMessageSchema,
  removeMessageSchema,
  positionChangeMessageSchema,
  propertyChangeMessageSchema,
  copyMessageSchema,
  pasteMessageSchema,
  pasteStyleMessageSchema,
  clipboardMessageSchema,
  undoMessageSchema,
  redoMessageSchema,
  saveMessageSchema,
  dashboardChangeMessageSchema,
  panelChangesMessageSchema,
  actionPopupMessageSchema,
  formPopupMessageSchema,
  detachFormMessageSchema,
  injectOrReplaceDisplayItemMessageSchema,
]);
/** Any design-canvas message (inferred from `canvasMessageSchema`). */
export type CanvasMessage = z.infer<typeof canvasMessageSchema>;
/** The `type` of a canvas message. */
export type CanvasMessageType = CanvasMessage['type'];

/** Every message type, for exhaustive handling and tests. */
export const canvasMessageTypes = [
  'select', 'clone', 'drag-create', 'drag-move', 'add-child', 'remove', 'position-change', 'property-change',
  'copy', 'paste', 'paste-style', 'clipboard', 'undo', 'redo', 'save', 'dashboard-change', 'panel-changes',
  'action-popup', 'form-popup', 'detach-form', 'inject-or-replace-display-item',
] as const satisfies readonly CanvasMessageType[];

// Fails to compile if a message type is missing from the list above.
type Missing = Exclude<CanvasMessageType, (typeof canvasMessageTypes)[number]>;
const allListed: Missing extends never ? true : false = true;
void allListed;
