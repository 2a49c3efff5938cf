import { canContain, type ElementNode, elementDeclarations } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { makeNode, renderNode } from '../test-support/render-node.tsx';

/** A tree holding one node of every declared type, each inside a parent that accepts it. */
function everyElementTree(): ElementNode {
  const root = makeNode('container', {}, [], { id: 'root' });
  for (const declaration of elementDeclarations) {
    const node = makeNode(declaration.type, {}, [], { id: `n-${declaration.type}` });
    if (declaration.type === 'tabs') node.children.push(makeNode('container', {}, [makeNode('label', {}, [], { id: 'in-tab' })], { id: 'tab-body' }));
    else if (declaration.children !== 'none' && canContain(declaration.type, 'label')) node.children.push(makeNode('label', {}, [], { id: `in-${declaration.type}` }));
    root.children.push(node);
  }
  return root;
}

function nodeIds(node: ElementNode): string[] {
  return [node.id, ...node.children.flatMap(nodeIds)];
}

describe('every element', () => {
  it('renders in edit mode with data-node-id and data-node-type on every node of a tree', () => {
    const tree = everyElementTree();
    const html = renderNode(tree, 'edit');
    for (const id of nodeIds(tree)) expect(html).toContain(`data-node-id="${id}"`);
    for (const declaration of elementDeclarations) expect(html).toContain(`data-node-type="${declaration.type}"`);
    expect(html).not.toContain('could not be rendered');
  });

  it('renders in live mode without canvas attributes', () => {
    const html = renderNode(everyElementTree(), 'live');
    expect(html).not.toContain('data-node-id');
    expect(html).not.toContain('Drop elements here');
    expect(html).not.toContain('could not be rendered');
  });

  it('renders each element alone in both modes', () => {
    for (const declaration of elementDeclarations) {
      const node = makeNode(declaration.type);
      expect(renderNode(node, 'edit')).toMatch(new RegExp(`^<[^>]*data-node-id="${node.id}"`));
      // A closed modal renders nothing live (its own test opens it through a host).
      if (declaration.type !== 'modal') expect(renderNode(node, 'live').length).toBeGreaterThan(0);
    }
  });

  it('renders an unknown type as a visible box, children or not, and never throws', () => {
    const unknown = makeNode('carousel', {}, [makeNode('label')], { id: 'odd' });
    const root = makeNode('column', {}, [unknown, makeNode('label', { text: 'after' })]);
    for (const mode of ['edit', 'live'] as const) {
      const html = renderNode(root, mode);
      expect(html).toContain('Unknown element &#x27;carousel&#x27;');
      expect(html).toContain('after');
    }
    expect(renderNode(root, 'edit')).toContain('data-node-id="odd"');
    expect(renderNode(makeNode('constructor'), 'edit')).toContain('Unknown element');
  });
});
