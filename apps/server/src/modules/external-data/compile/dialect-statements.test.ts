import { describe, expect, test } from 'vitest';
import { dataApiCodes } from '../../data-api/data-api-error.ts';
import { compileExternalRead, type ExternalReadInput } from './read-statement.ts';
import type { PredicateCaller, RowPredicate } from './row-predicate.ts';
import type { CompiledStatement, SqlDialect } from './sql-dialect.ts';
import { inEachDialect, itemsTable, projectsTable, refusedInEachDialect, request, targetIn, tasksTable } from './test-fixtures.ts';
import { compileExternalDelete, compileExternalInsert, compileExternalUpdate, compileExternalUpsert, compileReselectByKeys, type ExternalWriteInput } from './write-statement.ts';

/** The same operations compiled for Postgres, MySQL, MSSQL and Oracle, each expected exactly (SQL and parameters). */

const nobody: PredicateCaller = { endUserId: null };
type Expected = Record<SqlDialect, [string, unknown[]]>;
const pairs = (statements: Record<SqlDialect, CompiledStatement>) =>
  Object.fromEntries(Object.entries(statements).map(([dialect, statement]) => [dialect, [statement.sql, [...statement.parameters]]]));

const readInput = (dialect: SqlDialect, query: string, headers = {}, more: Partial<ExternalReadInput> = {}): ExternalReadInput => ({
  target: targetIn(dialect),
  request: request(query, headers),
  predicate: null,
  caller: nobody,
  ...more,
});
const page = (query: string, headers = {}, more: (dialect: SqlDialect) => Partial<ExternalReadInput> = () => ({})) =>
  pairs(inEachDialect((dialect) => compileExternalRead(readInput(dialect, query, headers, more(dialect))).page));

const writeInput = (dialect: SqlDialect, query: string, headers = {}, predicate: RowPredicate | null = null, caller = nobody): ExternalWriteInput => ({
  target: targetIn(dialect),
  request: request(query, headers),
  predicate,
  caller,
});
const representation = { prefer: 'return=representation' };
const allColumns = (quote: (name: string) => string) => ['id', 'title', 'done', 'due', 'created_at', 'score', 'owner'].map(quote).join(', ');
const dq = (name: string) => `"${name}"`;
/** MSSQL's select list of every column: the decimal as its exact text (tedious reads decimals as doubles). */
const mssqlColumns = (quote: (name: string) => string) =>
  ['id', 'title', 'done', 'due', 'created_at', 'score', 'owner'].map((name) => (name === 'score' ? `convert(varchar(100), ${quote(name)}) as "score"` : quote(name))).join(', ');
const bq = (name: string) => `\`${name}\``;

