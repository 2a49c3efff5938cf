import type { Action, CanvasMessage } from '@tessera/model/definition';

/**
 * The properties panel's style edit: several properties at once (`null` removes one); typing in
 * one field passes the same `mergeKey` so it undoes in one step.
 */
export interface StyleChangeCommand {
  type: 'style-change';
  screenId: string;
  nodeId: string;
  style: Record<string, string | number | null>;
  mergeKey?: string;
}

/** The properties panel's Events tab: the whole ordered action list of one event. */
export interface EventsChangeCommand {
  type: 'events-change';
  screenId: string;
  nodeId: string;
  event: string;
  actions: Action[];
}

/**
 * The properties panel's binding editor: binds one prop to an expression, or unbinds it (`null`).
 * Typing in one expression box folds into one undo step; unbinding is a step of its own.
 */
export interface BindingChangeCommand {
  type: 'binding-change';
  screenId: string;
  nodeId: string;
  prop: string;
  expression: string | null;
}

/** A palette element activated by click or Enter: it goes at the end of the selected container, else of the root. */
export interface PaletteActivateCommand {
  type: 'palette-activate';
  screenId: string;
  elementType: string;
}

/** Edits that start in the shell and have no canvas message of their own. */
export type ShellCommand = StyleChangeCommand | EventsChangeCommand | BindingChangeCommand | PaletteActivateCommand;

/** Everything the studio turns into a change of its state: a canvas message (spec §4) or a shell edit. */
export type StudioCommand = CanvasMessage | ShellCommand;
