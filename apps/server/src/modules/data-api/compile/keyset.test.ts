import { PGlite } from '@electric-sql/pglite';
import type { DataColumn } from '@tessera/model/data';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comesAfterSql, keysetOrderSql, keysetPositionSql, keysetTerms, type KeysetTerm, type ResolvedOrderTerm } from './keyset.ts';
import { compiled } from './test-compiler.ts';

const column = (name: string, type: DataColumn['type']): DataColumn => ({
  id: name,
  name,
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues: [],
  references: null,
});

const key = column('id', 'integer');
const columns = [column('label', 'text'), column('score', 'integer'), column('price', 'decimal'), column('due', 'date'), column('at', 'dateTime'), column('done', 'boolean')];
const byName = (name: string) => columns.find((c) => c.name === name)!;

// Few distinct values per column, so rows tie on every term and NULLs sit among them.
const rows = Array.from({ length: 18 }, (_, i) => ({
  id: i + 1,
  label: i % 5 === 0 ? null : ['b', "it's, \"x\"", 'a'][i % 3]!,
  score: i % 4 === 1 ? null : (i % 3) - 1,
  price: i % 6 === 2 ? null : ['1.50', '-2', '1.5'][i % 3]!,
  due: i % 7 === 3 ? null : ['2026-01-02', '2025-12-31'][i % 2]!,
  at: i % 5 === 4 ? null : ['2026-03-01T10:30:00.123456+02:00', '2026-03-01T08:30:00Z'][i % 2]!,
  done: i % 4 === 2 ? null : i % 3 === 0,
}));

const directions = ['asc', 'desc'] as const;
const placements = [null, 'first', 'last'] as const;
const every = (name: string): ResolvedOrderTerm[] => directions.flatMap((direction) => placements.map((nulls) => ({ column: byName(name), direction, nulls })));

describe('the keyset of an export', () => {
  const db = new PGlite();
  const run = async (piece: ReturnType<typeof sql>) => {
    const { sql: text, parameters } = compiled(piece);
    return (await db.query<Record<string, unknown>>(text, parameters as unknown[])).rows;
  };

  beforeAll(async () => {
    await db.exec(`set timezone = 'Europe/Paris'; create table t (id bigint primary key, label text, score bigint, price numeric, due date, at timestamptz, done boolean)`);
    for (const row of rows) {
      await db.query('insert into t values ($1, $2, $3, $4, $5, $6, $7)', [row.id, row.label, row.score, row.price, row.due, row.at, row.done]);
    }
  });
  afterAll(async () => {
    await db.close();
  });

  /** Walks the order from every row's position: what comes after it is exactly the rest of the order. */
  async function expectWalks(order: ResolvedOrderTerm[]): Promise<void> {
    const terms = keysetTerms(order, key);
    const sorted = await run(sql`select id, ${keysetPositionSql('r', terms)} as position from t as r ${keysetOrderSql('r', terms)}`);
    expect(sorted).toHaveLength(rows.length);
    const ids = sorted.map((row) => Number(row.id));
    for (const [index, row] of sorted.entries()) {
      const after = await run(sql`select id from t as r where ${comesAfterSql('r', terms, row.position as Array<string | null>)} ${keysetOrderSql('r', terms)}`);
      const label = order.map((term) => `${term.column.name}.${term.direction}.${term.nulls ?? 'default'}`).join(',');
      expect(after.map((found) => Number(found.id)), `${label} after row ${String(row.id)}`).toEqual(ids.slice(index + 1));
    }
  }

  it('resolves nulls placement as Postgres does and ends with the primary key unless already ordered by it', () => {
    const label = byName('label');
    const placementOf = (terms: KeysetTerm[]) => terms.map((term) => [term.column.name, term.direction, term.nullsFirst]);
    expect(placementOf(keysetTerms([{ column: label, direction: 'asc', nulls: null }], key))).toEqual([['label', 'asc', false], ['id', 'asc', false]]);
    expect(placementOf(keysetTerms([{ column: label, direction: 'desc', nulls: null }], key))).toEqual([['label', 'desc', true], ['id', 'asc', false]]);
    expect(placementOf(keysetTerms([{ column: label, direction: 'desc', nulls: 'last' }, { column: key, direction: 'desc', nulls: null }], key))).toEqual([['label', 'desc', false], ['id', 'desc', true]]);
    expect(placementOf(keysetTerms([], key))).toEqual([['id', 'asc', false]]);
  });

  it.each(columns.map((c) => c.name))('continues after any row ordered by %s, each direction and nulls placement', async (name) => {
    for (const term of every(name)) await expectWalks([term]);
  });

  it('continues after any row of two- and three-term orders of mixed directions and nulls', async () => {
    for (const first of every('label')) {
      for (const second of every('score')) await expectWalks([first, second]);
    }
    for (const [a, b, c] of [
      ['done', 'due', 'price'],
      ['at', 'label', 'done'],
      ['price', 'done', 'score'],
    ] as const) {
      for (const direction of directions) {
        await expectWalks([
          { column: byName(a), direction, nulls: 'first' },
          { column: byName(b), direction: direction === 'asc' ? 'desc' : 'asc', nulls: 'last' },
          { column: byName(c), direction, nulls: null },
        ]);
      }
    }
  });

  it('continues after the key alone, and after a key ordered descending', async () => {
    await expectWalks([]);
    await expectWalks([{ column: key, direction: 'desc', nulls: null }]);
  });

  it('passes every value as a parameter cast to its column type, NULLs as IS NULL', () => {
    const terms = keysetTerms([{ column: byName('label'), direction: 'desc', nulls: 'last' }, { column: byName('due'), direction: 'asc', nulls: 'first' }], key);
    const { sql: text, parameters } = compiled(comesAfterSql('r', terms, ["it's", null, '7']));
    expect(parameters).toEqual(["it's", "it's", "it's", '7']);
    expect(text).toBe(
      '(("r"."label" < cast($1 as text) or "r"."label" is null) or ("r"."label" = cast($2 as text) and "r"."due" is not null) or ("r"."label" = cast($3 as text) and "r"."due" is null and "r"."id" > cast($4 as bigint)))',
    );
  });

  it('refuses a position that does not match the order', () => {
    expect(() => comesAfterSql('r', keysetTerms([], key), ['1', '2'])).toThrow('a keyset position has 1 values, not 2');
  });
});
