import { createElementNode, type ElementNode } from '@tessera/model/definition';

/**
 * A realistic screen of `count` elements (the root included): cards of a heading, a row with a
 * label, a text input and a button, and an icon, as a builder's form-heavy page would have.
 * Every node is valid against its declaration, so the server and the studio accept it.
 */
export function largeScreenRoot(count: number): ElementNode {
  let next = 0;
  const id = () => `e${++next}`;
  const root = createElementNode('container', 'root');
  next = 1;
  while (next < count) {
    const card = createElementNode('card', id(), { title: `Card ${next}` });
    const parts: [string, Record<string, unknown>][] = [
      ['heading', { text: `Section ${next}`, level: 3 }],
      ['label', { text: 'Customer name' }],
      ['textInput', { placeholder: 'Type a name' }],
      ['button', { text: 'Save' }],
      ['icon', { name: 'star' }],
    ];
    const row = createElementNode('row', id());
    for (const [type, props] of parts) {
      if (next >= count) break;
      (type === 'heading' ? card.children : row.children).push(createElementNode(type, id(), props));
    }
    card.children.push(row);
    root.children.push(card);
  }
  return root;
}

/** Every node of a tree, depth first. */
export function countNodes(node: ElementNode): number {
  return 1 + node.children.reduce((sum, child) => sum + countNodes(child), 0);
}
