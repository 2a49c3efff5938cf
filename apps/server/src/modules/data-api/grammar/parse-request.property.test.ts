import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DataApiError } from './ast.ts';
import { MAX_ECHO_LENGTH } from './limits.ts';
import { parseRequest, type GrammarHeaders } from './parse-request.ts';
import { queryPairs } from './query-pairs.ts';

/** Characters that mean something to the grammar, to URLs or to SQL, and some that mean nothing. */
const special = ['"', "'", ';', '(', ')', ',', '.', ':', '::', '!', '*', '-', '->', '->>', '\\', '%', '%2', '%22', '%00', '%FF', '%E2%82', '&', '=', '+', ' ', '\t', '\n', '\0', '{', '}', '--', '/*', 'é', '𝒳', '\uD800', 'a', 'Z', '1', '0'];
const words = ['eq.', 'neq.', 'gt.', 'like.', 'ilike.', 'in.(', 'is.', 'null', 'not.', 'or(', 'and(', 'not.and(', 'cs.', 'fts(', 'select', 'order', 'limit', 'tasks', 'id', 'desc', 'nullslast', '!inner', 'count()', '.sum()', 'DROP TABLE x', "' OR 1=1 --"];

const piece = fc.oneof(fc.constantFrom(...special), fc.constantFrom(...words), fc.string({ maxLength: 8 }), fc.string({ unit: 'binary', maxLength: 4 }));
/** A string made of grammar-significant pieces: quotes, parentheses, operators, escapes, unicode. */
const tricky = fc.array(piece, { maxLength: 30 }).map((pieces) => pieces.join(''));
const keyword = fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'not.or', 'not.and', 'tasks.or', 'tasks.order', 'tasks.limit', 'columns', 'on_conflict', 'age', 'tasks.done', '"a b"');
const key = fc.oneof(keyword, tricky);
const value = fc.oneof(tricky, fc.string(), fc.string({ unit: 'binary' }));

/** Percent-encodes what `encodeURIComponent` can (lone surrogates it cannot are left raw). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
}

const encodedPair = fc.tuple(key, value, fc.boolean()).map(([name, text, raw]) => (raw ? `${name}=${text}` : `${encode(name)}=${encode(text)}`));
const query = fc.oneof(fc.array(encodedPair, { maxLength: 8 }).map((pairs) => pairs.join('&')), tricky, fc.string());
const headers = fc.record(
  { prefer: fc.oneof(tricky, fc.constant('count=exact, handling=strict, tx=rollback')), range: fc.oneof(tricky, fc.constant('0-49')), 'range-unit': fc.oneof(tricky, fc.constant('items')) },
  { requiredKeys: [] },
);

/** Every text the caller sent: the raw query, its decoded keys and values, the header values. */
function sentTexts(rawQuery: string, sent: GrammarHeaders): string[] {
  return [rawQuery, ...queryPairs(rawQuery).flatMap((pair) => [pair.key, pair.value ?? '']), ...Object.values(sent).filter((text) => text !== undefined)];
}

/** Fails when the error quotes more than MAX_ECHO_LENGTH consecutive characters of anything sent. */
function expectLittleEcho(error: DataApiError, sent: string[]): void {
  const window = MAX_ECHO_LENGTH + 1;
  for (const part of [error.message, error.details ?? '', error.hint ?? '']) {
    for (let start = 0; start + window <= part.length; start += 1) {
      const piece = part.slice(start, start + window);
      for (const text of sent) expect(text.includes(piece), `echoes ${JSON.stringify(piece)}`).toBe(false);
    }
  }
}

function checkAnswer(rawQuery: string, sent: GrammarHeaders): void {
  const result = parseRequest(rawQuery, sent);
  if (result.ok) return;
  expect(result.error.status).toBeGreaterThanOrEqual(400);
  expect(result.error.status).toBeLessThan(500);
  expect(result.error.code).toMatch(/^PGRST1\d\d$/);
  expect(result.error.message.length).toBeLessThan(400);
  expectLittleEcho(result.error, sentTexts(rawQuery, sent));
}

describe('parseRequest on arbitrary input', () => {
  it('never throws, answers ok or a 4xx DataApiError, and quotes at most ~100 characters of the input', () => {
    fc.assert(
      fc.property(query, headers, (rawQuery, sent) => checkAnswer(rawQuery, sent)),
      { numRuns: 1500 },
    );
  });

  it('holds for long keys and values too (past the value limit and the query limit)', () => {
    const longText = fc.oneof(fc.string({ minLength: 200, maxLength: 9000 }), fc.array(piece, { minLength: 100, maxLength: 600 }).map((pieces) => pieces.join('')));
    const prefix = fc.constantFrom('', 'eq.', 'in.(', '(', 'not.like.', 'a,b(');
    const long = fc
      .tuple(prefix, longText, key, fc.boolean())
      .map(([start, text, name, inKey]) => (inKey ? `${encode(name)}.${encode(text)}=eq.1` : `${encode(name)}=${start}${encode(text)}`));
    fc.assert(
      fc.property(long, (rawQuery) => checkAnswer(rawQuery, {})),
      { numRuns: 100 },
    );
  });
});
