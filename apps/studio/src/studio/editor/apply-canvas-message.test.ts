import { applyPatches } from 'immer';
import { describe, expect, test } from 'vitest';
import type { ClipboardPayload } from '@tessera/model/definition';
import { counterIds, testNode, testProject } from '../test-kit/studio-fixtures.ts';
import { applyCanvasMessage } from './apply-canvas-message.ts';
import { CLIPBOARD_EMPTY, type CommandContext, type CommandPlan } from './command-plan.ts';
import { findScreen } from './screen-change.ts';

function context(overrides: Partial<CommandContext> = {}): CommandContext {
  return { project: testProject(), openScreenId: 'home', selection: [], clipboard: null, newId: counterIds(), ...overrides };
}

function editOf(plan: CommandPlan): Extract<CommandPlan, { kind: 'edit' }> {
  if (plan.kind !== 'edit') throw new Error(`expected an edit, got ${JSON.stringify(plan)}`);
  return plan;
}

const childIds = (node: { children: { id: string }[] }) => node.children.map((child) => child.id);

describe('applyCanvasMessage', () => {
  test('drag-create inserts a new element at the drop place and selects it', () => {
    const plan = editOf(applyCanvasMessage(context(), { type: 'drag-create', screenId: 'home', elementType: 'heading', parentId: 'row', index: 1 }));
    const row = plan.change.screen.root.children[0]!;
    expect(childIds(row)).toEqual(['btn', 'n1', 'lbl']);
    expect(row.children[1]!.type).toBe('heading');
    expect(plan.selection).toEqual(['n1']);
    expect(plan.mergeKey).toBeUndefined();
  });

  test("the patches are rooted at the screen's root node, so they replay on the root alone", () => {
    const ctx = context();
    const plan = editOf(applyCanvasMessage(ctx, { type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' }));
    expect(plan.change.patches.map((patch) => patch.path)).toEqual([['children', 1]]);
    const before = findScreen(ctx.project, 'home')!.root;
    expect(applyPatches(before, plan.change.patches)).toEqual(plan.change.screen.root);
    expect(applyPatches(plan.change.screen.root, plan.change.inversePatches)).toEqual(before);
  });

  test('an unknown element type or a parent that refuses the child is a refusal', () => {
    expect(applyCanvasMessage(context(), { type: 'drag-create', screenId: 'home', elementType: 'nope', parentId: 'root' })).toMatchObject({
      kind: 'refused',
      refusal: { code: 'unknown-element-type', params: { type: 'nope' } },
    });
    const plan = applyCanvasMessage(context(), { type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'btn' });
    expect(plan).toMatchObject({ kind: 'refused', refusal: { code: 'child-not-allowed', params: { parentType: 'button', childType: 'label' } } });
  });

  test('remove takes out every node as one change and clears the selection', () => {
    const plan = editOf(applyCanvasMessage(context({ selection: ['row', 'btn'] }), { type: 'remove', screenId: 'home', nodeIds: ['row', 'btn'] }));
    expect(childIds(plan.change.screen.root)).toEqual([]);
    expect(plan.selection).toEqual([]);
  });

  test("removing the root is refused with the model's code, message and params", () => {
    const plan = applyCanvasMessage(context(), { type: 'remove', screenId: 'home', nodeIds: ['root'] });
    expect(plan).toEqual({
      kind: 'refused',
      refusal: { code: 'root-locked', message: "The screen's root element can not be removed.", params: { operation: 'remove' } },
    });
  });

  test('copy fills the clipboard; paste on another screen inserts fresh copies and selects them', () => {
    const ctx = context();
    const copied = applyCanvasMessage(ctx, { type: 'copy', screenId: 'home', nodeIds: ['row'] });
    expect(copied.kind).toBe('clipboard');
    const clipboard = (copied as { clipboard: ClipboardPayload }).clipboard;
    expect(clipboard.sourceScreenId).toBe('home');
    const pasted = editOf(
      applyCanvasMessage({ ...ctx, clipboard, openScreenId: 'other' }, { type: 'paste', screenId: 'other', parentId: 'root2' }),
    );
    expect(pasted.screenId).toBe('other');
    const copy = pasted.change.screen.root.children[0]!;
    expect(copy.type).toBe('row');
    expect(copy.id).not.toBe('row');
    expect(childIds(copy)).toHaveLength(2);
    expect(pasted.selection).toEqual([copy.id]);
  });

  test('paste and paste style with an empty clipboard are refused', () => {
    expect(applyCanvasMessage(context(), { type: 'paste', screenId: 'home', parentId: 'root' })).toMatchObject({ kind: 'refused', refusal: { code: CLIPBOARD_EMPTY } });
    expect(applyCanvasMessage(context(), { type: 'paste-style', screenId: 'home', nodeIds: ['btn'] })).toMatchObject({ kind: 'refused' });
  });

  test('a drag move carries its drag id as the merge key; typing in one prop shares a key', () => {
    const moved = editOf(applyCanvasMessage(context(), { type: 'drag-move', screenId: 'home', nodeId: 'lbl', parentId: 'root', index: 0, dragId: 'd1' }));
    expect(moved.mergeKey).toBe('drag:d1');
    expect(childIds(moved.change.screen.root)).toEqual(['lbl', 'row']);
    const typed = editOf(applyCanvasMessage(context(), { type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'text', value: 'Save' }));
    expect(typed.mergeKey).toBe('prop:home:btn:text');
    const styled = editOf(
      applyCanvasMessage(context(), { type: 'style-change', screenId: 'home', nodeId: 'btn', style: { color: 'red' }, mergeKey: 'color' }),
    );
    expect(styled.mergeKey).toBe('style:home:btn:color');
  });

  test('binding a prop folds typing into one step, unbinding is its own, a bad expression is refused', () => {
    const typed = editOf(applyCanvasMessage(context(), { type: 'binding-change', screenId: 'home', nodeId: 'btn', prop: 'text', expression: 'user.email' }));
    expect(typed.mergeKey).toBe('binding:home:btn:text');
    expect(typed.change.screen.root.children[0]!.children[0]!.bindings).toEqual({ text: 'user.email' });
    const others = context().project.screens.filter((screen) => screen.id !== 'home');
    const ctx = context({ project: testProject([typed.change.screen, ...others]) });
    const unbound = editOf(applyCanvasMessage(ctx, { type: 'binding-change', screenId: 'home', nodeId: 'btn', prop: 'text', expression: null }));
    expect(unbound.mergeKey).toBeUndefined();
    expect(unbound.change.screen.root.children[0]!.children[0]!.bindings).toEqual({});
    expect(applyCanvasMessage(context(), { type: 'binding-change', screenId: 'home', nodeId: 'btn', prop: 'text', expression: '1 +' })).toMatchObject({
      kind: 'refused',
      refusal: { code: 'invalid-binding', params: { prop: 'text', reason: 'syntax_error' } },
    });
    expect(applyCanvasMessage(context(), { type: 'binding-change', screenId: 'other', nodeId: 'btn', prop: 'text', expression: '1' }).kind).toBe('ignored');
  });

  test('a refused prop leaves nothing to apply', () => {
    const ctx = context();
    const before = JSON.stringify(ctx.project);
    const plan = applyCanvasMessage(ctx, { type: 'property-change', screenId: 'home', nodeId: 'btn', name: 'noSuchProp', value: 1 });
    expect(plan.kind).toBe('refused');
    expect(JSON.stringify(ctx.project)).toBe(before);
  });

  test('select replaces, extends (additive) and clears the selection of the open screen only', () => {
    expect(applyCanvasMessage(context({ selection: ['btn'] }), { type: 'select', screenId: 'home', nodeId: 'lbl' })).toEqual({
      kind: 'select',
      selection: ['lbl'],
    });
    expect(applyCanvasMessage(context({ selection: ['btn'] }), { type: 'select', screenId: 'home', nodeId: 'lbl', additive: true })).toEqual({
      kind: 'select',
      selection: ['btn', 'lbl'],
    });
    expect(applyCanvasMessage(context({ selection: ['btn', 'lbl'] }), { type: 'select', screenId: 'home', nodeId: 'btn', additive: true })).toEqual({
      kind: 'select',
      selection: ['lbl'],
    });
    expect(applyCanvasMessage(context(), { type: 'select', screenId: 'home', nodeId: null })).toEqual({ kind: 'select', selection: [] });
    expect(applyCanvasMessage(context(), { type: 'select', screenId: 'other', nodeId: 'root2' }).kind).toBe('ignored');
  });

  test('an edit of a screen that is not open is ignored', () => {
    expect(applyCanvasMessage(context(), { type: 'remove', screenId: 'other', nodeIds: ['x'] }).kind).toBe('ignored');
  });

  test('palette activation appends to the selected container, else to the root', () => {
    const intoRow = editOf(applyCanvasMessage(context({ selection: ['row'] }), { type: 'palette-activate', screenId: 'home', elementType: 'label' }));
    expect(childIds(intoRow.change.screen.root.children[0]!)).toEqual(['btn', 'lbl', 'n1']);
    const intoRoot = editOf(applyCanvasMessage(context({ selection: ['btn'] }), { type: 'palette-activate', screenId: 'home', elementType: 'label' }));
    expect(childIds(intoRoot.change.screen.root)).toEqual(['row', 'n1']);
    expect(intoRoot.selection).toEqual(['n1']);
  });

  test('clone puts a copy after the original and selects it', () => {
    const plan = editOf(applyCanvasMessage(context(), { type: 'clone', screenId: 'home', nodeId: 'btn' }));
    expect(childIds(plan.change.screen.root.children[0]!)).toEqual(['btn', 'n1', 'lbl']);
    expect(plan.selection).toEqual(['n1']);
  });

  test('replace swaps a display item in at the target place with fresh ids', () => {
    const plan = editOf(
      applyCanvasMessage(context(), {
        type: 'inject-or-replace-display-item',
        screenId: 'home',
        mode: 'replace',
        parentId: 'row',
        targetId: 'btn',
        node: testNode('root', 'heading'),
      }),
    );
    expect(childIds(plan.change.screen.root.children[0]!)).toEqual(['n1', 'lbl']);
    const undone = applyPatches(plan.change.screen.root, plan.change.inversePatches);
    expect(childIds(undone.children[0]!)).toEqual(['btn', 'lbl']);
  });

  test('detach form clears the data source; other popups select the node', () => {
    const project = testProject();
    project.screens[0]!.root.children.push(testNode('form', 'form', [], { dataSource: 'orders' }));
    const plan = editOf(applyCanvasMessage(context({ project }), { type: 'detach-form', screenId: 'home', nodeId: 'form' }));
    expect(plan.change.screen.root.children[1]!.props).toEqual({});
    expect(applyCanvasMessage(context(), { type: 'detach-form', screenId: 'home', nodeId: 'btn' }).kind).toBe('refused');
    expect(applyCanvasMessage(context(), { type: 'action-popup', screenId: 'home', nodeId: 'btn', event: 'onClick' })).toEqual({
      kind: 'select',
      selection: ['btn'],
    });
  });

  test('undo, redo (with the screen they name), save, clipboard and panels are handed to the store', () => {
    expect(applyCanvasMessage(context(), { type: 'undo', screenId: 'home' })).toEqual({ kind: 'undo', screenId: 'home' });
    expect(applyCanvasMessage(context(), { type: 'redo', screenId: 'other' })).toEqual({ kind: 'redo', screenId: 'other' });
    expect(applyCanvasMessage(context(), { type: 'save', screenId: 'home' })).toEqual({ kind: 'save', screenId: 'home' });
    expect(applyCanvasMessage(context(), { type: 'clipboard', payload: null })).toEqual({ kind: 'clipboard', clipboard: null });
    expect(applyCanvasMessage(context(), { type: 'panel-changes', panels: { palette: false } })).toEqual({ kind: 'panels', panels: { palette: false } });
  });
});