describe('reads', () => {
  test('a select list, every filter kind nested, an order with nulls and a page, with the access rule', () => {
    const query = 'select=id,name:title&done=is.true&title=ilike.*a_b*&or=(score.gt.1.5,and(due.eq.2024-02-29,not.owner.in.(x,y)))&order=due.desc.nullslast,title&limit=10&offset=20';
    const expected: Expected = {
      postgres: [
        `select "id", "title" as "name" from "sales"."tasks" where ("done" is true and "title" ilike $1 and ("score" > $2 or ("due" = $3 and not ("owner" in ($4, $5)))) and "owner" = $6) order by "due" desc nulls last, "title" asc limit 10 offset 20`,
        ['%a_b%', '1.5', '2024-02-29', 'x', 'y', 'u1'],
      ],
      mysql: [
        'select `id`, `title` as `name` from `sales`.`tasks` where ((`done` is not null and `done` = 1) and lower(`title`) like lower(?) and (`score` > ? or (`due` = ? and not (`owner` in (?, ?)))) and `owner` = ?) order by case when `due` is null then 1 else 0 end, `due` desc, case when `title` is null then 1 else 0 end, `title` asc limit 10 offset 20',
        ['%a_b%', '1.5', '2024-02-29', 'x', 'y', 'u1'],
      ],
      mssql: [
        `select "id", "title" as "name" from "sales"."tasks" where (("done" is not null and "done" = 1) and lower("title") like lower(@1) and ("score" > @2 or ("due" = @3 and not ("owner" in (@4, @5)))) and "owner" = @6) order by case when "due" is null then 1 else 0 end, "due" desc, case when "title" is null then 1 else 0 end, "title" asc offset 20 rows fetch next 10 rows only`,
        ['%a_b%', '1.5', '2024-02-29', 'x', 'y', 'u1'],
      ],
      oracle: [
        `select "id", "title" as "name" from "sales"."tasks" where (("done" is not null and "done" = 1) and lower("title") like lower(:1) and ("score" > :2 or ("due" = :3 and not ("owner" in (:4, :5)))) and "owner" = :6) order by "due" desc nulls last, "title" asc offset 20 rows fetch next 10 rows only`,
        ['%a_b%', '1.5', new Date('2024-02-29T00:00:00Z'), 'x', 'y', 'u1'],
      ],
    };
    expect(page(query, {}, () => ({ predicate: { kind: 'ownedByCaller', column: 'owner' }, caller: { endUserId: 'u1' } }))).toEqual(expected);
  });

  test('the exact count runs under the same filters and rule', () => {
    const counts = pairs(inEachDialect((dialect) => compileExternalRead(readInput(dialect, 'created_at=gte.2024-01-02T03:04:05Z&done=not.is.false&limit=5')).count));
    const expected: Expected = {
      postgres: [`select count(*) as "count" from "sales"."tasks" where ("created_at" >= $1 and not ("done" is false))`, ['2024-01-02T03:04:05.000Z']],
      mysql: ['select count(*) as `count` from `sales`.`tasks` where (`created_at` >= ? and not ((`done` is not null and `done` = 0)))', ['2024-01-02 03:04:05.000']],
      mssql: [`select count(*) as "count" from "sales"."tasks" where ("created_at" >= @1 and not (("done" is not null and "done" = 0)))`, [new Date('2024-01-02T03:04:05Z')]],
      oracle: [`select count(*) as "count" from "sales"."tasks" where ("created_at" >= :1 and not (("done" is not null and "done" = 0)))`, [new Date('2024-01-02T03:04:05Z')]],
    };
    expect(counts).toEqual(expected);
  });

  test('like, is null, an empty in list, a negated comparison and nulls first; the page starts at the offset', () => {
    const expected: Expected = {
      postgres: [`select ${allColumns(dq)} from "sales"."tasks" where ("title" like $1 and "due" is null and 1 = 0 and not ("score" <= $2)) order by "score" asc nulls first limit 1000 offset 5`, ['Re%', '2']],
      mysql: [`select ${allColumns(bq)} from \`sales\`.\`tasks\` where (\`title\` like cast(? as binary) and \`due\` is null and 1 = 0 and not (\`score\` <= ?)) order by case when \`score\` is null then 0 else 1 end, \`score\` asc limit 1000 offset 5`, ['Re%', '2']],
      mssql: [`select ${mssqlColumns(dq)} from "sales"."tasks" where ("title" collate Latin1_General_BIN2 like @1 and "due" is null and 1 = 0 and not ("score" <= @2)) order by case when "score" is null then 0 else 1 end, "score" asc offset 5 rows fetch next 1000 rows only`, ['Re%', '2']],
      oracle: [`select ${allColumns(dq)} from "sales"."tasks" where ("title" like :1 and "due" is null and 1 = 0 and not ("score" <= :2)) order by "score" asc nulls first offset 5 rows fetch next 1000 rows only`, ['Re%', '2']],
    };
    expect(page('title=like.Re*&due=is.null&id=in.()&score=not.lte.2&order=score.asc.nullsfirst&offset=5')).toEqual(expected);
  });

  test('MSSQL pages by the primary key without an order, and by (select null) without a key; an empty window asks for no row', () => {
    expect(page('select=title&limit=0')).toEqual({
      postgres: [`select "title" from "sales"."tasks" where (1 = 1 and 1 = 0) limit 1 offset 0`, []],
      mysql: ['select `title` from `sales`.`tasks` where (1 = 1 and 1 = 0) limit 1 offset 0', []],
      mssql: [`select "title" from "sales"."tasks" where (1 = 1 and 1 = 0) order by "id" offset 0 rows fetch next 1 rows only`, []],
      oracle: [`select "title" from "sales"."tasks" where (1 = 1 and 1 = 0) offset 0 rows fetch next 1 rows only`, []],
    } satisfies Expected);
    const keyless = (dialect: SqlDialect) => ({ target: targetIn(dialect, 'sales', { ...tasksTable('notes'), primaryKey: [] }) });
    expect(page('select=id&limit=2', {}, keyless)).toEqual({
      postgres: [`select "id" from "sales"."notes" where 1 = 1 limit 2 offset 0`, []],
      mysql: ['select `id` from `sales`.`notes` where 1 = 1 limit 2 offset 0', []],
      mssql: [`select "id" from "sales"."notes" where 1 = 1 order by (select null) offset 0 rows fetch next 2 rows only`, []],
      oracle: [`select "id" from "sales"."notes" where 1 = 1 offset 0 rows fetch next 2 rows only`, []],
    } satisfies Expected);
  });

  test('a row predicate of every kind, on a table in the default schema', () => {
    const predicate: RowPredicate = {
      kind: 'or',
      children: [
        { kind: 'ownedByCaller', column: 'owner' },
        { kind: 'and', children: [{ kind: 'compare', column: 'done', op: 'eq', value: true }, { kind: 'not', child: { kind: 'isNull', column: 'due' } }, { kind: 'in', column: 'id', values: [1, '2'] }] },
        { kind: 'none' },
      ],
    };
    const more = (dialect: SqlDialect) => ({ target: targetIn(dialect, null), predicate, caller: { endUserId: 'u-7' } });
    expect(page('select=id', {}, more)).toEqual({
      postgres: [`select "id" from "tasks" where ("owner" = $1 or ("done" = $2 and not ("due" is null) and "id" in ($3, $4)) or 1 = 0) limit 1000 offset 0`, ['u-7', true, 1, 2]],
      mysql: ['select `id` from `tasks` where (`owner` = ? or (`done` = ? and not (`due` is null) and `id` in (?, ?)) or 1 = 0) limit 1000 offset 0', ['u-7', 1, 1, 2]],
      mssql: [`select "id" from "tasks" where ("owner" = @1 or ("done" = @2 and not ("due" is null) and "id" in (@3, @4)) or 1 = 0) order by "id" offset 0 rows fetch next 1000 rows only`, ['u-7', 1, 1, 2]],
      oracle: [`select "id" from "tasks" where ("owner" = :1 or ("done" = :2 and not ("due" is null) and "id" in (:3, :4)) or 1 = 0) offset 0 rows fetch next 1000 rows only`, ['u-7', 1, 1, 2]],
    } satisfies Expected);
    const owned = (dialect: SqlDialect) => ({ predicate: { kind: 'ownedByCaller', column: 'owner' } as RowPredicate, caller: nobody, target: targetIn(dialect, null) });
    expect(page('select=id', {}, owned).postgres).toEqual([`select "id" from "tasks" where 1 = 0 limit 1000 offset 0`, []]);
  });
});

