import { setStyle } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `position-change`: a move or resize on the canvas; one gesture (`dragId`) is one undo entry. */
export const positionChange: CommandHandler<'position-change'> = {
  openScreenOnly: true,
  plan(context, command) {
    const style: Record<string, string | number | null> = {};
    for (const [name, value] of Object.entries(command.style)) if (value !== undefined) style[name] = value;
    return editScreen(
      context,
      command.screenId,
      (screen) => setStyle(screen, { nodeId: command.nodeId, style }),
      command.dragId === undefined ? {} : { mergeKey: `position:${command.dragId}` },
    );
  },
};
