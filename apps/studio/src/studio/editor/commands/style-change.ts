import { setStyle } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `style-change` (the properties panel): one gesture's `mergeKey` is one undo entry. */
export const styleChange: CommandHandler<'style-change'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, style, mergeKey }) =>
    editScreen(context, screenId, (screen) => setStyle(screen, { nodeId, style }), mergeKey === undefined ? {} : { mergeKey: `style:${screenId}:${nodeId}:${mergeKey}` }),
};
