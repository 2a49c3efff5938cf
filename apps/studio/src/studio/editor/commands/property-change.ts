import { setProp } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/**
 * `property-change`: typing in one field folds into one undo entry, until the typing session
 * ends (the field loses focus and the store seals the entry).
 */
export const propertyChange: CommandHandler<'property-change'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, name, value }) =>
    editScreen(context, screenId, (screen) => setProp(screen, { nodeId, name, value }), { mergeKey: `prop:${screenId}:${nodeId}:${name}` }),
};
