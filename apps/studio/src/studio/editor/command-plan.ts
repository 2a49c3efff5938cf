import type { ClipboardPayload, DefinitionError, OpResult, ProjectDefinition, Screen } from '@tessera/model/definition';
import { findScreen, type ScreenChange } from './screen-change.ts';

/** What the studio state holds that a command reads. */
export interface CommandContext {
  /** The app definition with the loaded screens. */
  project: ProjectDefinition;
  openScreenId: string | null;
  selection: readonly string[];
  clipboard: ClipboardPayload | null;
  /** Makes every new node id (`crypto.randomUUID` in the studio, a counter in tests). */
  newId: () => string;
}

/** A refused command: the code, the English message and the params its translated text names. */
export type Refusal = Omit<DefinitionError, 'path'>;

/**
 * What a command comes to, for the store to carry out: a recorded change of one screen (with
 * its undo merge key and the selection after it), a selection, the clipboard, one of the commands
 * the store runs itself (undo and redo of a screen, save), panel visibility, a refusal to show,
 * or nothing.
 */
export type CommandPlan =
  | { kind: 'edit'; screenId: string; change: ScreenChange; mergeKey?: string; selection?: string[] }
  | { kind: 'select'; selection: string[]; popup?: PopupPlan }
  | { kind: 'clipboard'; clipboard: ClipboardPayload | null }
  | { kind: 'undo'; screenId: string }
  | { kind: 'redo'; screenId: string }
  | { kind: 'save'; screenId: string }
  | { kind: 'panels'; panels: Record<string, boolean> }
  | { kind: 'refused'; refusal: Refusal }
  | { kind: 'ignored'; reason: string };

/** The editor a canvas popup message opens for the node it selects (spec §4). */
export type PopupPlan = { kind: 'action'; nodeId: string; event: string } | { kind: 'form'; nodeId: string };

/** The studio's own refusal codes (the model's are `opRefusalCodes`); each has a translated text. */
export const studioRefusalCodes = [
  'clipboard-empty',
  'screen-not-loaded',
  'not-a-form',
  'target-missing',
  'screen-loading',
  'screen-over-limit',
] as const;
/** One of `studioRefusalCodes`. */
export type StudioRefusalCode = (typeof studioRefusalCodes)[number];

/** The code of a paste or paste style with nothing copied. */
export const CLIPBOARD_EMPTY = 'clipboard-empty' satisfies StudioRefusalCode;

/** How an edit plan selects: the nodes the change created, nothing, or as it was. */
export interface EditOptions {
  mergeKey?: string;
  selectCreated?: boolean;
  clearSelection?: boolean;
}

/** The plan of an op's result on `screenId`: the recorded change, or the op's refusal. */
export function edit(screenId: string, result: OpResult, options: EditOptions = {}): CommandPlan {
  if (!result.ok) return { kind: 'refused', refusal: refusalOf(result.error) };
  const change: ScreenChange = { screen: result.screen, patches: result.patches, inversePatches: result.inversePatches };
  if (result.nodeIds) change.nodeIds = result.nodeIds;
  const plan: CommandPlan = { kind: 'edit', screenId, change };
  if (options.mergeKey !== undefined) plan.mergeKey = options.mergeKey;
  if (options.clearSelection) plan.selection = [];
  else if (options.selectCreated && change.nodeIds) plan.selection = change.nodeIds;
  return plan;
}

/** The refusal of a model error (its document path is for the server's answers, not shown here). */
export function refusalOf(error: DefinitionError): Refusal {
  return error.params === undefined ? { code: error.code, message: error.message } : { code: error.code, message: error.message, params: error.params };
}

/** A refusal plan of the studio's own. */
export function refused(code: StudioRefusalCode, message: string): CommandPlan {
  return { kind: 'refused', refusal: { code, message } };
}

/** A plan that changes nothing, with the reason (for tests and debugging). */
export function ignored(reason: string): CommandPlan {
  return { kind: 'ignored', reason };
}

/**
 * Runs an op on the loaded screen `screenId` and plans its change (or its refusal); a screen
 * that is not loaded is refused.
 */
export function editScreen(context: CommandContext, screenId: string, op: (screen: Screen) => OpResult, options: EditOptions = {}): CommandPlan {
  const screen = findScreen(context.project, screenId);
  if (!screen) return refused('screen-not-loaded', `Screen '${screenId}' is not open.`);
  return edit(screenId, op(screen), options);
}
