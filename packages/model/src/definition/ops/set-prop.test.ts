import { describe, expect, it } from 'vitest';
import { testProject } from './op-test-kit.ts';
import { setProp } from './set-prop.ts';

describe('setProp', () => {
  it('sets and removes a prop', () => {
    const set = setProp(testProject(), { screenId: 's1', nodeId: 'btn', name: 'text', value: 'Save' });
    if (!set.ok) throw new Error('set');
    expect(set.project.screens[0]!.root.children[0]!.children[0]!.props).toEqual({ text: 'Save' });
    const removed = setProp(set.project, { screenId: 's1', nodeId: 'btn', name: 'text', value: undefined });
    expect(removed.ok && removed.project.screens[0]!.root.children[0]!.children[0]!.props).toEqual({});
  });

  it('refuses a value or a name the declaration does not allow', () => {
    expect(setProp(testProject(), { screenId: 's1', nodeId: 'title', name: 'level', value: 7 })).toMatchObject({
      ok: false,
      error: { code: 'invalid-prop', message: expect.stringContaining('props.level') },
    });
    expect(setProp(testProject(), { screenId: 's1', nodeId: 'btn', name: 'colour', value: 'red' })).toMatchObject({ ok: false });
  });
});
