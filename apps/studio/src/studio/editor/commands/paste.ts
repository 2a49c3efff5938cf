import { pasteNodes } from '@tessera/model/definition';
import { CLIPBOARD_EMPTY, editScreen, refused } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `paste` (Ctrl+V): fresh copies of the clipboard into a parent of any loaded screen, selected. */
export const paste: CommandHandler<'paste'> = {
  openScreenOnly: false,
  plan(context, { screenId, parentId, index }) {
    const clipboard = context.clipboard;
    if (!clipboard) return refused(CLIPBOARD_EMPTY, 'Nothing to paste: copy an element first.');
    return editScreen(
      context,
      screenId,
      (screen) => pasteNodes(screen, { parentId, clipboard, newId: context.newId, ...(index === undefined ? {} : { index }) }),
      { selectCreated: true },
    );
  },
};
