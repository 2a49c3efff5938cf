import { describe, expect, it } from 'vitest';
import { createElementNode, type ElementNode } from '@tessera/model/definition';
import { messagesForShortcut, type ShortcutContext } from './shortcut-messages.ts';

function screenRoot(): ElementNode {
  const root = createElementNode('container', 'root');
  const card = createElementNode('card', 'card');
  card.children.push(createElementNode('label', 'title'));
  root.children.push(card, createElementNode('button', 'btn'));
  return root;
}

function on(...selection: string[]): ShortcutContext {
  return { screenId: 's1', root: screenRoot(), selection };
}

describe('messagesForShortcut', () => {
  it('removes and clones the selection but never the root', () => {
    expect(messagesForShortcut({ type: 'remove' }, on('root', 'btn'))).toEqual([{ type: 'remove', screenId: 's1', nodeIds: ['btn'] }]);
    expect(messagesForShortcut({ type: 'remove' }, on('root'))).toEqual([]);
    expect(messagesForShortcut({ type: 'clone' }, on('title'))).toEqual([{ type: 'clone', screenId: 's1', nodeId: 'title' }]);
    expect(messagesForShortcut({ type: 'clone' }, on('root'))).toEqual([]);
  });

  it('copies and pastes the style of the selection, and pastes beside or into the primary node', () => {
    expect(messagesForShortcut({ type: 'copy' }, on('title', 'btn'))).toEqual([{ type: 'copy', screenId: 's1', nodeIds: ['title', 'btn'] }]);
    expect(messagesForShortcut({ type: 'copy' }, on())).toEqual([]);
    expect(messagesForShortcut({ type: 'paste-style' }, on('btn'))).toEqual([{ type: 'paste-style', screenId: 's1', nodeIds: ['btn'] }]);
    expect(messagesForShortcut({ type: 'paste' }, on('title'))).toEqual([{ type: 'paste', screenId: 's1', parentId: 'card', index: 1 }]);
    expect(messagesForShortcut({ type: 'paste' }, on('title', 'card'))).toEqual([{ type: 'paste', screenId: 's1', parentId: 'card' }]);
    expect(messagesForShortcut({ type: 'paste' }, on())).toEqual([{ type: 'paste', screenId: 's1', parentId: 'root' }]);
  });

  it('asks for undo, redo and save', () => {
    expect(messagesForShortcut({ type: 'undo' }, on())).toEqual([{ type: 'undo', screenId: 's1' }]);
    expect(messagesForShortcut({ type: 'redo' }, on())).toEqual([{ type: 'redo', screenId: 's1' }]);
    expect(messagesForShortcut({ type: 'save' }, on())).toEqual([{ type: 'save', screenId: 's1' }]);
  });

  it('selects the neighbour in the tree for an arrow', () => {
    expect(messagesForShortcut({ type: 'navigate', direction: 'down' }, on('title'))).toEqual([{ type: 'select', screenId: 's1', nodeId: 'btn' }]);
    expect(messagesForShortcut({ type: 'navigate', direction: 'left' }, on('title'))).toEqual([{ type: 'select', screenId: 's1', nodeId: 'card' }]);
    expect(messagesForShortcut({ type: 'navigate', direction: 'left' }, on('root'))).toEqual([]);
    expect(messagesForShortcut({ type: 'navigate', direction: 'up' }, on())).toEqual([{ type: 'select', screenId: 's1', nodeId: 'root' }]);
  });
});
