import { produce } from 'immer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { mount } from '../test-support/mount.tsx';
import { makeNode } from '../test-support/render-node.tsx';
import { ScreenView } from './ScreenView.tsx';

// A label that fails to render while its text is 'boom', as an element meeting data it cannot show.
vi.mock('../elements/text/LabelElement.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../elements/text/LabelElement.tsx')>();
  return {
    LabelElement: (props: Parameters<typeof original.LabelElement>[0]) => {
      if (props.node.props.text === 'boom') throw new Error('cannot render');
      return original.LabelElement(props);
    },
  };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('an element that fails to render', () => {
  it('shows a notice in its place, keeps its siblings, and recovers when its node changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tree = makeNode('column', {}, [makeNode('label', { text: 'boom' }, [], { id: 'bad' }), makeNode('label', { text: 'sibling' })]);
    const render = (root: typeof tree) => (
      <RuntimeProvider mode="edit">
        <ScreenView root={root} />
      </RuntimeProvider>
    );
    const view = mount(render(tree));
    expect(view.container.textContent).toContain("Element 'label' could not be rendered");
    expect(view.container.textContent).toContain('sibling');
    expect(view.container.findAll('data-node-id').map((element) => element.getAttribute('data-node-id'))).toContain('bad');

    view.render(
      render(
        produce(tree, (draft) => {
          draft.children[0]!.props.text = 'fixed';
        }),
      ),
    );
    expect(view.container.textContent).toContain('fixed');
    expect(view.container.textContent).not.toContain('could not be rendered');
    view.unmount();
  });
});
