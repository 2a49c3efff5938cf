import { describe, expect, it } from 'vitest';
import { testScreen } from './op-test-kit.ts';
import { setProp } from './set-prop.ts';

describe('setProp', () => {
  it('sets and removes a prop', () => {
    const set = setProp(testScreen(), { nodeId: 'btn', name: 'text', value: 'Save' });
    if (!set.ok) throw new Error('set');
    expect(set.screen.root.children[0]!.children[0]!.props).toEqual({ text: 'Save' });
    const removed = setProp(set.screen, { nodeId: 'btn', name: 'text', value: undefined });
    expect(removed.ok && removed.screen.root.children[0]!.children[0]!.props).toEqual({});
  });

  it('refuses a value or a name the declaration does not allow', () => {
    expect(setProp(testScreen(), { nodeId: 'title', name: 'level', value: 7 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-prop', message: expect.stringContaining('props.level') },
    });
    expect(setProp(testScreen(), { nodeId: 'btn', name: 'colour', value: 'red' })).toMatchObject({ ok: false });
  });
});
