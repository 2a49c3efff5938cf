import { addAction, eventsShown, getElementDeclaration, nodeIndexOf } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/**
 * `action-drop` (an action dragged onto an element's layer): a copy with a fresh id at the end of
 * the element's main event (`eventsShown`: the screen's load event on the root). The op refuses a
 * data repeater with the spec's warning and an element without events.
 */
export const actionDrop: CommandHandler<'action-drop'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, action }) =>
    editScreen(context, screenId, (screen) => {
      const node = nodeIndexOf(screen.root).nodeById.get(nodeId);
      const events = eventsShown(getElementDeclaration(node?.type ?? '')?.events ?? [], node?.id === screen.root.id);
      // An element without events is named with the click event, which the op refuses with its text.
      return addAction(screen, { nodeId, event: events[0] ?? 'onClick', action: { ...action, id: context.newId() } });
    }),
};
