import { describe, expect, it } from 'vitest';
import { createElementNode, type ElementNode } from '@tessera/model/definition';
import { pasteTargetOf } from './paste-target.ts';

function tree(): ElementNode {
  const root = createElementNode('container', 'root');
  const card = createElementNode('card', 'card');
  card.children.push(createElementNode('label', 'l1'), createElementNode('label', 'l2'));
  root.children.push(card, createElementNode('button', 'btn'));
  return root;
}

describe('pasteTargetOf', () => {
  it('pastes into a selected element that takes children', () => {
    expect(pasteTargetOf(tree(), 'card')).toEqual({ parentId: 'card' });
    expect(pasteTargetOf(tree(), 'root')).toEqual({ parentId: 'root' });
  });

  it('pastes right after a selected leaf', () => {
    expect(pasteTargetOf(tree(), 'l1')).toEqual({ parentId: 'card', index: 1 });
    expect(pasteTargetOf(tree(), 'btn')).toEqual({ parentId: 'root', index: 2 });
  });

  it('pastes into the root when nothing known is selected', () => {
    expect(pasteTargetOf(tree(), null)).toEqual({ parentId: 'root' });
    expect(pasteTargetOf(tree(), 'ghost')).toEqual({ parentId: 'root' });
  });
});
