import {
  buildNodeIndex,
  canContain,
  cloneNode,
  copyNodes,
  createElementNode,
  getElementDeclaration,
  insertNode,
  moveNode,
  pasteNodes,
  pasteStyle,
  removeNode,
  setEventActions,
  setProp,
  setStyle,
  type ClipboardPayload,
  type ProjectDefinition,
} from '@tessera/model/definition';
import { withNewIds } from './fresh-ids.ts';
import { changeScreen, changeScreenTwice, findScreen, screenView, type ScreenChange, type ScreenChangeResult } from './screen-change.ts';
import type { StudioCommand } from './studio-command.ts';

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

/**
 * What a command comes to, for the store to carry out: a recorded change of one screen (with
 * its undo merge key and the selection after it), a selection, the clipboard, one of the commands
 * the store runs itself (undo, redo, save), panel visibility, a refusal to show, or nothing.
 */
export type CommandPlan =
  | { kind: 'edit'; screenId: string; change: ScreenChange; mergeKey?: string; selection?: string[] }
  | { kind: 'select'; selection: string[] }
  | { kind: 'clipboard'; clipboard: ClipboardPayload | null }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'save'; screenId: string }
  | { kind: 'panels'; panels: Record<string, boolean> }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'ignored'; reason: string };

/** The code of a paste or paste style with nothing copied (the shell shows its own text for it). */
export const CLIPBOARD_EMPTY = 'clipboard-empty';

/**
 * Maps a canvas message (spec §4) or a shell edit to the model's pure ops. Pure: reads the
 * context, changes nothing, and returns the plan; a refused op becomes a `refused` plan and the
 * state stays as it was. Edits address a loaded screen; every edit but a paste (which may land on
 * any loaded screen) must address the open one.
 */
