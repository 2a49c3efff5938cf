import { describe, expect, it } from 'vitest';
import { inlineParameters, literalOf, UninlinableValueError } from './inline-parameters.ts';

const inline = (sql: string, ...parameters: unknown[]) => inlineParameters({ sql, parameters });

describe('literalOf', () => {
  it('writes each value as the literal of the text pg would send for it', () => {
    expect(literalOf(null)).toBe('NULL');
    expect(literalOf(undefined)).toBe('NULL');
    expect(literalOf("it's")).toBe("'it''s'");
    expect(literalOf('a\\b')).toBe(" E'a\\\\b'");
    expect(literalOf(42)).toBe("'42'");
    expect(literalOf(true)).toBe("'true'");
    expect(literalOf(['a', 'b"c', null])).toBe(String.raw` E'{"a","b\\"c",NULL}'`);
    expect(literalOf({ k: "v'" })).toBe(`'{"k":"v''"}'`);
    expect(literalOf(Buffer.from([0, 255]))).toBe(" E'\\\\x00ff'");
  });

  it('refuses the NUL character, which would end a simple-protocol message early', () => {
    expect(() => literalOf('a\0b')).toThrow(UninlinableValueError);
    expect(() => literalOf(['a\0'])).toThrow(UninlinableValueError);
  });
});

describe('inlineParameters', () => {
  it('replaces every placeholder, $10 apart from $1', () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    expect(inline('select $1, $10, $2::int', ...values)).toBe("select 'v1', 'v10', 'v2'::int");
  });

  it('leaves $n alone inside quoted identifiers, string literals, E-strings and names', () => {
    expect(inline(`select "a$1" , 'b$1', E'c\\'$1', x$1, $1`, 'v')).toBe(`select "a$1" , 'b$1', E'c\\'$1', x$1, 'v'`);
    expect(inline(`select "q""$1", 'it''s $1', $1`, 'v')).toBe(`select "q""$1", 'it''s $1', 'v'`);
  });

  it('refuses what it does not parse rather than guessing: dollar quotes, comments, unterminated quotes, a missing value', () => {
    expect(() => inline('select $$ $1 $$', 'v')).toThrow(/dollar quotes/);
    expect(() => inline('select $tag$ x $tag$')).toThrow(/dollar quotes/);
    expect(() => inline('select 1 -- $1', 'v')).toThrow(/comments/);
    expect(() => inline('select 1 /* $1 */', 'v')).toThrow(/comments/);
    expect(() => inline("select 'open $1", 'v')).toThrow(/unterminated/);
    expect(() => inline('select $2', 'v')).toThrow(/has no parameter/);
  });
});
