import { describe, expect, it } from 'vitest';
import { createFirstMounted } from './first-mounted.ts';

describe('createFirstMounted', () => {
  it('lets only the oldest mounted instance render, handing over when it leaves', () => {
    const registry = createFirstMounted();
    const [a, b] = [Symbol('a'), Symbol('b')];
    let changes = 0;
    const unsubscribe = registry.subscribe(() => changes++);
    const releaseA = registry.claim(a);
    const releaseB = registry.claim(b);
    expect([registry.isFirst(a), registry.isFirst(b)]).toEqual([true, false]);
    releaseA();
    expect(registry.isFirst(b)).toBe(true);
    releaseB();
    expect(registry.isFirst(b)).toBe(false);
    unsubscribe();
    registry.claim(a);
    expect(changes).toBe(4);
  });

  it('registers an instance once even if claimed twice', () => {
    const registry = createFirstMounted();
    const a = Symbol('a');
    registry.claim(a);
    const release = registry.claim(a);
    release();
    expect(registry.isFirst(a)).toBe(false);
  });
});
