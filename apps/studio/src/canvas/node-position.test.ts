import { createElementNode } from '@tessera/model/definition';
import { expect, it } from 'vitest';
import { positionOf } from './node-position.ts';

it('finds the parent and index of a node; null for the root and unknown ids', () => {
  const root = createElementNode('container', 'root');
  const card = createElementNode('card', 'card');
  card.children.push(createElementNode('label', 'a'), createElementNode('label', 'b'));
  root.children.push(createElementNode('label', 'top'), card);
  expect(positionOf(root, 'b')).toEqual({ parentId: 'card', index: 1 });
  expect(positionOf(root, 'card')).toEqual({ parentId: 'root', index: 1 });
  expect(positionOf(root, 'root')).toBeNull();
  expect(positionOf(root, 'missing')).toBeNull();
});
