import { buildNodeIndex, insertNode, removeNode, type ElementNode, type OpResult, type Screen } from '@tessera/model/definition';
import { editScreen, refused } from '../command-plan.ts';
import { withNewIds } from '../fresh-ids.ts';
import type { CommandHandler } from './command-handler.ts';

/**
 * `inject-or-replace-display-item`: a display item made elsewhere goes in with fresh ids, either
 * added (`inject`) or in place of `targetId` (`replace`: remove then insert, one change).
 */
export const injectOrReplace: CommandHandler<'inject-or-replace-display-item'> = {
  openScreenOnly: true,
  plan(context, command) {
    const { screenId, parentId, index } = command;
    const node = withNewIds(command.node, context.newId);
    if (command.mode === 'inject') {
      return editScreen(context, screenId, (screen) => insertNode(screen, { parentId, node, ...(index === undefined ? {} : { index }) }), {
        selectCreated: true,
      });
    }
    const targetId = command.targetId;
    if (targetId === undefined) return refused('target-missing', 'Choose the element to replace.');
    return editScreen(context, screenId, (screen) => replace(screen, { parentId, targetId, node, index }), { selectCreated: true });
  },
};

/** Removes `targetId` and inserts `node`, by default where the target was, as one result. */
function replace(screen: Screen, args: { parentId: string; targetId: string; node: ElementNode; index: number | undefined }): OpResult {
  const at = args.index ?? childIndexOf(screen.root, args.parentId, args.targetId);
  const removed = removeNode(screen, { nodeId: args.targetId });
  if (!removed.ok) return removed;
  const inserted = insertNode(removed.screen, { parentId: args.parentId, node: args.node, ...(at === undefined ? {} : { index: at }) });
  if (!inserted.ok) return inserted;
  return {
    ...inserted,
    patches: [...removed.patches, ...inserted.patches],
    inversePatches: [...inserted.inversePatches, ...removed.inversePatches],
  };
}

function childIndexOf(root: ElementNode, parentId: string, childId: string): number | undefined {
  const parent = buildNodeIndex(root).nodeById.get(parentId);
  const at = parent?.children.findIndex((child) => child.id === childId) ?? -1;
  return at < 0 ? undefined : at;
}
