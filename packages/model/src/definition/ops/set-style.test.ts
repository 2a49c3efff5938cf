import { describe, expect, it } from 'vitest';
import { testScreen } from './op-test-kit.ts';
import { setStyle } from './set-style.ts';

describe('setStyle', () => {
  it('merges style properties and removes those set to null', () => {
    const first = setStyle(testScreen(), { nodeId: 'lbl', style: { color: '#f00', width: 120 } });
    if (!first.ok) throw new Error('first');
    const second = setStyle(first.screen, { nodeId: 'lbl', style: { width: null, height: '2rem' } });
    expect(second.ok && second.screen.root.children[0]!.children[1]!.style).toEqual({ color: '#f00', height: '2rem' });
  });

  it('refuses a value that is neither a string nor a finite number', () => {
    expect(setStyle(testScreen(), { nodeId: 'lbl', style: { width: Number.NaN } })).toMatchObject({ ok: false });
  });
});
