import { type ElementNode, MAX_SCREEN_NESTING, screenTreeLimitMessages } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { mount } from '../test-support/mount.tsx';
import { makeNode } from '../test-support/render-node.tsx';
import { ScreenView } from './ScreenView.tsx';

/** `levels` nested layout elements of every kind that holds children, the root included, a label in the deepest. */
function nested(levels: number): ElementNode {
  const kinds = ['container', 'row', 'column', 'card', 'form', 'dataRepeater'];
  let deepest = makeNode(kinds[(levels - 1) % kinds.length]!, {}, [makeNode('label', { text: 'deepest' })], { id: `n${levels - 1}` });
  for (let level = levels - 2; level >= 0; level--) deepest = makeNode(kinds[level % kinds.length]!, {}, [deepest], { id: `n${level}` });
  return deepest;
}

const renderedIds = (view: ReturnType<typeof mount>) =>
  new Set(view.container.findAll('data-node-id').map((element) => element.getAttribute('data-node-id')));

describe('a deep tree', () => {
  it(`renders every level of a tree at the limit (${MAX_SCREEN_NESTING} levels)`, () => {
    const view = mount(
      <RuntimeProvider mode="edit">
        <ScreenView root={nested(MAX_SCREEN_NESTING - 1)} />
      </RuntimeProvider>,
    );
    const ids = renderedIds(view);
    for (let level = 0; level < MAX_SCREEN_NESTING - 1; level++) expect(ids.has(`n${level}`), `level ${level + 1}`).toBe(true);
    expect(view.container.textContent).toContain('deepest');
    expect(view.container.textContent).not.toContain(screenTreeLimitMessages.deeperNotShown);
    view.unmount();
  });

  it('stops at the limit with a notice for a tree stored deeper, instead of overflowing the stack', () => {
    const view = mount(
      <RuntimeProvider mode="edit">
        <ScreenView root={nested(1_600)} />
      </RuntimeProvider>,
    );
    expect(view.container.textContent).toContain(screenTreeLimitMessages.deeperNotShown);
    expect(view.container.textContent).not.toContain('deepest');
    view.unmount();
  });
});
