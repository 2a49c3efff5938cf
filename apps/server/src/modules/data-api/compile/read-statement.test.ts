import { describe, expect, it } from 'vitest';
import { modelFixture } from '../../../../test/helpers/model-fixture.ts';
import type { ParsedRequest } from '../grammar/ast.ts';
import { compileRead, pageWindow } from './read-statement.ts';
import { compiled } from './test-compiler.ts';

const model = modelFixture([{ name: 'items', primaryKey: 'integer', columns: [{ name: 'title', type: 'text' }] }]);
const items = model.tables[0]!;
const request = (overrides: Partial<ParsedRequest> = {}): ParsedRequest => ({
  select: [{ kind: 'star' }],
  filters: [],
  order: [],
  limits: [],
  range: null,
  prefer: { count: null, return: 'minimal', resolution: null, missing: 'null' },
  onConflict: null,
  columns: null,
  ...overrides,
});

describe('compileRead', () => {
  it('intersects limit/offset with Range and caps a page at 1,000 rows', () => {
    expect(pageWindow({ limit: null, offset: null }, null)).toEqual({ offset: 0, limit: 1000 });
    expect(pageWindow({ limit: 10, offset: 5 }, null)).toEqual({ offset: 5, limit: 10 });
    expect(pageWindow({ limit: null, offset: null }, { start: 10, end: 19 })).toEqual({ offset: 10, limit: 10 });
    expect(pageWindow({ limit: 5, offset: 0 }, { start: 3, end: 19 })).toEqual({ offset: 3, limit: 2 });
    expect(pageWindow({ limit: 5, offset: 10 }, { start: 0, end: 3 })).toEqual({ offset: 10, limit: 0 });
  });

  it('quotes identifiers from the model and sends every value as a parameter', () => {
    const hostile = "x'); drop table items; --";
    const { statement } = compileRead(
      { model, schemaName: 'app_s', table: items, principal: { kind: 'builder', userId: 'u' }, request: request({ select: [{ kind: 'column', name: 'title', alias: 'a"b' }], filters: [{ path: [], node: { kind: 'condition', column: 'title', negated: false, operator: 'eq', value: hostile } }] }) },
      { exactCount: true },
    );
    const { sql, parameters } = compiled(statement);
    expect(sql).not.toContain('drop table');
    expect(sql).not.toContain('a"b');
    expect(sql).toContain('"t0"."title" as "c0"');
    expect(sql).toContain('to_json("_page"."c0")');
    expect(sql).toContain('from "app_s"."items" as "t0"');
    // The page's one key (the alias, as JSON), the exact count over the same WHERE, then the rows.
    expect(parameters).toEqual(['{"a\\"b":', hostile, hostile, 1000, 0]);
  });
});
