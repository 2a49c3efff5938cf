/**
 * Splits a script of several SQL statements at its top-level semicolons, keeping quoted text,
 * quoted identifiers, dollar-quoted bodies (`$$ … $$`, `$tag$ … $tag$`) and comments whole.
 * pg-boss sends its schema and maintenance blocks as one parameterless script; an extended-protocol
 * driver (PGlite's `query`, and any statement with parameters) runs one statement at a time.
 * Empty statements are dropped.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  const push = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (statement) statements.push(statement);
  };
  while (i < n) {
    const ch = script[i]!;
    const next = script[i + 1];
    if (ch === "'" || ch === '"') {
      i = skipQuoted(script, i, ch);
    } else if (ch === '-' && next === '-') {
      const end = script.indexOf('\n', i);
      i = end === -1 ? n : end + 1;
    } else if (ch === '/' && next === '*') {
      i = skipBlockComment(script, i);
    } else if (ch === '$') {
      const tag = /^\$[A-Za-z_][A-Za-z0-9_]*\$|^\$\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else {
        i += 1;
      }
    } else if (ch === ';') {
      push(i);
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  push(n);
  return statements;
}

/** The index after a quoted string or identifier starting at `from` (a doubled quote stays inside). */
function skipQuoted(script: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return i;
}

/** The index after a block comment starting at `from`; Postgres block comments nest. */
function skipBlockComment(script: string, from: number): number {
  let depth = 0;
  let i = from;
  while (i < script.length) {
    if (script[i] === '/' && script[i + 1] === '*') {
      depth += 1;
      i += 2;
    } else if (script[i] === '*' && script[i + 1] === '/') {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  return i;
}
