import type { ElementNode, HostMessage } from '@tessera/model/definition';
import { findScreen } from '../editor/screen-change.ts';
import type { StudioState } from './studio-state.ts';

/** The `host-load` that shows the open screen as the state holds it; `undefined` with no screen loaded. */
export function hostLoadOf(state: StudioState): Extract<HostMessage, { type: 'host-load' }> | undefined {
  const screen = findScreen(state.definition, state.openScreenId);
  if (!screen) return undefined;
  return { type: 'host-load', screenId: screen.id, root: screen.root, selection: state.selection, renderMode: state.renderMode };
}

/** Every node id of a tree. */
export function existingIds(root: ElementNode): Set<string> {
  const ids = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    ids.add(node.id);
    stack.push(...node.children);
  }
  return ids;
}
