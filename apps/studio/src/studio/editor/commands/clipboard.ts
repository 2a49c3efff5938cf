import type { CommandHandler } from './command-handler.ts';

/** `clipboard`: the canvas shares what it read from the system clipboard. */
export const clipboard: CommandHandler<'clipboard'> = {
  openScreenOnly: false,
  plan: (_context, { payload }) => ({ kind: 'clipboard', clipboard: payload }),
};
