import { describe, expect, it } from 'vitest';
import { createElementNode, type ElementNode } from '@tessera/model/definition';
import { actionPopupOf, elementMenuItems, isElementMenuKey, isKeyboardContextMenu, menuFocusAfter, placeMenu } from './element-menu.ts';

function screenRoot(): ElementNode {
  const root = createElementNode('container', 'root');
  root.children.push(
    createElementNode('button', 'btn'),
    createElementNode('textInput', 'name'),
    createElementNode('form', 'free'),
    createElementNode('form', 'bound', { dataSource: 'tasks' }),
    createElementNode('divider', 'line'),
    createElementNode('container', 'box'),
  );
  return root;
}

const commands = (nodeId: string) => elementMenuItems(screenRoot(), 's1', nodeId).map((item) => item.command);

describe('the element menu', () => {
  it("opens the actions of the element's main event: the first it offers, the screen's load event on the root", () => {
    const root = screenRoot();
    expect(actionPopupOf(root, 's1', 'btn')).toEqual({ type: 'action-popup', screenId: 's1', nodeId: 'btn', event: 'onClick' });
    expect(actionPopupOf(root, 's1', 'name')).toEqual({ type: 'action-popup', screenId: 's1', nodeId: 'name', event: 'onChange' });
    expect(actionPopupOf(root, 's1', 'bound')).toEqual({ type: 'action-popup', screenId: 's1', nodeId: 'bound', event: 'onSubmit' });
    expect(actionPopupOf(root, 's1', 'root')).toEqual({ type: 'action-popup', screenId: 's1', nodeId: 'root', event: 'onLoad' });
    // A container that is not the root: its load event never runs, its click does.
    expect(actionPopupOf(root, 's1', 'box')).toEqual({ type: 'action-popup', screenId: 's1', nodeId: 'box', event: 'onClick' });
  });

  it('opens no actions for an element without events or a node not on the screen', () => {
    expect(actionPopupOf(screenRoot(), 's1', 'line')).toBeNull();
    expect(actionPopupOf(screenRoot(), 's1', 'gone')).toBeNull();
  });

  it('offers the form editor on forms, and detaching only a form bound to a table', () => {
    expect(commands('btn')).toEqual(['actions']);
    expect(commands('free')).toEqual(['actions', 'form']);
    expect(commands('bound')).toEqual(['actions', 'form', 'detach-form']);
    expect(elementMenuItems(screenRoot(), 's1', 'bound').map((item) => [item.label, item.message])).toEqual([
      ['Actions…', { type: 'action-popup', screenId: 's1', nodeId: 'bound', event: 'onSubmit' }],
      ['Form…', { type: 'form-popup', screenId: 's1', nodeId: 'bound' }],
      ['Detach form', { type: 'detach-form', screenId: 's1', nodeId: 'bound' }],
    ]);
  });

  it('offers nothing for an element without events or a node not on the screen', () => {
    expect(commands('line')).toEqual([]);
    expect(commands('gone')).toEqual([]);
  });

  it('opens on the context-menu key and Shift+F10, with no other modifier', () => {
    const keys = { key: 'ContextMenu', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isElementMenuKey(keys)).toBe(true);
    expect(isElementMenuKey({ ...keys, key: 'F10', shiftKey: true })).toBe(true);
    expect(isElementMenuKey({ ...keys, key: 'F10' })).toBe(false);
    expect(isElementMenuKey({ ...keys, key: 'F10', shiftKey: true, ctrlKey: true })).toBe(false);
    expect(isElementMenuKey({ ...keys, altKey: true })).toBe(false);
    expect(isElementMenuKey({ ...keys, key: 'Enter' })).toBe(false);
  });

  it('tells a keyboard context menu from a pointer one', () => {
    expect(isKeyboardContextMenu({ button: 0, pointerType: '' })).toBe(true);
    expect(isKeyboardContextMenu({ button: 2, pointerType: 'mouse' })).toBe(false);
    // Ctrl+click on macOS: the primary button of a mouse.
    expect(isKeyboardContextMenu({ button: 0, pointerType: 'mouse' })).toBe(false);
    expect(isKeyboardContextMenu({ button: 0 })).toBe(true);
    expect(isKeyboardContextMenu({ button: 2 })).toBe(false);
  });

  it('moves the focus with the arrows (wrapping), Home and End, and ignores other keys', () => {
    expect(menuFocusAfter('ArrowDown', 0, 3)).toBe(1);
    expect(menuFocusAfter('ArrowDown', 2, 3)).toBe(0);
    expect(menuFocusAfter('ArrowUp', 0, 3)).toBe(2);
    expect(menuFocusAfter('Home', 2, 3)).toBe(0);
    expect(menuFocusAfter('End', 0, 3)).toBe(2);
    expect(menuFocusAfter('a', 0, 3)).toBeNull();
    expect(menuFocusAfter('ArrowDown', 0, 0)).toBeNull();
  });

  it('stays inside the window: moved left and up near the edges, never past the top-left margin', () => {
    const viewport = { width: 800, height: 600 };
    const size = { width: 170, height: 90 };
    expect(placeMenu({ x: 100, y: 100 }, size, viewport)).toEqual({ x: 100, y: 100 });
    expect(placeMenu({ x: 790, y: 590 }, size, viewport)).toEqual({ x: 626, y: 506 });
    expect(placeMenu({ x: -20, y: -5 }, size, viewport)).toEqual({ x: 4, y: 4 });
    expect(placeMenu({ x: 50, y: 50 }, { width: 900, height: 700 }, viewport)).toEqual({ x: 4, y: 4 });
  });
});
