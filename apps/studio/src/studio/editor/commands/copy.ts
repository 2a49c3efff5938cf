import { copyNodes } from '@tessera/model/definition';
import { refusalOf, refused } from '../command-plan.ts';
import { findScreen } from '../screen-change.ts';
import type { CommandHandler } from './command-handler.ts';

/** `copy` (Ctrl+C): the nodes go to the studio's clipboard. */
export const copy: CommandHandler<'copy'> = {
  openScreenOnly: false,
  plan(context, { screenId, nodeIds }) {
    const screen = findScreen(context.project, screenId);
    if (!screen) return refused('screen-not-loaded', `Screen '${screenId}' is not open.`);
    const copied = copyNodes(screen, { nodeIds });
    return copied.ok ? { kind: 'clipboard', clipboard: copied.value } : { kind: 'refused', refusal: refusalOf(copied.error) };
  },
};
