import type { DataColumn } from '@tessera/model/data';
import { describe, expect, it } from 'vitest';
import { displayTextOf, editorTextOf, instantOf, parseCellText, wallTimeOf } from './cell-values.ts';

const column = (type: DataColumn['type'], required = false, enumValues: string[] = []) => ({ type, required, enumValues });

describe('parsing editor text by type', () => {
  it('keeps text as typed and turns empty text of other types into null', () => {
    expect(parseCellText(column('text'), '  a b ')).toEqual({ ok: true, value: '  a b ' });
    expect(parseCellText(column('longText'), '')).toEqual({ ok: true, value: '' });
    expect(parseCellText(column('integer'), '  ')).toEqual({ ok: true, value: null });
    expect(parseCellText(column('integer', true), '')).toEqual({ ok: false, problem: 'required' });
    expect(parseCellText(column('file'), ' a/b.png ')).toEqual({ ok: true, value: 'a/b.png' });
  });

  it('reads numbers, keeping big integers and long decimals as text', () => {
    expect(parseCellText(column('integer'), ' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseCellText(column('integer'), '+7')).toEqual({ ok: true, value: 7 });
    expect(parseCellText(column('integer'), '9223372036854775807')).toEqual({ ok: true, value: '9223372036854775807' });
    expect(parseCellText(column('integer'), '4.5')).toEqual({ ok: false, problem: 'integer' });
    expect(parseCellText(column('decimal'), '-4.25')).toEqual({ ok: true, value: -4.25 });
    expect(parseCellText(column('decimal'), '0.10')).toEqual({ ok: true, value: '0.10' });
    expect(parseCellText(column('decimal'), '1e3')).toEqual({ ok: true, value: '1e3' });
    expect(parseCellText(column('decimal'), '1,5')).toEqual({ ok: false, problem: 'decimal' });
  });

  it('reads booleans, dates, uuids, enums and json', () => {
    expect(parseCellText(column('boolean'), 'true')).toEqual({ ok: true, value: true });
    expect(parseCellText(column('boolean'), 'yes')).toEqual({ ok: false, problem: 'boolean' });
    expect(parseCellText(column('date'), '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(parseCellText(column('date'), '2023-02-29')).toEqual({ ok: false, problem: 'date' });
    expect(parseCellText(column('uuid'), 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toEqual({ ok: true, value: 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' });
    expect(parseCellText(column('uuid'), 'nope')).toEqual({ ok: false, problem: 'uuid' });
    expect(parseCellText(column('enum', false, ['open', 'done']), 'done')).toEqual({ ok: true, value: 'done' });
    expect(parseCellText(column('enum', false, ['open', 'done']), 'Done')).toEqual({ ok: false, problem: 'enum' });
    expect(parseCellText(column('json'), '{"a":[1,2]}')).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(parseCellText(column('json'), '{a:1}')).toEqual({ ok: false, problem: 'json' });
  });

  it('edits date-times in local wall-clock time and sends instants', () => {
    const instant = instantOf('2026-03-01T09:30:15');
    expect(instant).toMatch(/^2026-0[23]-\d\dT\d\d:\d\d:15\.000Z$/);
    expect(wallTimeOf(instant ?? '')).toBe('2026-03-01T09:30:15');
    expect(instantOf('2026-03-01T09:30')).not.toBeNull();
    expect(instantOf('2026-02-30T09:30:00')).toBeNull();
    expect(instantOf('2026-03-01T24:00:00')).toBeNull();
    const parsed = parseCellText(column('dateTime'), '2026-03-01T09:30:15');
    expect(parsed).toEqual({ ok: true, value: instant });
    expect(parseCellText(column('dateTime'), 'tomorrow')).toEqual({ ok: false, problem: 'dateTime' });
    // A column without a zone keeps the wall-clock time typed, whatever the browser's zone.
    expect(parseCellText({ ...column('dateTime'), wallClock: true }, ' 2026-03-01T09:30 ')).toEqual({ ok: true, value: '2026-03-01T09:30:00' });
    expect(parseCellText({ ...column('dateTime'), wallClock: true }, '2026-02-30T09:30:00')).toEqual({ ok: false, problem: 'dateTime' });
  });
});

describe('editor text and display text of stored values', () => {
  it('starts editors from the stored value', () => {
    expect(editorTextOf('text', null)).toBe('');
    expect(editorTextOf('integer', 12)).toBe('12');
    expect(editorTextOf('boolean', false)).toBe('false');
    expect(editorTextOf('date', '2026-01-31')).toBe('2026-01-31');
    expect(editorTextOf('json', { a: 1 })).toBe('{\n  "a": 1\n}');
    const stored = '2026-01-31T10:00:00+00:00';
    expect(editorTextOf('dateTime', stored)).toBe(wallTimeOf(stored));
  });

  it('round-trips every type through its editor text', () => {
    const cases: [DataColumn['type'], unknown][] = [
      ['text', 'hello'],
      ['integer', -3],
      ['decimal', 2.5],
      ['boolean', true],
      ['date', '2026-12-31'],
      ['uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
      ['json', { nested: [1, { b: null }] }],
      ['enum', 'open'],
      ['dateTime', '2026-06-15T08:00:00.000Z'],
    ];
    for (const [type, value] of cases) {
      expect(parseCellText(column(type, false, ['open']), editorTextOf(type, value))).toEqual({ ok: true, value });
    }
  });

  it('shows values on one line, null as null', () => {
    expect(displayTextOf('text', null)).toBeNull();
    expect(displayTextOf('json', { a: 1 })).toBe('{"a":1}');
    expect(displayTextOf('boolean', true)).toBe('true');
    expect(displayTextOf('dateTime', 'not a time')).toBe('not a time');
    expect(displayTextOf('dateTime', '2026-01-31T10:00:00Z')).toMatch(/^2026-01-3\d \d\d:00:00$/);
  });
});