describe('embeds through foreign keys', () => {
  const related = [projectsTable, itemsTable];
  test('to-many: an array of objects, empty when none', () => {
    const more = (dialect: SqlDialect) => ({ target: targetIn(dialect, 'sales', projectsTable), related });
    expect(page('select=name,things:items(label,id)&limit=5', {}, more)).toEqual({
      postgres: [`select "name", (select coalesce(json_agg(json_build_object('label', "embedded"."label", 'id', "embedded"."id")), '[]'::json) from "sales"."items" as "embedded" where "embedded"."project_id" = "sales"."projects"."id") as "things" from "sales"."projects" where 1 = 1 limit 5 offset 0`, []],
      mysql: ['select `name`, (select coalesce(json_arrayagg(json_object(\'label\', `embedded`.`label`, \'id\', `embedded`.`id`)), json_array()) from `sales`.`items` as `embedded` where `embedded`.`project_id` = `sales`.`projects`.`id`) as `things` from `sales`.`projects` where 1 = 1 limit 5 offset 0', []],
      mssql: [`select "name", coalesce((select "embedded"."label" as "label", "embedded"."id" as "id" from "sales"."items" as "embedded" where "embedded"."project_id" = "sales"."projects"."id" for json path, include_null_values), '[]') as "things" from "sales"."projects" where 1 = 1 order by "id" offset 0 rows fetch next 5 rows only`, []],
      oracle: [`select "name", (select coalesce(json_arrayagg(json_object(key 'label' value "embedded"."label", key 'id' value "embedded"."id" null on null returning clob) returning clob), to_clob('[]')) from "sales"."items" "embedded" where "embedded"."project_id" = "sales"."projects"."id") as "things" from "sales"."projects" where 1 = 1 offset 0 rows fetch next 5 rows only`, []],
    } satisfies Expected);
  });

  test('to-one with !inner: an object, and only rows that have one', () => {
    const more = (dialect: SqlDialect) => ({ target: targetIn(dialect, 'sales', itemsTable), related });
    const exists = (from: string) => `exists (select 1 from ${from} where "embedded"."id" = "sales"."items"."project_id")`;
    expect(page('select=label,projects!inner(*)&limit=5', {}, more)).toEqual({
      postgres: [`select "label", (select json_build_object('id', "embedded"."id", 'name', "embedded"."name") from "sales"."projects" as "embedded" where "embedded"."id" = "sales"."items"."project_id") as "projects" from "sales"."items" where (1 = 1 and ${exists('"sales"."projects" as "embedded"')}) limit 5 offset 0`, []],
      mysql: ['select `label`, (select json_object(\'id\', `embedded`.`id`, \'name\', `embedded`.`name`) from `sales`.`projects` as `embedded` where `embedded`.`id` = `sales`.`items`.`project_id`) as `projects` from `sales`.`items` where (1 = 1 and exists (select 1 from `sales`.`projects` as `embedded` where `embedded`.`id` = `sales`.`items`.`project_id`)) limit 5 offset 0', []],
      mssql: [`select "label", (select "embedded"."id" as "id", "embedded"."name" as "name" from "sales"."projects" as "embedded" where "embedded"."id" = "sales"."items"."project_id" for json path, include_null_values, without_array_wrapper) as "projects" from "sales"."items" where (1 = 1 and ${exists('"sales"."projects" as "embedded"')}) order by "id" offset 0 rows fetch next 5 rows only`, []],
      oracle: [`select "label", (select json_object(key 'id' value "embedded"."id", key 'name' value "embedded"."name" null on null returning clob) from "sales"."projects" "embedded" where "embedded"."id" = "sales"."items"."project_id") as "projects" from "sales"."items" where (1 = 1 and ${exists('"sales"."projects" "embedded"')}) offset 0 rows fetch next 5 rows only`, []],
    } satisfies Expected);
  });

  test('an embed of no related table, of an unknown one, or nested, is refused', () => {
    const read = (query: string) => (dialect: SqlDialect) => compileExternalRead({ ...readInput(dialect, query), target: targetIn(dialect, 'sales', projectsTable), related });
    refusedInEachDialect(read('select=id,tasks(*)'), dataApiCodes.relationNotFound, /The table "projects" has no relationship with "tasks"\./);
    refusedInEachDialect(read('select=id,items(label,projects(name))'), dataApiCodes.relationNotFound, /An embed inside "items" is not available/);
    refusedInEachDialect(read('select=id,items(label)&items.label=eq.x'), dataApiCodes.notEmbedded, /A filter on the embedded "items"/);
  });
});

