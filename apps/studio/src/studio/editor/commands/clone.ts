import { cloneNode } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `clone` (Ctrl+D): a copy right after the node, selected. */
export const clone: CommandHandler<'clone'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId }) => editScreen(context, screenId, (screen) => cloneNode(screen, { nodeId, newId: context.newId }), { selectCreated: true }),
};
