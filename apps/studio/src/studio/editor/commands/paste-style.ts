import { pasteStyle as pasteStyleOp } from '@tessera/model/definition';
import { CLIPBOARD_EMPTY, editScreen, refused } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `paste-style`: the copied node's style onto the nodes. */
export const pasteStyle: CommandHandler<'paste-style'> = {
  openScreenOnly: true,
  plan(context, { screenId, nodeIds }) {
    const clipboard = context.clipboard;
    if (!clipboard) return refused(CLIPBOARD_EMPTY, 'Nothing to paste: copy an element first.');
    return editScreen(context, screenId, (screen) => pasteStyleOp(screen, { nodeIds, clipboard }));
  },
};
