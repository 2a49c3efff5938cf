import type { CommandHandler } from './command-handler.ts';

/** `save` (Ctrl+S) of a screen. */
export const save: CommandHandler<'save'> = {
  openScreenOnly: false,
  plan: (_context, { screenId }) => ({ kind: 'save', screenId }),
};
