import { describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import { COMPILED_READ_MAX_CHARS, type CompiledReadSource, compiledReadKey, CompiledReads } from './compiled-reads.ts';

const source: CompiledReadSource = {
  projectId: '00000000-0000-4000-8000-000000000001',
  environment: 'live',
  version: 3,
  table: 'notes',
  principal: { kind: 'endUser', userId: 'a', roles: ['editor'] },
  query: 'select=id&order=id',
  prefer: undefined,
  range: undefined,
  rangeUnit: undefined,
};

describe('compiled reads', () => {
  it('keys a read by every input of the compiler, the caller whole', () => {
    const key = compiledReadKey(source);
    expect(compiledReadKey({ ...source })).toBe(key);
    const others: CompiledReadSource[] = [
      { ...source, projectId: '00000000-0000-4000-8000-000000000002' },
      { ...source, environment: 'draft' },
      { ...source, version: 4 },
      { ...source, table: 'notes2' },
      { ...source, principal: { kind: 'endUser', userId: 'b', roles: ['editor'] } },
      { ...source, principal: { kind: 'endUser', userId: 'a', roles: [] } },
      { ...source, principal: { kind: 'endUser', userId: 'a', roles: ['editor', 'admin'] } },
      { ...source, principal: { kind: 'anonymous' } },
      { ...source, principal: { kind: 'builder', userId: 'a' } },
      { ...source, query: 'select=id&order=id.desc' },
      { ...source, prefer: 'count=exact' },
      { ...source, range: '0-9' },
      { ...source, rangeUnit: 'items' },
      // Values that would run together if the parts were only joined.
      { ...source, table: 'notes","x', query: 'select=id' },
    ];
    const keys = new Set([key, ...others.map(compiledReadKey)]);
    expect(keys.size).toBe(others.length + 1);
  });

  it('keeps the most recently used reads up to its capacity', () => {
    const reads = new CompiledReads(2);
    const read = (n: number) => ({ compiled: { sql: `select ${n}`, parameters: [] } as never, window: { offset: 0, limit: n } });
    reads.remember('a', read(1));
    reads.remember('b', read(2));
    expect(reads.get('a')?.window.limit).toBe(1);
    reads.remember('c', read(3));
    expect([reads.get('a')?.window.limit, reads.get('b'), reads.get('c')?.window.limit, reads.size]).toEqual([1, undefined, 3, 2]);
  });

  it('keeps only the SQL and values of a read, and no read too big to keep', () => {
    const reads = new CompiledReads();
    const window = { offset: 0, limit: 50 };
    const compiled = { ...CompiledQuery.raw('select $1', ['x']), query: { kind: 'SelectQueryNode', huge: 'tree' } } as unknown as CompiledQuery;
    reads.remember('small', { compiled, window });
    expect(reads.get('small')?.compiled).toMatchObject({ sql: 'select $1', parameters: ['x'], query: { kind: 'RawNode' } });
    reads.remember('long SQL', { compiled: CompiledQuery.raw(`select ${'1,'.repeat(COMPILED_READ_MAX_CHARS / 2)}1`), window });
    reads.remember('long values', { compiled: CompiledQuery.raw('select $1', ['v'.repeat(COMPILED_READ_MAX_CHARS)]), window });
    reads.remember('long key'.repeat(COMPILED_READ_MAX_CHARS / 8), { compiled: CompiledQuery.raw('select 1'), window });
    expect(reads.size).toBe(1);
  });
});
