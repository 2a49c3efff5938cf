import { setBinding } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/**
 * `binding-change` (the properties panel's bind toggle and expression box): typing one prop's
 * expression folds into one undo entry until the box loses focus; unbinding is an entry of its own.
 */
export const bindingChange: CommandHandler<'binding-change'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, prop, expression }) =>
    editScreen(context, screenId, (screen) => setBinding(screen, { nodeId, prop, expression }), expression === null ? {} : { mergeKey: `binding:${screenId}:${nodeId}:${prop}` }),
};
