import * as z from 'zod/mini';
import { appSettingsSchema } from '../schema/app-settings.ts';
import { postedElementTreeSchema } from '../schema/posted-tree.ts';
import { screenKinds } from '../schema/screen.ts';

// The messages the studio shell sends to the canvas iframe. The spec's §4 messages
// (`canvas-messages.ts`) travel the other way: the canvas asks, the shell changes the document
// and then tells the canvas what changed with these. The canvas never edits the document itself
// (it shows a drop before the shell's patches arrive, and the shell's answer replaces it).
const id = z.string().check(z.minLength(1));
const nodeIds = z.array(id);

/** How the canvas renders: `edit` (selection hooks, no actions run) or `live` (the Run preview). */
export const renderModes = ['edit', 'live'] as const;
/** One of `renderModes`. */
export type RenderMode = (typeof renderModes)[number];

/** An Immer patch whose path starts at the screen's root node (`['children', 0, 'props', 'text']`). */
export const rootPatchSchema = z.object({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.array(z.union([z.string(), z.number()])),
  value: z.optional(z.unknown()),
});
/** A patch of a screen's root. */
export type RootPatch = z.infer<typeof rootPatchSchema>;

/**
 * Shows a screen: its whole tree, the selection and the render mode. Sent after `canvas-ready` and
 * on every screen switch or reload. The shell parsed the tree when it read the screen, and each
 * op keeps it valid, so the canvas checks only its limits and outline (as patches' values, which
 * are not parsed either).
 */
export const hostLoadMessageSchema = z.object({
  type: z.literal('host-load'),
  screenId: id,
  root: postedElementTreeSchema,
  selection: nodeIds,
  renderMode: z.enum(renderModes),
});
/** The document of the shown screen changed (an edit, undo or redo): apply these patches in order. */
export const hostPatchesMessageSchema = z.object({ type: z.literal('host-patches'), screenId: id, patches: z.array(rootPatchSchema) });
/**
 * The shell refused (or could not apply) the canvas's `drag-move` of `dragId`: the document is as
 * it was. The canvas shows a drop at once, before the shell's patches; this takes it back.
 */
export const hostMoveRefusedMessageSchema = z.object({ type: z.literal('host-move-refused'), screenId: id, dragId: id });
/** The selection changed (from the layers tree, the canvas or an op that created nodes). */
export const hostSelectionMessageSchema = z.object({ type: z.literal('host-selection'), screenId: id, nodeIds });
/** The layers tree hovers a node (`null`: nothing): the canvas draws its hover outline. */
export const hostHoverMessageSchema = z.object({ type: z.literal('host-hover'), nodeId: z.nullable(id) });
/** Switches between editing and the Run preview. */
export const hostRenderModeMessageSchema = z.object({ type: z.literal('host-render-mode'), renderMode: z.enum(renderModes) });
/** A screen's description without its tree: what the Run preview needs to run it as a page. */
export const runScreenInfoSchema = z.object({
  id,
  name: z.string().check(z.minLength(1)),
  kind: z.enum(screenKinds),
  isMobile: z.boolean(),
  isDesktop: z.boolean(),
  masterId: z.optional(id),
});
/** A screen the shell parsed already, posted whole (its tree checked as `host-load`'s). */
export const postedRunScreenSchema = z.extend(runScreenInfoSchema, { root: postedElementTreeSchema });

/**
 * The whole app for the Run preview, sent only while it runs (`live`): when Run starts, after a
 * `host-load` while running, and when another screen or the run settings change. `openScreen`
 * describes the screen the canvas shows (its tree comes from `host-load` and `host-patches`, so it
 * is never sent twice); `screens` are every other screen with the studio's unsaved changes;
 * `previewToken` opens the project's draft to the preview (sent again when the studio renews it).
 */
export const hostRunAppMessageSchema = z
  .object({
    type: z.literal('host-run-app'),
    openScreen: runScreenInfoSchema,
    screens: z.array(postedRunScreenSchema),
    settings: appSettingsSchema,
    /** The preview token of the project's draft (`@tessera/model/releases` draft-preview.ts), renewed by a new message. */
    previewToken: z.string().check(z.minLength(1), z.maxLength(2048)),
  })
  .check(
    z.refine((message) => {
      const ids = new Set([message.openScreen.id]);
      return message.screens.every((screen) => !ids.has(screen.id) && ids.add(screen.id));
    }, 'Each screen must appear once, the open screen only as openScreen'),
  );

/**
 * A palette element is dragged over the canvas: `move` shows the drop zone and insertion line at
 * (x, y) in canvas CSS pixels, `drop` makes the canvas answer with `drag-create` for that place
 * (or nothing where nothing accepts the element), `leave` clears the indicators.
 */
export const hostPaletteDragMessageSchema = z.object({
  type: z.literal('host-palette-drag'),
  phase: z.enum(['move', 'drop', 'leave']),
  elementType: id,
  x: z.number(),
  y: z.number(),
});

/** Every shell → canvas message, discriminated on `type`. */
export const hostMessageSchema = z.discriminatedUnion('type', [
  hostLoadMessageSchema,
  hostPatchesMessageSchema,
  hostMoveRefusedMessageSchema,
  hostSelectionMessageSchema,
  hostHoverMessageSchema,
  hostRenderModeMessageSchema,
  hostPaletteDragMessageSchema,
  hostRunAppMessageSchema,
]);
/** The whole app for the Run preview. */
export type HostRunAppMessage = z.infer<typeof hostRunAppMessageSchema>;
/** Any shell → canvas message. */
export type HostMessage = z.infer<typeof hostMessageSchema>;

/** The canvas finished loading and waits for `host-load`. */
export const canvasReadyMessageSchema = z.object({ type: z.literal('canvas-ready') });
/** The canvas's first message. */
export type CanvasReadyMessage = z.infer<typeof canvasReadyMessageSchema>;

/** Parses a shell → canvas message; `undefined` for anything else (dropped by the receiver). */
export function parseHostMessage(data: unknown): HostMessage | undefined {
  const parsed = hostMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
