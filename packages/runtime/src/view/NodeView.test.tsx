import type { ElementNode } from '@tessera/model/definition';
import { produce } from 'immer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { ColumnElement } from '../elements/layout/ColumnElement.tsx';
import { LabelElement } from '../elements/text/LabelElement.tsx';
import { mount } from '../test-support/mount.tsx';
import { makeNode } from '../test-support/render-node.tsx';
import type { RootChildrenRenderer } from './NodeView.tsx';
import { ScreenView } from './ScreenView.tsx';

// Spies standing in for two implementations: they count renders and render the real thing.
vi.mock('../elements/text/LabelElement.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../elements/text/LabelElement.tsx')>();
  return { LabelElement: vi.fn(original.LabelElement) };
});
vi.mock('../elements/layout/ColumnElement.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../elements/layout/ColumnElement.tsx')>();
  return { ColumnElement: vi.fn(original.ColumnElement) };
});

const labelRenders = vi.mocked(LabelElement);
const columnRenders = vi.mocked(ColumnElement);

/** The ids of the nodes a spied implementation rendered since the last clear. */
function renderedIds(spy: typeof labelRenders | typeof columnRenders): string[] {
  return spy.mock.calls.map(([props]) => props.node.id);
}

function screenTree(): ElementNode {
  return makeNode(
    'container',
    {},
    [
      makeNode('column', {}, [makeNode('label', { text: 'a1' }, [], { id: 'a1' }), makeNode('label', { text: 'a2' }, [], { id: 'a2' })], { id: 'A' }),
      makeNode('column', {}, [makeNode('label', { text: 'b1' }, [], { id: 'b1' })], { id: 'B' }),
    ],
    { id: 'root' },
  );
}

describe('NodeView memo', () => {
  beforeEach(() => {
    labelRenders.mockClear();
    columnRenders.mockClear();
  });

  it('re-renders only the changed leaf and its ancestors after an Immer edit', () => {
    const tree = screenTree();
    const view = mount(
      <RuntimeProvider mode="edit">
        <ScreenView root={tree} />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual(['a1', 'a2', 'b1']);
    expect(renderedIds(columnRenders)).toEqual(['A', 'B']);
    labelRenders.mockClear();
    columnRenders.mockClear();

    const edited = produce(tree, (draft) => {
      draft.children[0]!.children[0]!.props.text = 'changed';
    });
    view.render(
      <RuntimeProvider mode="edit">
        <ScreenView root={edited} />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual(['a1']);
    expect(renderedIds(columnRenders)).toEqual(['A']);
    expect(view.container.textContent).toContain('changed');
    view.unmount();
  });

  it('re-renders nothing when only the onEvent handler changes, everything when the mode does', () => {
    const tree = screenTree();
    const view = mount(
      <RuntimeProvider mode="live" onEvent={() => undefined}>
        <ScreenView root={tree} />
      </RuntimeProvider>,
    );
    labelRenders.mockClear();
    view.render(
      <RuntimeProvider mode="live" onEvent={() => undefined}>
        <ScreenView root={tree} />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual([]);
    view.render(
      <RuntimeProvider mode="edit">
        <ScreenView root={tree} />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual(['a1', 'a2', 'b1']);
    view.unmount();
  });

  it('renders one leaf of a 2,000-element screen after an edit of it', () => {
    const rows = Array.from({ length: 400 }, (_, row) =>
      makeNode('column', {}, Array.from({ length: 4 }, (_, index) => makeNode('label', { text: `r${row}c${index}` }, [], { id: `l-${row}-${index}` })), {
        id: `c-${row}`,
      }),
    );
    const tree = makeNode('container', {}, rows, { id: 'root' });
    const view = mount(
      <RuntimeProvider mode="edit">
        <ScreenView root={tree} />
      </RuntimeProvider>,
    );
    expect(labelRenders).toHaveBeenCalledTimes(1600);
    expect(view.container.findAll('data-node-id')).toHaveLength(2001);
    labelRenders.mockClear();
    columnRenders.mockClear();

    view.render(
      <RuntimeProvider mode="edit">
        <ScreenView
          root={produce(tree, (draft) => {
            draft.children[250]!.children[3]!.props.text = 'edited';
          })}
        />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual(['l-250-3']);
    expect(renderedIds(columnRenders)).toEqual(['c-250']);
    view.unmount();
    // It counts renders, not time: mounting 2,000 elements in the test DOM takes seconds on a busy machine.
  }, 30_000);

  it('renders the root children a renderer returns, and re-renders only changed ones through it', () => {
    const tree = screenTree();
    const onlyFirst: RootChildrenRenderer = (children, renderChild) =>
      children.map((child, index) => (index === 0 ? renderChild(child) : <span key={child.id} data-stand-in={child.id} />));
    const view = mount(
      <RuntimeProvider mode="edit">
        <ScreenView root={tree} renderRootChildren={onlyFirst} />
      </RuntimeProvider>,
    );
    expect(renderedIds(columnRenders)).toEqual(['A']);
    expect(renderedIds(labelRenders)).toEqual(['a1', 'a2']);
    expect(view.container.findAll('data-stand-in').map((element) => element.getAttribute('data-stand-in'))).toEqual(['B']);
    labelRenders.mockClear();
    columnRenders.mockClear();

    const edited = produce(tree, (draft) => {
      draft.children[0]!.children[1]!.props.text = 'changed';
    });
    view.render(
      <RuntimeProvider mode="edit">
        <ScreenView root={edited} renderRootChildren={onlyFirst} />
      </RuntimeProvider>,
    );
    expect(renderedIds(labelRenders)).toEqual(['a2']);
    expect(view.container.textContent).toContain('changed');
    view.unmount();
  });
});
