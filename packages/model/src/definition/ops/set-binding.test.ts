import { applyPatches } from 'immer';
import { describe, expect, it } from 'vitest';
import { MAX_EXPRESSION_LENGTH } from '../expressions/parse-expression.ts';
import { testScreen } from './op-test-kit.ts';
import { setBinding } from './set-binding.ts';

const label = (screen: ReturnType<typeof testScreen>) => screen.root.children[0]!.children[1]!;

describe('setBinding', () => {
  it('binds a prop, rebinds it and removes it with null; the static prop stays', () => {
    const start = testScreen();
    const bound = setBinding(start, { nodeId: 'lbl', prop: 'text', expression: '"Hi " + user.email' });
    if (!bound.ok) throw new Error(bound.error.message);
    expect(label(bound.screen).bindings).toEqual({ text: '"Hi " + user.email' });
    expect(label(bound.screen).props).toEqual(label(start).props);
    expect(bound.patches).toEqual([{ op: 'add', path: ['children', 0, 'children', 1, 'bindings', 'text'], value: '"Hi " + user.email' }]);

    const rebound = setBinding(bound.screen, { nodeId: 'lbl', prop: 'text', expression: 'params.id' });
    expect(rebound.ok && label(rebound.screen).bindings).toEqual({ text: 'params.id' });

    const removed = setBinding(bound.screen, { nodeId: 'lbl', prop: 'text', expression: null });
    expect(removed.ok && label(removed.screen).bindings).toEqual({});
  });

  it('undoes with its inverse patches', () => {
    const start = testScreen();
    const bound = setBinding(start, { nodeId: 'lbl', prop: 'maxLines', expression: 'size(app.lines)' });
    if (!bound.ok) throw new Error(bound.error.message);
    expect(applyPatches(bound.screen.root, bound.inversePatches)).toEqual(start.root);
    expect(applyPatches(start.root, bound.patches)).toEqual(bound.screen.root);
  });

  it('keeps names and types for the panel: an unknown name is stored', () => {
    const bound = setBinding(testScreen(), { nodeId: 'lbl', prop: 'text', expression: 'item.title' });
    expect(bound.ok).toBe(true);
  });

  it('refuses an unknown node, an undeclared prop and a source that is no expression, changing nothing', () => {
    const start = testScreen();
    expect(setBinding(start, { nodeId: 'nope', prop: 'text', expression: '1' })).toMatchObject({ ok: false, error: { code: 'node-not-found' } });
    expect(setBinding(start, { nodeId: 'lbl', prop: 'colour', expression: '"red"' })).toMatchObject({
      ok: false,
      error: { code: 'unknown-prop', params: { elementType: 'label', prop: 'colour' } },
    });
    expect(setBinding(start, { nodeId: 'lbl', prop: 'constructor', expression: '1' })).toMatchObject({ ok: false, error: { code: 'unknown-prop' } });
    expect(setBinding(start, { nodeId: 'lbl', prop: '__proto__', expression: '1' })).toMatchObject({ ok: false, error: { code: 'unknown-prop' } });
    const cases: [string, string][] = [
      ['1 +', 'syntax_error'],
      ['', 'syntax_error'],
      ['item.constructor', 'forbidden_name'],
      ['x'.repeat(MAX_EXPRESSION_LENGTH + 1), 'too_long'],
    ];
    for (const [expression, reason] of cases) {
      expect(setBinding(start, { nodeId: 'lbl', prop: 'text', expression }), expression.slice(0, 20)).toMatchObject({
        ok: false,
        error: { code: 'invalid-binding', params: { prop: 'text', reason } },
      });
    }
    expect(label(start).bindings).toEqual({});
  });
});