describe('writes', () => {
  test('an insert of several rows answers them: RETURNING, OUTPUT, or a re-select by key', () => {
    const compiled = inEachDialect((dialect) => compileExternalInsert(writeInput(dialect, '', representation), [{ id: 1, title: 'a', done: true }, { id: 2, title: 'b' }]));
    expect(pairs({ postgres: compiled.postgres.statement, mysql: compiled.mysql.statement, mssql: compiled.mssql.statement, oracle: compiled.oracle.statement })).toEqual({
      postgres: [`insert into "sales"."tasks" ("id", "title", "done") values ($1, $2, $3), ($4, $5, $6) returning ${allColumns(dq)}`, [1, 'a', true, 2, 'b', null]],
      mysql: ['insert into `sales`.`tasks` (`id`, `title`, `done`) values (?, ?, ?), (?, ?, ?)', [1, 'a', 1, 2, 'b', null]],
      mssql: [`insert into "sales"."tasks" ("id", "title", "done") output ${mssqlColumns((name) => `inserted."${name}"`)} values (@1, @2, @3), (@4, @5, @6)`, [1, 'a', 1, 2, 'b', null]],
      oracle: [`insert all into "sales"."tasks" ("id", "title", "done") values (:1, :2, :3) into "sales"."tasks" ("id", "title", "done") values (:4, :5, :6) select 1 from dual`, [1, 'a', 1, 2, 'b', null]],
    } satisfies Expected);
    expect([compiled.postgres.written, compiled.mysql.written, compiled.mssql.written, compiled.oracle.written]).toEqual([{ kind: 'returned' }, { kind: 'reselectByPrimaryKey' }, { kind: 'returned' }, { kind: 'reselectByPrimaryKey' }]);
  });

  test('missing=default writes DEFAULT for the keys a row leaves out; date-times are bound in UTC per driver', () => {
    const compiled = inEachDialect((dialect) => compileExternalInsert(writeInput(dialect, '', { prefer: 'missing=default' }), [{ title: 'a', created_at: '2024-05-06T07:08:09.123+02:00' }, { id: 9, score: 12.5 }]));
    const utc = new Date('2024-05-06T05:08:09.123Z');
    expect(pairs({ postgres: compiled.postgres.statement, mysql: compiled.mysql.statement, mssql: compiled.mssql.statement, oracle: compiled.oracle.statement })).toEqual({
      postgres: [`insert into "sales"."tasks" ("id", "title", "created_at", "score") values (default, $1, $2, default), ($3, default, default, $4)`, ['a', '2024-05-06T05:08:09.123Z', 9, '12.5']],
      mysql: ['insert into `sales`.`tasks` (`id`, `title`, `created_at`, `score`) values (default, ?, ?, default), (?, default, default, ?)', ['a', '2024-05-06 05:08:09.123', 9, '12.5']],
      mssql: [`insert into "sales"."tasks" ("id", "title", "created_at", "score") values (default, @1, @2, default), (@3, default, default, @4)`, ['a', utc, 9, '12.5']],
      oracle: [`insert all into "sales"."tasks" ("id", "title", "created_at", "score") values (default, :1, :2, default) into "sales"."tasks" ("id", "title", "created_at", "score") values (:3, default, default, :4) select 1 from dual`, ['a', utc, 9, '12.5']],
    } satisfies Expected);
    expect(Object.values(compiled).map((write) => write.written)).toEqual([{ kind: 'none' }, { kind: 'none' }, { kind: 'none' }, { kind: 'none' }]);
  });

  test('an update by filter; MySQL and Oracle read the keys of the rows it changes first', () => {
    const compiled = inEachDialect((dialect) => compileExternalUpdate(writeInput(dialect, 'id=eq.1', representation), { title: 'x', due: '2024-03-01' }));
    expect(pairs({ postgres: compiled.postgres.statement, mysql: compiled.mysql.statement, mssql: compiled.mssql.statement, oracle: compiled.oracle.statement })).toEqual({
      postgres: [`update "sales"."tasks" set "title" = $1, "due" = $2 where "id" = $3 returning ${allColumns(dq)}`, ['x', '2024-03-01', 1]],
      mysql: ['update `sales`.`tasks` set `title` = ?, `due` = ? where `id` = ?', ['x', '2024-03-01', 1]],
      mssql: [`update "sales"."tasks" set "title" = @1, "due" = @2 output ${mssqlColumns((name) => `inserted."${name}"`)} where "id" = @3`, ['x', '2024-03-01', 1]],
      oracle: [`update "sales"."tasks" set "title" = :1, "due" = :2 where "id" = :3`, ['x', new Date('2024-03-01T00:00:00Z'), 1]],
    } satisfies Expected);
    expect(compiled.mysql.written).toEqual({ kind: 'keysBefore', statement: { sql: 'select `id` from `sales`.`tasks` where `id` = ?', parameters: [1] } });
    expect(compiled.oracle.written).toEqual({ kind: 'keysBefore', statement: { sql: `select "id" from "sales"."tasks" where "id" = :1`, parameters: [1] } });
    const negated = inEachDialect((dialect) => compileExternalUpdate(writeInput(dialect, 'not.and=(id.gte.1,id.lt.3)'), { done: false }).statement);
    expect(pairs(negated)).toEqual({
      postgres: [`update "sales"."tasks" set "done" = $1 where not (("id" >= $2 and "id" < $3))`, [false, 1, 3]],
      mysql: ['update `sales`.`tasks` set `done` = ? where not ((`id` >= ? and `id` < ?))', [0, 1, 3]],
      mssql: [`update "sales"."tasks" set "done" = @1 where not (("id" >= @2 and "id" < @3))`, [0, 1, 3]],
      oracle: [`update "sales"."tasks" set "done" = :1 where not (("id" >= :2 and "id" < :3))`, [0, 1, 3]],
    } satisfies Expected);
  });

  test('a delete by filter and rule; MySQL and Oracle read the rows before they go', () => {
    const compiled = inEachDialect((dialect) => compileExternalDelete(writeInput(dialect, 'id=gt.5', representation, { kind: 'ownedByCaller', column: 'owner' }, { endUserId: 'u-1' })));
    expect(pairs({ postgres: compiled.postgres.statement, mysql: compiled.mysql.statement, mssql: compiled.mssql.statement, oracle: compiled.oracle.statement })).toEqual({
      postgres: [`delete from "sales"."tasks" where ("id" > $1 and "owner" = $2) returning ${allColumns(dq)}`, [5, 'u-1']],
      mysql: ['delete from `sales`.`tasks` where (`id` > ? and `owner` = ?)', [5, 'u-1']],
      mssql: [`delete from "sales"."tasks" output ${mssqlColumns((name) => `deleted."${name}"`)} where ("id" > @1 and "owner" = @2)`, [5, 'u-1']],
      oracle: [`delete from "sales"."tasks" where ("id" > :1 and "owner" = :2)`, [5, 'u-1']],
    } satisfies Expected);
    expect(compiled.oracle.written).toEqual({ kind: 'rowsBefore', statement: { sql: `select ${allColumns(dq)} from "sales"."tasks" where ("id" > :1 and "owner" = :2)`, parameters: [5, 'u-1'] } });
  });

  test('an upsert on the primary key merges the other columns', () => {
    const compiled = inEachDialect((dialect) => compileExternalUpsert(writeInput(dialect, '', { prefer: 'resolution=merge-duplicates' }), [{ id: 1, title: 'a' }, { id: 2, title: 'b' }]).statement);
    expect(pairs(compiled)).toEqual({
      postgres: [`insert into "sales"."tasks" ("id", "title") values ($1, $2), ($3, $4) on conflict ("id") do update set "title" = "excluded"."title"`, [1, 'a', 2, 'b']],
      mysql: ['insert into `sales`.`tasks` (`id`, `title`) values (?, ?), (?, ?) on duplicate key update `title` = values(`title`)', [1, 'a', 2, 'b']],
      mssql: [
        `merge into "sales"."tasks" with (holdlock) as "target" using (values (@1, @2), (@3, @4)) as "source" ("id", "title") on ("target"."id" = "source"."id") when matched then update set "target"."title" = "source"."title" when not matched then insert ("id", "title") values ("source"."id", "source"."title");`,
        [1, 'a', 2, 'b'],
      ],
      oracle: [
        `merge into "sales"."tasks" "target" using (select :1 as "id", :2 as "title" from dual union all select :3 as "id", :4 as "title" from dual) "source" on ("target"."id" = "source"."id") when matched then update set "target"."title" = "source"."title" when not matched then insert ("id", "title") values ("source"."id", "source"."title")`,
        [1, 'a', 2, 'b'],
      ],
    } satisfies Expected);
  });

  test('an upsert on a unique column that ignores duplicates', () => {
    const compiled = inEachDialect((dialect) => compileExternalUpsert(writeInput(dialect, 'on_conflict=title', { prefer: 'resolution=ignore-duplicates,return=representation' }), [{ id: 3, title: 't' }]).statement);
    expect(pairs(compiled)).toEqual({
      postgres: [`insert into "sales"."tasks" ("id", "title") values ($1, $2) on conflict ("title") do nothing returning ${allColumns(dq)}`, [3, 't']],
      mysql: ['insert into `sales`.`tasks` (`id`, `title`) values (?, ?) on duplicate key update `title` = `title`', [3, 't']],
      mssql: [
        `merge into "sales"."tasks" with (holdlock) as "target" using (values (@1, @2)) as "source" ("id", "title") on ("target"."title" = "source"."title") when not matched then insert ("id", "title") values ("source"."id", "source"."title") output ${mssqlColumns((name) => `inserted."${name}"`)};`,
        [3, 't'],
      ],
      oracle: [`merge into "sales"."tasks" "target" using (select :1 as "id", :2 as "title" from dual) "source" on ("target"."title" = "source"."title") when not matched then insert ("id", "title") values ("source"."id", "source"."title")`, [3, 't']],
    } satisfies Expected);
  });

  test('written rows are read back by their keys', () => {
    expect(pairs(inEachDialect((dialect) => compileReselectByKeys(targetIn(dialect), [{ id: 1 }, { id: '2' }])))).toEqual({
      postgres: [`select ${allColumns(dq)} from "sales"."tasks" where ("id" = $1 or "id" = $2)`, [1, 2]],
      mysql: [`select ${allColumns(bq)} from \`sales\`.\`tasks\` where (\`id\` = ? or \`id\` = ?)`, [1, 2]],
      mssql: [`select ${allColumns(dq)} from "sales"."tasks" where ("id" = @1 or "id" = @2)`, [1, 2]],
      oracle: [`select ${allColumns(dq)} from "sales"."tasks" where ("id" = :1 or "id" = :2)`, [1, 2]],
    } satisfies Expected);
  });
});

