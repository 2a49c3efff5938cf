import type { CommandHandler } from './command-handler.ts';

/** `undo` (Ctrl+Z) of the screen the canvas showed when it asked; the store checks it is still open. */
export const undo: CommandHandler<'undo'> = {
  openScreenOnly: false,
  plan: (_context, { screenId }) => ({ kind: 'undo', screenId }),
};

/** `redo` (Ctrl+Y) of the screen the canvas showed when it asked. */
export const redo: CommandHandler<'redo'> = {
  openScreenOnly: false,
  plan: (_context, { screenId }) => ({ kind: 'redo', screenId }),
};
