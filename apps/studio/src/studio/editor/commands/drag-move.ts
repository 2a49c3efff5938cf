import { moveNode } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `drag-move`: every step of one drag (one `dragId`) is one undo entry (the canvas selects the node as the drag starts). */
export const dragMove: CommandHandler<'drag-move'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, parentId, index, dragId }) =>
    editScreen(context, screenId, (screen) => moveNode(screen, { nodeId, parentId, ...(index === undefined ? {} : { index }) }), {
      mergeKey: `drag:${dragId}`,
    }),
};