export function applyCanvasMessage(context: CommandContext, command: StudioCommand): CommandPlan {
  const { project, newId } = context;
  if (editsOpenScreen(command) && command.screenId !== context.openScreenId) return ignored('an edit of a screen that is not open');
  switch (command.type) {
    case 'select': {
      if (command.screenId !== context.openScreenId) return ignored('the selection of a screen that is not open');
      if (command.nodeId === null) return { kind: 'select', selection: [] };
      if (!command.additive) return { kind: 'select', selection: [command.nodeId] };
      const has = context.selection.includes(command.nodeId);
      return { kind: 'select', selection: has ? context.selection.filter((id) => id !== command.nodeId) : [...context.selection, command.nodeId] };
    }
    case 'clone':
      return edit(command.screenId, changeScreen(project, command.screenId, (view) => cloneNode(view, { ...command, newId })), {
        selectCreated: true,
      });
    case 'drag-create':
    case 'add-child': {
      if (!getElementDeclaration(command.elementType)) return refused('unknown-element-type', `Unknown element type '${command.elementType}'.`);
      const node = createElementNode(command.elementType, newId());
      const index = command.type === 'drag-create' ? command.index : undefined;
      const result = changeScreen(project, command.screenId, (view) =>
        insertNode(view, { screenId: command.screenId, parentId: command.parentId, node, ...(index === undefined ? {} : { index }) }),
      );
      return edit(command.screenId, result, { selectCreated: true });
    }
    case 'palette-activate': {
      if (!getElementDeclaration(command.elementType)) return refused('unknown-element-type', `Unknown element type '${command.elementType}'.`);
      const screen = findScreen(project, command.screenId);
      if (!screen) return refused('screen-not-loaded', 'Open a screen first.');
      const index = buildNodeIndex(screen.root);
      const selected = context.selection.map((id) => index.nodeById.get(id)).find((node) => node !== undefined);
      const parentId = selected && canContain(selected.type, command.elementType) ? selected.id : screen.root.id;
      const node = createElementNode(command.elementType, newId());
      const result = changeScreen(project, command.screenId, (view) => insertNode(view, { screenId: command.screenId, parentId, node }));
      return edit(command.screenId, result, { selectCreated: true });
    }
    case 'drag-move': {
      const { screenId, nodeId, parentId, index } = command;
      const result = changeScreen(project, screenId, (view) => moveNode(view, { screenId, nodeId, parentId, ...(index === undefined ? {} : { index }) }));
      return edit(screenId, result, { mergeKey: `drag:${command.dragId}` });
    }
    case 'remove':
      return removeAll(context, command.screenId, command.nodeIds);
    case 'position-change': {
      const style: Record<string, string | number | null> = {};
      for (const [name, value] of Object.entries(command.style)) if (value !== undefined) style[name] = value;
      const result = changeScreen(project, command.screenId, (view) => setStyle(view, { screenId: command.screenId, nodeId: command.nodeId, style }));
      return edit(command.screenId, result, command.dragId === undefined ? {} : { mergeKey: `position:${command.dragId}` });
    }
    case 'property-change': {
      const { screenId, nodeId, name, value } = command;
      const result = changeScreen(project, screenId, (view) => setProp(view, { screenId, nodeId, name, value }));
      return edit(screenId, result, { mergeKey: `prop:${screenId}:${nodeId}:${name}` });
    }
    case 'style-change': {
      const { screenId, nodeId, style } = command;
      const result = changeScreen(project, screenId, (view) => setStyle(view, { screenId, nodeId, style }));
      return edit(screenId, result, command.mergeKey === undefined ? {} : { mergeKey: `style:${screenId}:${nodeId}:${command.mergeKey}` });
    }
    case 'events-change': {
      const { screenId, nodeId, event, actions } = command;
      return edit(screenId, changeScreen(project, screenId, (view) => setEventActions(view, { screenId, nodeId, event, actions })));
    }
    case 'copy': {
      const copied = copyNodes(project, { screenId: command.screenId, nodeIds: command.nodeIds });
      return copied.ok ? { kind: 'clipboard', clipboard: copied.value } : refused(copied.error.code, copied.error.message);
    }
    case 'paste': {
      if (!context.clipboard) return refused(CLIPBOARD_EMPTY, 'Nothing to paste: copy an element first.');
      const { screenId, parentId, index } = command;
      const clipboard = context.clipboard;
      const result = changeScreen(project, screenId, (view) =>
        pasteNodes(view, { screenId, parentId, clipboard, newId, ...(index === undefined ? {} : { index }) }),
      );
      return edit(screenId, result, { selectCreated: true });
    }
    case 'paste-style': {
      if (!context.clipboard) return refused(CLIPBOARD_EMPTY, 'Nothing to paste: copy an element first.');
      const { screenId, nodeIds } = command;
      const clipboard = context.clipboard;
      return edit(screenId, changeScreen(project, screenId, (view) => pasteStyle(view, { screenId, nodeIds, clipboard })));
    }
    case 'clipboard':
      return { kind: 'clipboard', clipboard: command.payload };
    case 'undo':
      return { kind: 'undo' };
    case 'redo':
      return { kind: 'redo' };
    case 'save':
      return { kind: 'save', screenId: command.screenId };
    case 'panel-changes':
      return { kind: 'panels', panels: command.panels };
    case 'action-popup':
    case 'form-popup':
      // The properties panel holds the action and form editors: selecting the node opens them.
      if (command.screenId !== context.openScreenId) return ignored('a popup for a screen that is not open');
      return { kind: 'select', selection: [command.nodeId] };
    case 'detach-form': {
      const { screenId, nodeId } = command;
      const screen = findScreen(project, screenId);
      const form = screen ? buildNodeIndex(screen.root).nodeById.get(nodeId) : undefined;
      if (form && form.type !== 'form') return refused('not-a-form', 'Only a form can be detached from its data source.');
      return edit(screenId, changeScreen(project, screenId, (view) => setProp(view, { screenId, nodeId, name: 'dataSource', value: undefined })));
    }
    case 'inject-or-replace-display-item':
      return injectOrReplace(context, command);
    case 'dashboard-change':
      return ignored('no element of this version lays its items out on a dashboard grid');
    default: {
      const never: never = command;
      return ignored(`unknown command ${JSON.stringify(never)}`);
    }
  }
}

