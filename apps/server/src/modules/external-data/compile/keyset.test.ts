import { describe, expect, test } from 'vitest';
import { externalKeysetTerms, positionOf } from './keyset.ts';
import { compileExternalRead } from './read-statement.ts';
import { inEachDialect, request, targetIn, tasksTable } from './test-fixtures.ts';

/** An export batch's statement in each dialect: after a position, in the total order, with the position selected. */
describe('keyset batches of an export', () => {
  test('the total order is the requested one then the key; a table without a key has none', () => {
    const target = targetIn('postgres');
    expect(externalKeysetTerms(target, [{ column: 'score', direction: 'desc', nulls: null }])?.map((term) => [term.column.name, term.direction, term.nullsFirst])).toEqual([
      ['score', 'desc', true],
      ['id', 'asc', false],
    ]);
    expect(externalKeysetTerms(target, [{ column: 'id', direction: 'desc', nulls: null }])?.map((term) => term.column.name)).toEqual(['id']);
    expect(externalKeysetTerms(targetIn('mysql', null, { ...tasksTable(), primaryKey: [] }), [])).toBeNull();
    expect(() => externalKeysetTerms(target, [{ column: 'nope', direction: 'asc', nulls: null }])).toThrow(/has no column/);
  });

  test('each dialect continues after the position (going down, NULLs came first), MySQL numbers compared as exact decimals', () => {
    const statements = inEachDialect((dialect) => {
      const target = targetIn(dialect);
      const terms = externalKeysetTerms(target, [{ column: 'score', direction: 'desc', nulls: null }])!;
      const statement = compileExternalRead({ target, request: request('select=id&limit=1000'), predicate: null, caller: { endUserId: null }, keyset: { terms, after: ['4.50', '17'] } }).page;
      return [statement.sql, [...statement.parameters]];
    });
    expect(statements.postgres).toEqual([
      `select "id", cast("score" as text) as "_tessera_key_0", cast("id" as text) as "_tessera_key_1" from "sales"."tasks" where ("score" < $1 or ("score" = $2 and "id" > $3)) order by "score" desc nulls first, "id" asc nulls last limit 1000 offset 0`,
      ['4.50', '4.50', '17'],
    ]);
    expect(statements.mysql).toEqual([
      'select `id`, `score` as `_tessera_key_0`, `id` as `_tessera_key_1` from `sales`.`tasks` where (`score` < cast(? as decimal(65,30)) or (`score` = cast(? as decimal(65,30)) and `id` > cast(? as decimal(65,30)))) order by case when `score` is null then 0 else 1 end, `score` desc, case when `id` is null then 1 else 0 end, `id` asc limit 1000 offset 0',
      ['4.50', '4.50', '17'],
    ]);
  });

  test('after a NULL going down: every value, or later NULLs by key; the first batch has no condition', () => {
    const target = targetIn('postgres');
    const terms = externalKeysetTerms(target, [{ column: 'score', direction: 'desc', nulls: null }])!;
    const afterNull = compileExternalRead({ target, request: request('select=id'), predicate: null, caller: { endUserId: null }, keyset: { terms, after: [null, '3'] } }).page;
    expect(afterNull.sql).toContain(`where ("score" is not null or ("score" is null and "id" > $1))`);
    const first = compileExternalRead({ target, request: request('select=id'), predicate: null, caller: { endUserId: null }, keyset: { terms, after: null } }).page;
    expect(first.sql).toContain('where 1 = 1 order by');
    expect(positionOf(terms, { id: 3, _tessera_key_0: null, _tessera_key_1: '3' })).toEqual([null, '3']);
  });
});
