import { createElementNode, type ElementNode } from '@tessera/model/definition';
import { createElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createRootElementBook, renderRootChildren, type RootChildrenView } from './root-children.ts';

function column(count: number): ElementNode {
  const root = createElementNode('container', 'root');
  for (let i = 0; i < count; i += 1) root.children.push(createElementNode('card', `c${i}`));
  return root;
}

const placeholder = (child: ElementNode, height: number): ReactElement => createElement('div', { key: child.id, height });

function view(first: number, last: number, heightOf: (child: ElementNode) => number = () => 80): RootChildrenView {
  return { window: { first, last }, alwaysRendered: (child) => child.style['position'] === 'absolute', heightOf, placeholder };
}

/** A stand-in for the runtime's `NodeView` of a child, counting its calls. */
function childRenderer() {
  const rendered: string[] = [];
  const render = (child: ElementNode): ReactElement => {
    rendered.push(child.id);
    return createElement('section', { key: child.id, id: child.id });
  };
  return { render, rendered };
}

describe('root children', () => {
  it('renders the window and out-of-flow children, and placeholders of their height for the others', () => {
    const root = column(5);
    root.children[4]!.style = { position: 'absolute' };
    const { render, rendered } = childRenderer();
    const elements = renderRootChildren(root.children, render, view(1, 2), createRootElementBook());
    expect(rendered).toEqual(['c1', 'c2', 'c4']);
    expect(elements.map((element) => element.key)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(elements.map((element) => element.type === 'div')).toEqual([true, false, false, true, false]);
    expect((elements[0]!.props as { height: number }).height).toBe(80);
  });

  it('gives an unchanged child the same element again, and a new one when its node, side of the window or height changes', () => {
    const root = column(6);
    const book = createRootElementBook();
    const { render, rendered } = childRenderer();
    const heights = new Map<string, number>();
    const heightOf = (child: ElementNode) => heights.get(child.id) ?? 100;
    const first = renderRootChildren(root.children, render, view(2, 3, heightOf), book);

    // A move of c3 below c4 (a new children array, the same node objects): nothing new.
    const moved = [...root.children];
    moved.splice(4, 0, moved.splice(3, 1)[0]!);
    rendered.length = 0;
    const again = renderRootChildren(moved, render, view(2, 3, heightOf), book);
    const byKey = (elements: ReactElement[]) => new Map(elements.map((element) => [element.key, element]));
    const before = byKey(first);
    // c3 left the window (index 4 now) and c4 entered it: only those two are new.
    expect(again.filter((element) => element !== before.get(element.key))
      .map((element) => element.key)).toEqual(['c4', 'c3']);
    expect(rendered).toEqual(['c4']);

    // An edited node (a new object) and a placeholder's new height: only those.
    const edited = [...moved];
    edited[0] = { ...edited[0]!, props: { title: 'x' } };
    heights.set('c5', 140);
    const third = renderRootChildren(edited, render, view(2, 3, heightOf), book);
    const previous = byKey(again);
    expect(third.filter((element) => element !== previous.get(element.key)).map((element) => element.key)).toEqual(['c0', 'c5']);
    expect((third[5]!.props as { height: number }).height).toBe(140);
  });
});
