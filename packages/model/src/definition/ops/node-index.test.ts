import { describe, expect, it } from 'vitest';
import { buildNodeIndex, isSelfOrDescendant } from './node-index.ts';
import { testScreen } from './op-test-kit.ts';

describe('buildNodeIndex', () => {
  it('indexes every node and its parent', () => {
    const index = buildNodeIndex(testScreen().root);
    expect(index.nodeById.size).toBe(9);
    expect(index.nodeById.get('title')?.type).toBe('heading');
    expect(index.parentById.get('root')).toBeNull();
    expect(index.parentById.get('title')).toBe('card');
    expect(isSelfOrDescendant(index, 'title', 'rep')).toBe(true);
    expect(isSelfOrDescendant(index, 'rep', 'rep')).toBe(true);
    expect(isSelfOrDescendant(index, 'btn', 'rep')).toBe(false);
  });
});
