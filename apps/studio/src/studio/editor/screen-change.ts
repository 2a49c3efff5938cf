import type { Patch } from 'immer';
import type { OpResult, ProjectDefinition, Screen } from '@tessera/model/definition';

/**
 * One screen's change: the screen after it and the patches that made it, rooted at a
 * one-screen project (`['screens', 0, 'root', …]`). Every edit and every undo entry of a screen
 * uses this frame, so adding, reloading or deleting other screens never shifts a recorded path.
 */
export interface ScreenChange {
  screen: Screen;
  patches: Patch[];
  inversePatches: Patch[];
  /** Nodes the change created (a drop, a clone, a paste), for the selection. */
  nodeIds?: string[];
}

/** The one-screen project an op of `screenId` runs on; `undefined` when the screen is not loaded. */
export function screenView(project: ProjectDefinition, screenId: string): ProjectDefinition | undefined {
  const screen = project.screens.find((candidate) => candidate.id === screenId);
  return screen ? { ...project, screens: [screen] } : undefined;
}

/** `project` with the loaded screen of the same id replaced by `screen` (added at the end when new). */
export function putScreen(project: ProjectDefinition, screen: Screen): ProjectDefinition {
  const at = project.screens.findIndex((candidate) => candidate.id === screen.id);
  const screens = at < 0 ? [...project.screens, screen] : project.screens.map((candidate, index) => (index === at ? screen : candidate));
  return { ...project, screens };
}

/** `project` without the loaded screen `screenId`. */
export function dropScreen(project: ProjectDefinition, screenId: string): ProjectDefinition {
  return { ...project, screens: project.screens.filter((screen) => screen.id !== screenId) };
}

/** The screen `screenId` if loaded. */
export function findScreen(project: ProjectDefinition, screenId: string | null): Screen | undefined {
  return screenId === null ? undefined : project.screens.find((screen) => screen.id === screenId);
}

/** The outcome of running an op on one screen: its change, or the op's refusal. */
export type ScreenChangeResult = { ok: true; change: ScreenChange } | { ok: false; code: string; message: string };

/** Runs `op` on the one-screen view of `screenId` and frames its result as a `ScreenChange`. */
export function changeScreen(
  project: ProjectDefinition,
  screenId: string,
  op: (view: ProjectDefinition) => OpResult,
): ScreenChangeResult {
  const view = screenView(project, screenId);
  if (!view) return { ok: false, code: 'screen-not-loaded', message: `Screen '${screenId}' is not open.` };
  return frame(op(view));
}

/** Runs two ops one after the other on one screen as one change (replace = remove then insert). */
export function changeScreenTwice(
  project: ProjectDefinition,
  screenId: string,
  first: (view: ProjectDefinition) => OpResult,
  second: (view: ProjectDefinition) => OpResult,
): ScreenChangeResult {
  const view = screenView(project, screenId);
  if (!view) return { ok: false, code: 'screen-not-loaded', message: `Screen '${screenId}' is not open.` };
  const a = first(view);
  if (!a.ok) return frame(a);
  const b = second(a.project);
  if (!b.ok) return frame(b);
  return frame({
    ok: true,
    project: b.project,
    patches: [...a.patches, ...b.patches],
    inversePatches: [...b.inversePatches, ...a.inversePatches],
    ...(b.nodeIds ? { nodeIds: b.nodeIds } : {}),
  });
}

function frame(result: OpResult): ScreenChangeResult {
  if (!result.ok) return { ok: false, code: result.error.code, message: result.error.message };
  const change: ScreenChange = { screen: result.project.screens[0]!, patches: result.patches, inversePatches: result.inversePatches };
  if (result.nodeIds) change.nodeIds = result.nodeIds;
  return { ok: true, change };
}
