import { describe, expect, it } from 'vitest';
import type { Action } from '@tessera/model/definition';
import { runPreviewActions } from './preview-actions.ts';

function recorder() {
  const calls: string[] = [];
  return { calls, effects: { openUrl: (url: string) => calls.push(`open ${url}`), showMessage: (text: string) => calls.push(`show ${text}`) } };
}

describe('runPreviewActions', () => {
  it('runs openUrl and showMessage in order and skips other action types', () => {
    const actions: Action[] = [
      { id: 'a1', type: 'showMessage', params: { text: 'Saved' } },
      { id: 'a2', type: 'navigate', params: { screenId: 's2' } },
      { id: 'a3', type: 'openUrl', params: { url: 'https://example.com/docs' } },
    ];
    const { calls, effects } = recorder();
    runPreviewActions(actions, effects);
    expect(calls).toEqual(['show Saved', 'open https://example.com/docs']);
  });

  it('skips actions whose params cannot be used', () => {
    const actions: Action[] = [
      { id: 'a1', type: 'openUrl', params: { url: 'javascript:alert(1)' } },
      { id: 'a2', type: 'openUrl', params: {} },
      { id: 'a3', type: 'showMessage', params: { text: 42 } },
      { id: 'a4', type: 'showMessage', params: { text: '' } },
    ];
    const { calls, effects } = recorder();
    runPreviewActions(actions, effects);
    expect(calls).toEqual([]);
  });
});
