import { addAction, nodeIndexOf, getElementDeclaration } from '@tessera/model/definition';
import { editScreen } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** The root container's event that runs when the screen opens. */
const SCREEN_LOAD_EVENT = 'onLoad';

/**
 * `action-drop` (an action dragged onto an element's layer): a copy with a fresh id at the end of
 * the element's first event (the screen's load event on the root). The op refuses a data repeater with the spec's warning and an
 * element without events.
 */
export const actionDrop: CommandHandler<'action-drop'> = {
  openScreenOnly: true,
  plan: (context, { screenId, nodeId, action }) =>
    editScreen(context, screenId, (screen) => {
      const node = nodeIndexOf(screen.root).nodeById.get(nodeId);
      const declared = getElementDeclaration(node?.type ?? '')?.events ?? [];
      // As the Events tab lists them: the screen's load event first on the root, nowhere else.
      const isRoot = node?.id === screen.root.id;
      const events = declared.includes(SCREEN_LOAD_EVENT) && isRoot ? [SCREEN_LOAD_EVENT] : declared.filter((event) => event !== SCREEN_LOAD_EVENT);
      // An element without events is named with the click event, which the op refuses with its text.
      return addAction(screen, { nodeId, event: events[0] ?? 'onClick', action: { ...action, id: context.newId() } });
    }),
};