describe('refusals, the same in every dialect', () => {
  const read = (query: string) => (dialect: SqlDialect) => compileExternalRead(readInput(dialect, query));
  test('a name that is not a column of the introspected table', () => {
    refusedInEachDialect(read('select=id,secret'), dataApiCodes.columnNotFound, /The table "tasks" has no column "secret"\./);
    refusedInEachDialect(read('nope=eq.1'), dataApiCodes.columnNotFound);
    refusedInEachDialect(read('order=nope.desc'), dataApiCodes.columnNotFound);
    refusedInEachDialect((dialect) => compileExternalInsert(writeInput(dialect, ''), [{ title: 'a', extra: 1 }]), dataApiCodes.bodyColumnNotFound);
  });

  test('a value its column cannot take', () => {
    refusedInEachDialect(read('done=eq.yes'), dataApiCodes.invalidValue, /The value "yes" does not fit the column "done", which takes true or false\./);
    refusedInEachDialect(read('due=eq.2023-02-30'), dataApiCodes.invalidValue);
    refusedInEachDialect(read('id=in.(1,x)'), dataApiCodes.invalidValue);
    refusedInEachDialect(read('score=gt.1e'), dataApiCodes.invalidValue);
    refusedInEachDialect(read('created_at=lt.yesterday'), dataApiCodes.invalidValue);
    refusedInEachDialect((dialect) => compileExternalInsert(writeInput(dialect, ''), [{ title: 5 }]), dataApiCodes.invalidValue);
  });

  test('an operator that does not apply to the column', () => {
    refusedInEachDialect(read('id=like.1*'), dataApiCodes.operatorNotApplicable);
    refusedInEachDialect(read('title=is.true'), dataApiCodes.operatorNotApplicable);
  });

  test('an update or delete without a filter', () => {
    refusedInEachDialect((dialect) => compileExternalDelete(writeInput(dialect, '')), dataApiCodes.filterRequired, /A delete needs a filter/);
    refusedInEachDialect((dialect) => compileExternalUpdate(writeInput(dialect, '', {}, { kind: 'all' }), { title: 'x' }), dataApiCodes.filterRequired);
  });

  test('embeds, and filters or orders on them, are not compiled yet', () => {
    refusedInEachDialect(read('select=id,owner(name)'), dataApiCodes.relationNotFound);
    refusedInEachDialect(read('owner.name=eq.x'), dataApiCodes.notEmbedded);
  });

  test('an upsert whose rows lack the conflict column, or a table without a key', () => {
    refusedInEachDialect((dialect) => compileExternalUpsert(writeInput(dialect, '', { prefer: 'resolution=merge-duplicates' }), [{ title: 'a' }]), dataApiCodes.invalidBody, /needs the column "id"/);
    refusedInEachDialect(
      (dialect) => compileExternalUpsert({ ...writeInput(dialect, ''), target: targetIn(dialect, 'sales', { ...tasksTable(), primaryKey: [] }) }, [{ id: 1, title: 'a' }]),
      dataApiCodes.invalidBody,
      /has no primary key/,
    );
  });
});

