import type { Patch } from 'immer';
import type { ProjectDefinition, Screen } from '@tessera/model/definition';

/**
 * One screen's change: the screen after it and the patches that made it, rooted at the screen's
 * root node (the model's ops return them so). Every edit and every undo entry of a screen uses
 * this frame, so adding, reloading or deleting other screens never shifts a recorded path, and
 * the canvas applies the same patches to its copy of the root.
 */
export interface ScreenChange {
  screen: Screen;
  patches: Patch[];
  inversePatches: Patch[];
  /** Nodes the change created (a drop, a clone, a paste), for the selection. */
  nodeIds?: string[];
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
