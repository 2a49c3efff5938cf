import { ignored, type CommandPlan } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** The properties panel holds the action and form editors: a popup request selects the node, which opens them. */
function selectForPopup(context: { openScreenId: string | null }, command: { screenId: string; nodeId: string }): CommandPlan {
  if (command.screenId !== context.openScreenId) return ignored('a popup for a screen that is not open');
  return { kind: 'select', selection: [command.nodeId] };
}

/** `action-popup`: the action editor of a node's event. */
export const actionPopup: CommandHandler<'action-popup'> = { openScreenOnly: false, plan: selectForPopup };

/** `form-popup`: the form editor of a node. */
export const formPopup: CommandHandler<'form-popup'> = { openScreenOnly: false, plan: selectForPopup };