describe('access rules in upserts and embeds', () => {
  const owned: RowPredicate = { kind: 'ownedByCaller', column: 'owner' };
  const caller: PredicateCaller = { endUserId: 'u-1' };

  test('an upsert held to the update rule changes only the existing rows the rule passes', () => {
    const compiled = inEachDialect((dialect) => () => compileExternalUpsert(writeInput(dialect, '', { prefer: 'resolution=merge-duplicates' }, owned, caller), [{ id: 1, title: 'a', owner: 'u-1' }]).statement);
    expect(pairs({ postgres: compiled.postgres(), mysql: compiled.mysql() } as Record<SqlDialect, CompiledStatement>)).toEqual({
      postgres: [`insert into "sales"."tasks" ("id", "title", "owner") values ($1, $2, $3) on conflict ("id") do update set "title" = "excluded"."title", "owner" = "excluded"."owner" where "tasks"."owner" = $4`, [1, 'a', 'u-1', 'u-1']],
      mysql: ['insert into `sales`.`tasks` (`id`, `title`, `owner`) values (?, ?, ?) on duplicate key update `title` = if(`owner` = ?, values(`title`), `title`), `owner` = if(`owner` = ?, values(`owner`), `owner`)', [1, 'a', 'u-1', 'u-1', 'u-1']],
    });
    // MERGE carries it on the matched rows, over the target's columns as they were.
    expect(pairs({ mssql: compiled.mssql(), oracle: compiled.oracle() } as Record<SqlDialect, CompiledStatement>)).toEqual({
      mssql: [
        `merge into "sales"."tasks" with (holdlock) as "target" using (values (@1, @2, @3)) as "source" ("id", "title", "owner") on ("target"."id" = "source"."id") when matched and "target"."owner" = @4 then update set "target"."title" = "source"."title", "target"."owner" = "source"."owner" when not matched then insert ("id", "title", "owner") values ("source"."id", "source"."title", "source"."owner");`,
        [1, 'a', 'u-1', 'u-1'],
      ],
      oracle: [
        `merge into "sales"."tasks" "target" using (select :1 as "id", :2 as "title", :3 as "owner" from dual) "source" on ("target"."id" = "source"."id") when matched then update set "target"."title" = "source"."title", "target"."owner" = "source"."owner" where "target"."owner" = :4 when not matched then insert ("id", "title", "owner") values ("source"."id", "source"."title", "source"."owner")`,
        [1, 'a', 'u-1', 'u-1'],
      ],
    });
    // A rule of several clauses, and one no row passes (a visitor owns nothing): still one MERGE each.
    const clauses: RowPredicate = { kind: 'and', children: [owned, { kind: 'compare', column: 'done', op: 'eq', value: false }] };
    const both = (dialect: SqlDialect, predicate: RowPredicate, who: PredicateCaller) => compileExternalUpsert(writeInput(dialect, '', { prefer: 'resolution=merge-duplicates' }, predicate, who), [{ id: 1, title: 'a' }]).statement;
    expect(both('mssql', clauses, caller).sql).toContain('when matched and ("target"."owner" = @3 and "target"."done" = @4) then update set "target"."title" = "source"."title" when not matched');
    expect(both('mssql', clauses, caller).parameters).toEqual([1, 'a', 'u-1', 0]);
    expect(both('oracle', clauses, caller).sql).toContain('update set "target"."title" = "source"."title" where ("target"."owner" = :3 and "target"."done" = :4) when not matched');
    expect(both('mssql', owned, { endUserId: null }).sql).toContain('when matched and 1 = 0 then update');
    expect(both('oracle', owned, { endUserId: null }).sql).toContain('"source"."title" where 1 = 0 when not matched');
    // Ignoring duplicates changes no existing row: no rule to hold.
    const ignoring = compileExternalUpsert(writeInput('postgres', '', { prefer: 'resolution=ignore-duplicates' }, owned, caller), [{ id: 1, owner: 'u-1' }]).statement;
    expect(ignoring.sql).toBe('insert into "sales"."tasks" ("id", "owner") values ($1, $2) on conflict ("id") do nothing');
  });

  test('an embedded table’s read rule joins its subquery, qualified by the subquery’s alias', () => {
    const predicates = new Map<string, RowPredicate>([['items', { kind: 'compare', column: 'label', op: 'eq', value: 'x' }]]);
    const compiled = compileExternalRead({ ...readInput('postgres', 'select=name,items(id)&limit=5'), target: targetIn('postgres', 'sales', projectsTable), related: [projectsTable, itemsTable], embedPredicates: predicates, caller });
    expect([compiled.page.sql, [...compiled.page.parameters]]).toEqual([
      `select "name", (select coalesce(json_agg(json_build_object('id', "embedded"."id")), '[]'::json) from "sales"."items" as "embedded" where "embedded"."project_id" = "sales"."projects"."id" and "embedded"."label" = $1) as "items" from "sales"."projects" where 1 = 1 limit 5 offset 0`,
      ['x'],
    ]);
  });
});
