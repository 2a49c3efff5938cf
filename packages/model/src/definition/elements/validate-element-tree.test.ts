import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../schema/element-node.ts';
import { validateElementTree } from './validate-element-tree.ts';

function node(id: string, type: string, extra: Partial<ElementNode> = {}): ElementNode {
  return { id, type, props: {}, style: {}, bindings: {}, events: {}, children: [], ...extra };
}

describe('validateElementTree', () => {
  it('accepts a valid tree', () => {
    const root = node('r', 'container', {
      children: [node('a', 'row', { children: [node('b', 'button', { props: { text: 'Go' }, events: { onClick: [] } })] })],
    });
    expect(validateElementTree(root)).toEqual({ ok: true, value: root });
  });

  it('names an unknown type', () => {
    const root = node('r', 'container', { children: [node('a', 'row'), node('b', 'marquee')] });
    expect(validateElementTree(root)).toMatchObject({ ok: false, error: { code: 'unknown-element-type', path: 'children[1].type' } });
  });

  it('names a bad prop, down to the field', () => {
    const root = node('r', 'container', { children: [node('a', 'row', { children: [node('h', 'heading', { props: { level: 9 } })] })] });
    expect(validateElementTree(root)).toMatchObject({
      ok: false,
      error: { code: 'invalid-props', path: 'children[0].children[0].props.level' },
    });
  });

  it('refuses an unknown prop and an undeclared event', () => {
    expect(validateElementTree(node('r', 'button', { props: { txet: 'x' } }))).toMatchObject({ ok: false, error: { code: 'invalid-props' } });
    expect(validateElementTree(node('r', 'divider', { events: { onClick: [] } }))).toMatchObject({
      ok: false,
      error: { code: 'unknown-event', path: 'events.onClick' },
    });
  });

  it('accepts bindings of declared props and refuses others or a source that is no expression', () => {
    const bound = (bindings: Record<string, string>) => node('r', 'container', { children: [node('a', 'label', { bindings })] });
    expect(validateElementTree(bound({ text: 'user == null ? "Guest" : user.email', maxLines: 'size(item.lines)' })).ok).toBe(true);
    expect(validateElementTree(bound({ colour: '"red"' }))).toMatchObject({
      ok: false,
      error: { code: 'unknown-prop', path: 'children[0].bindings.colour', params: { elementType: 'label', prop: 'colour' } },
    });
    expect(validateElementTree(bound({ text: '1 +' }))).toMatchObject({
      ok: false,
      error: { code: 'invalid-binding', path: 'children[0].bindings.text', params: { prop: 'text', reason: 'syntax_error' } },
    });
    expect(validateElementTree(bound({ text: '{}.constructor' }))).toMatchObject({ ok: false, error: { code: 'invalid-binding', params: { reason: 'forbidden_name' } } });
  });

  it('refuses a child its parent does not accept', () => {
    const root = node('r', 'container', { children: [node('b', 'button', { children: [node('l', 'label')] })] });
    expect(validateElementTree(root)).toMatchObject({ ok: false, error: { code: 'child-not-allowed', path: 'children[0].children[0]' } });
  });

  it('refuses a duplicate id', () => {
    const root = node('r', 'container', { children: [node('a', 'label'), node('a', 'label')] });
    expect(validateElementTree(root)).toMatchObject({ ok: false, error: { code: 'duplicate-node-id', path: 'children[1].id' } });
  });
});
