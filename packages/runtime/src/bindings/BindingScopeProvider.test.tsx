import type { ElementNode, ExpressionScope } from '@tessera/model/definition';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { LabelElement } from '../elements/text/LabelElement.tsx';
import { mount } from '../test-support/mount.tsx';
import { makeNode, renderNode } from '../test-support/render-node.tsx';
import { NodeView } from '../view/NodeView.tsx';
import { BindingScopeProvider } from './BindingScopeProvider.tsx';
import { useBindingScope, useBindingScopeReader } from './use-binding-scope.ts';

// A spy standing in for the label implementation: it counts renders and renders the real thing.
vi.mock('../elements/text/LabelElement.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof import('../elements/text/LabelElement.tsx')>();
  return { LabelElement: vi.fn(original.LabelElement) };
});
const labelRenders = vi.mocked(LabelElement);
const renderedIds = (): string[] => labelRenders.mock.calls.map(([props]) => props.node.id);

function tree(): ElementNode {
  return makeNode(
    'column',
    {},
    [
      makeNode('label', { text: 'static greeting' }, [], { id: 'bound', bindings: { text: '"Hello, " + screen.name' } }),
      makeNode('label', { text: 'plain' }, [], { id: 'plain' }),
      makeNode('label', { text: 'fallback' }, [], { id: 'failing', bindings: { text: 'screen.missing' } }),
    ],
    { id: 'col' },
  );
}

function screen(scope: ExpressionScope, root: ElementNode, mode: 'edit' | 'live' = 'live'): ReactElement {
  return (
    <RuntimeProvider mode={mode}>
      <BindingScopeProvider scope={scope}>
        <NodeView node={root} />
      </BindingScopeProvider>
    </RuntimeProvider>
  );
}

beforeEach(() => {
  labelRenders.mockClear();
});

describe('bound props', () => {
  it('show the bound value live, the static one in edit mode and when the binding fails', () => {
    const root = tree();
    const view = mount(screen({ screen: { name: 'Ada' } }, root));
    expect(view.container.textContent).toContain('Hello, Ada');
    expect(view.container.textContent).not.toContain('static greeting');
    expect(view.container.textContent).toContain('plain');
    expect(view.container.textContent).toContain('fallback');
    view.render(screen({ screen: { name: 'Ada' } }, root, 'edit'));
    expect(view.container.textContent).toContain('static greeting');
    expect(view.container.textContent).not.toContain('Hello, Ada');
    view.unmount();
  });

  it('fall back to the static value without a provider (no names known)', () => {
    const html = renderNode(makeNode('label', { text: 'static' }, [], { bindings: { text: 'screen.name' } }), 'live');
    expect(html).toContain('static');
  });

  it('re-render only the bound elements when the scope changes', () => {
    const root = tree();
    const view = mount(screen({ screen: { name: 'Ada' } }, root));
    expect(renderedIds().sort()).toEqual(['bound', 'failing', 'plain']);
    labelRenders.mockClear();
    view.render(screen({ screen: { name: 'Grace' } }, root));
    expect(view.container.textContent).toContain('Hello, Grace');
    expect(renderedIds()).not.toContain('plain');
    expect(renderedIds()).toContain('bound');
    view.unmount();
  });

  it('take item and index from a nested provider over the screen scope', () => {
    const row = makeNode('label', { text: 'row' }, [], { id: 'row', bindings: { text: 'string(index + 1) + ". " + item.title + " by " + screen.name' } });
    const view = mount(
      <RuntimeProvider mode="live">
        <BindingScopeProvider scope={{ screen: { name: 'Ada' } }}>
          <BindingScopeProvider scope={{ item: { title: 'Tea' }, index: 0 }}>
            <NodeView node={row} />
          </BindingScopeProvider>
        </BindingScopeProvider>
      </RuntimeProvider>,
    );
    expect(view.container.textContent).toContain('1. Tea by Ada');
    view.unmount();
  });

  it('reach a nested level when only the outer scope changes', () => {
    const row = makeNode('label', { text: 'row' }, [], { id: 'row', bindings: { text: 'item.title + screen.mark' } });
    const item = { item: { title: 'Tea' } };
    const render = (mark: string): ReactElement => (
      <RuntimeProvider mode="live">
        <BindingScopeProvider scope={{ screen: { mark } }}>
          <BindingScopeProvider scope={item}>
            <NodeView node={row} />
          </BindingScopeProvider>
        </BindingScopeProvider>
      </RuntimeProvider>
    );
    const view = mount(render('!'));
    expect(view.container.textContent).toContain('Tea!');
    view.render(render('?'));
    expect(view.container.textContent).toContain('Tea?');
    view.unmount();
  });
});

describe('useBindingScope and useBindingScopeReader', () => {
  it('answer the merged scope', () => {
    const seen: ExpressionScope[] = [];
    let read: (() => ExpressionScope) | null = null;
    function Probe(): null {
      seen.push(useBindingScope());
      read = useBindingScopeReader();
      return null;
    }
    const view = mount(
      <BindingScopeProvider scope={{ app: { a: 1 } }}>
        <BindingScopeProvider scope={{ index: 2 }}>
          <Probe />
        </BindingScopeProvider>
      </BindingScopeProvider>,
    );
    expect(seen.at(-1)).toEqual({ app: { a: 1 }, index: 2 });
    expect(read!()).toEqual({ app: { a: 1 }, index: 2 });
    view.unmount();
  });
});
