import type { CommandHandler } from './command-handler.ts';

/** `panel-changes`: side panels shown or hidden. */
export const panelChanges: CommandHandler<'panel-changes'> = {
  openScreenOnly: false,
  plan: (_context, { panels }) => ({ kind: 'panels', panels }),
};
