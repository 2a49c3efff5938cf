import { buildNodeIndex, setProp } from '@tessera/model/definition';
import { editScreen, refused } from '../command-plan.ts';
import { findScreen } from '../screen-change.ts';
import type { CommandHandler } from './command-handler.ts';

/** `detach-form`: a form loses its data source. */
export const detachForm: CommandHandler<'detach-form'> = {
  openScreenOnly: true,
  plan(context, { screenId, nodeId }) {
    const screen = findScreen(context.project, screenId);
    const form = screen ? buildNodeIndex(screen.root).nodeById.get(nodeId) : undefined;
    if (form && form.type !== 'form') return refused('not-a-form', 'Only a form can be detached from its data source.');
    return editScreen(context, screenId, (target) => setProp(target, { nodeId, name: 'dataSource', value: undefined }));
  },
};
