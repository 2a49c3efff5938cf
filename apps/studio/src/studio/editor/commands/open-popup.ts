import { ignored, type CommandPlan, type PopupPlan } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/**
 * The properties panel holds the action and form editors: a popup request selects the node and
 * asks the panel to open the editor (the Events tab's action editor of the event; for a form, the
 * Properties tab, where its table and submit settings are).
 */
function selectForPopup(context: { openScreenId: string | null }, screenId: string, popup: PopupPlan): CommandPlan {
  if (screenId !== context.openScreenId) return ignored('a popup for a screen that is not open');
  return { kind: 'select', selection: [popup.nodeId], popup };
}

/** `action-popup`: the action editor of a node's event. */
export const actionPopup: CommandHandler<'action-popup'> = {
  openScreenOnly: false,
  plan: (context, { screenId, nodeId, event }) => selectForPopup(context, screenId, { kind: 'action', nodeId, event }),
};

/** `form-popup`: the form editor of a node. */
export const formPopup: CommandHandler<'form-popup'> = {
  openScreenOnly: false,
  plan: (context, { screenId, nodeId }) => selectForPopup(context, screenId, { kind: 'form', nodeId }),
};
