import { getConstructionPlans } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { splitSqlStatements } from './sql-statements.ts';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons only', () => {
    const script = `
      BEGIN;
      select 'a;b', "we;ird" from t; -- a comment; with a semicolon
      /* block; /* nested; */ still; */ select 1;
      create function f() returns int as $$ select 1; $$ language sql;
      create function g() returns int as $body$ begin return 2; end; $body$ language plpgsql;
      select 'it''s; fine';
      ;
      COMMIT;`;
    expect(splitSqlStatements(script)).toEqual([
      'BEGIN',
      `select 'a;b', "we;ird" from t`,
      `-- a comment; with a semicolon\n      /* block; /* nested; */ still; */ select 1`,
      'create function f() returns int as $$ select 1; $$ language sql',
      'create function g() returns int as $body$ begin return 2; end; $body$ language plpgsql',
      `select 'it''s; fine'`,
      'COMMIT',
    ]);
  });

  it('keeps a $1 placeholder as text and leaves a single statement whole', () => {
    expect(splitSqlStatements('select $1::int')).toEqual(['select $1::int']);
  });

  it('cuts pg-boss schema script into statements that each start with a keyword', () => {
    const statements = splitSqlStatements(getConstructionPlans('pgboss'));
    expect(statements.length).toBeGreaterThan(20);
    expect(statements[0]).toBe('BEGIN');
    expect(statements.at(-1)).toBe('COMMIT');
    for (const statement of statements) expect(statement).toMatch(/^(--[^\n]*\n\s*)*[A-Za-z]/);
  });
});
