import type { DataColumn } from '@tessera/model/data';
import { PostgresDialect, Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { conditionLiteral } from './rls-literals.ts';

// Compiles only: the dialect's pool is never used.
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: {} as never }) });

const column = (type: DataColumn['type'], enumValues: string[] = []): DataColumn => ({
  id: 'c',
  name: 'c',
  type,
  required: false,
  unique: false,
  defaultValue: null,
  enumValues,
  references: null,
});

const text = (type: DataColumn['type'], value: string, enumValues?: string[]) => conditionLiteral(column(type, enumValues), value)?.compile(db).sql ?? null;

describe('condition literals in policies', () => {
  it('writes a value of the column type as a typed constant', () => {
    expect(text('integer', '42')).toBe(`'42'::bigint`);
    expect(text('integer', '-9223372036854775808')).toBe(`'-9223372036854775808'::bigint`);
    expect(text('decimal', '3.25')).toBe(`'3.25'::numeric`);
    expect(text('boolean', 'true')).toBe(`'true'::boolean`);
    expect(text('date', '2026-02-28')).toBe(`'2026-02-28'::date`);
    expect(text('dateTime', '2026-02-28T10:00:00+02:00')).toBe(`'2026-02-28T08:00:00.000Z'::timestamptz`);
    expect(text('dateTime', '2026-02-28 10:00')).toBe(`'2026-02-28T10:00:00.000Z'::timestamptz`);
    expect(text('uuid', '0B0F5A38-2C4B-4C0E-9F1E-6A2E3D4C5B6A')).toBe(`'0b0f5a38-2c4b-4c0e-9f1e-6a2e3d4c5b6a'::uuid`);
    expect(text('json', '{"a":1}')).toBe(`'{"a":1}'::jsonb`);
    expect(text('enum', 'open', ['open', 'done'])).toBe(`'open'::text`);
    expect(text('text', `it's`)).toBe(`'it''s'::text`);
    expect(text('text', 'back\\slash')).toBe(` E'back\\\\slash'::text`);
  });

  it('refuses what the column cannot hold, so the clause matches no row', () => {
    expect(text('integer', '9223372036854775808')).toBeNull();
    expect(text('integer', '1; drop table t')).toBeNull();
    expect(text('decimal', '1e')).toBeNull();
    expect(text('boolean', 'yes')).toBeNull();
    expect(text('date', '2026-02-30')).toBeNull();
    expect(text('dateTime', 'tomorrow')).toBeNull();
    expect(text('uuid', 'not-a-uuid')).toBeNull();
    expect(text('json', '{')).toBeNull();
    expect(text('enum', 'other', ['open', 'done'])).toBeNull();
    expect(() => text('text', 'nul\u0000')).toThrow(/NUL/);
  });
});
