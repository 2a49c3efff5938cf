import { setEventActions } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `events-change` (the Events tab): the whole new action list of one event. */
export const eventsChange: CommandHandler<'events-change'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, event, actions }) => editScreen(context, screenId, (screen) => setEventActions(screen, { nodeId, event, actions })),
};
