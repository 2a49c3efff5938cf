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

  it('refuses an unknown action type and bad action params, with the path of the action', () => {
    const button = (action: unknown) =>
      node('r', 'container', { children: [node('b', 'button', { events: { onClick: [{ id: 'ok', type: 'goBack', params: {} }, action as never] } })] });
    expect(validateElementTree(button({ id: 'a', type: 'teleport', params: {} }))).toMatchObject({
      ok: false,
      error: { code: 'unknown-action-type', path: 'children[0].events.onClick[1].type', message: "Unknown action type 'teleport'." },
    });
    expect(validateElementTree(button({ id: 'a', type: 'navigate', params: { screenId: '' } }))).toMatchObject({
      ok: false,
      error: { code: 'invalid-action-params', path: 'children[0].events.onClick[1].params.screenId' },
    });
    expect(validateElementTree(button({ id: 'a', type: 'navigate', params: { screenId: 's2' }, condition: 'screen.ready' })).ok).toBe(true);
  });

  it("accepts a screen's variables and load actions, and a repeater's item press", () => {
    const root = node('r', 'container', {
      props: { variables: [{ name: 'count', type: 'number', initial: 0 }] },
      events: { onLoad: [{ id: 'l', type: 'setVariable', params: { scope: 'screen', name: 'count', value: '1' } }] },
      children: [node('rep', 'dataRepeater', { props: { dataSource: 'tasks', pageSize: 5 }, events: { onItemPress: [{ id: 'p', type: 'goBack', params: {} }] } })],
    });
    expect(validateElementTree(root).ok).toBe(true);
    expect(validateElementTree(node('r', 'container', { props: { variables: [{ name: 'bad name', type: 'number', initial: 0 }] } }))).toMatchObject({
      ok: false,
      error: { path: 'props.variables[0].name' },
    });
  });
});
