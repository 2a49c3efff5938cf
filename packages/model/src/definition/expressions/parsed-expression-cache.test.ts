import { describe, expect, it } from 'vitest';
import { ExpressionFailure } from './expression-errors.ts';
import { createParsedExpressionCache } from './parsed-expression-cache.ts';

describe('createParsedExpressionCache', () => {
  it('parses once, keeps at most its limit and drops the least recently used', () => {
    const cache = createParsedExpressionCache(2);
    const first = cache.parse('1 + 1');
    expect(cache.parse('1 + 1')).toBe(first);
    cache.parse('2');
    cache.parse('1 + 1'); // used again: now "2" is the least recently used
    cache.parse('3');
    expect(cache.size).toBe(2);
    expect(cache.has('1 + 1')).toBe(true);
    expect(cache.has('2')).toBe(false);
    expect(cache.has('3')).toBe(true);
  });

  it('caches a parse failure and throws it again', () => {
    const cache = createParsedExpressionCache(2);
    expect(() => cache.parse('1 +')).toThrow(ExpressionFailure);
    expect(cache.has('1 +')).toBe(true);
    expect(() => cache.parse('1 +')).toThrow(ExpressionFailure);
  });
});