const openScreenEdits = new Set<StudioCommand['type']>([
  'clone', 'drag-create', 'add-child', 'palette-activate', 'drag-move', 'remove', 'position-change', 'property-change',
  'style-change', 'events-change', 'paste-style', 'detach-form', 'inject-or-replace-display-item',
]);

/** Whether a command edits a screen that must be the open one (paste may land on any loaded screen). */
function editsOpenScreen(command: StudioCommand): command is Extract<StudioCommand, { screenId: string }> {
  return openScreenEdits.has(command.type);
}

function injectOrReplace(
  context: CommandContext,
  command: Extract<StudioCommand, { type: 'inject-or-replace-display-item' }>,
): CommandPlan {
  const { screenId, parentId, index } = command;
  const node = withNewIds(command.node, context.newId);
  const insert = (view: ProjectDefinition) => insertNode(view, { screenId, parentId, node, ...(index === undefined ? {} : { index }) });
  if (command.mode === 'inject') return edit(screenId, changeScreen(context.project, screenId, insert), { selectCreated: true });
  const targetId = command.targetId;
  if (targetId === undefined) return refused('target-missing', 'Choose the element to replace.');
  const screen = findScreen(context.project, screenId);
  // Without an index the item takes the replaced element's place.
  const at = index ?? (screen ? childIndexOf(screen.root, parentId, targetId) : undefined);
  const result = changeScreenTwice(
    context.project,
    screenId,
    (view) => removeNode(view, { screenId, nodeId: targetId }),
    (view) => insertNode(view, { screenId, parentId, node, ...(at === undefined ? {} : { index: at }) }),
  );
  return edit(screenId, result, { selectCreated: true });
}

function childIndexOf(root: ProjectDefinition['screens'][number]['root'], parentId: string, childId: string): number | undefined {
  const parent = buildNodeIndex(root).nodeById.get(parentId);
  const at = parent?.children.findIndex((child) => child.id === childId) ?? -1;
  return at < 0 ? undefined : at;
}

/** Removes every listed node as one change; nodes inside an already removed one are skipped. */
function removeAll(context: CommandContext, screenId: string, nodeIds: readonly string[]): CommandPlan {
  let view = screenView(context.project, screenId);
  if (!view) return refused('screen-not-loaded', `Screen '${screenId}' is not open.`);
  const patches: ScreenChange['patches'] = [];
  const inversePatches: ScreenChange['inversePatches'] = [];
  for (const nodeId of nodeIds) {
    if (!buildNodeIndex(view.screens[0]!.root).nodeById.has(nodeId) && patches.length > 0) continue;
    const result = removeNode(view, { screenId, nodeId });
    if (!result.ok) return refused(result.error.code, result.error.message);
    view = result.project;
    patches.push(...result.patches);
    inversePatches.unshift(...result.inversePatches);
  }
  const change: ScreenChange = { screen: view.screens[0]!, patches, inversePatches };
  return edit(screenId, { ok: true, change }, { clearSelection: true });
}

function edit(
  screenId: string,
  result: ScreenChangeResult,
  options: { mergeKey?: string; selectCreated?: boolean; clearSelection?: boolean } = {},
): CommandPlan {
  if (!result.ok) return refused(result.code, result.message);
  const plan: CommandPlan = { kind: 'edit', screenId, change: result.change };
  if (options.mergeKey !== undefined) plan.mergeKey = options.mergeKey;
  if (options.clearSelection) plan.selection = [];
  else if (options.selectCreated && result.change.nodeIds) plan.selection = result.change.nodeIds;
  return plan;
}

function refused(code: string, message: string): CommandPlan {
  return { kind: 'refused', code, message };
}

function ignored(reason: string): CommandPlan {
  return { kind: 'ignored', reason };
}
