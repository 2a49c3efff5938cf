import { buildNodeIndex, removeNode, type Screen } from '@tessera/model/definition';
import { edit, refusalOf, refused, type CommandPlan } from '../command-plan.ts';
import { findScreen, type ScreenChange } from '../screen-change.ts';
import type { CommandHandler } from './command-handler.ts';

/** `remove` (Delete): every listed node as one change; nodes inside an already removed one are skipped. */
export const remove: CommandHandler<'remove'> = {
  openScreenOnly: true,
  plan(context, { screenId, nodeIds }): CommandPlan {
    let screen: Screen | undefined = findScreen(context.project, screenId);
    if (!screen) return refused('screen-not-loaded', `Screen '${screenId}' is not open.`);
    const patches: ScreenChange['patches'] = [];
    const inversePatches: ScreenChange['inversePatches'] = [];
    for (const nodeId of nodeIds) {
      if (patches.length > 0 && !buildNodeIndex(screen.root).nodeById.has(nodeId)) continue;
      const result = removeNode(screen, { nodeId });
      if (!result.ok) return { kind: 'refused', refusal: refusalOf(result.error) };
      screen = result.screen;
      patches.push(...result.patches);
      inversePatches.unshift(...result.inversePatches);
    }
    return edit(screenId, { ok: true, screen, patches, inversePatches }, { clearSelection: true });
  },
};
