import { describe, expect, it } from 'vitest';
import { oracleOwnSchema, schemaKeyOf } from './external-schema-key.ts';

const oracle = (user: string) => ({ kind: 'oracle' as const, settings: { user } });

describe('schema keys of access rules', () => {
  it("keys each kind's default schema empty, any other by its name", () => {
    expect(schemaKeyOf({ kind: 'postgres', settings: { user: 'app' } }, 'public')).toBe('');
    expect(schemaKeyOf({ kind: 'postgres', settings: { user: 'app' } }, 'sales')).toBe('sales');
    expect(schemaKeyOf({ kind: 'mssql', settings: { user: 'sa' } }, 'dbo')).toBe('');
    expect(schemaKeyOf({ kind: 'mssql', settings: { user: 'sa' } }, 'hr')).toBe('hr');
    expect(schemaKeyOf({ kind: 'mysql', settings: { user: 'root' } }, 'test')).toBe('');
  });

  it("keys an Oracle owner that is the connecting user's own schema as the default, named or not", () => {
    expect(schemaKeyOf(oracle('scott'), '')).toBe('');
    expect(schemaKeyOf(oracle('scott'), 'SCOTT')).toBe('');
    expect(schemaKeyOf(oracle('SCOTT'), 'SCOTT')).toBe('');
    // The dictionary's spelling only: a lower-case owner is another (quoted) schema.
    expect(schemaKeyOf(oracle('scott'), 'scott')).toBe('scott');
    expect(schemaKeyOf(oracle('scott'), 'HR')).toBe('HR');
    expect(schemaKeyOf(oracle('"Mixed"'), 'Mixed')).toBe('');
    expect(schemaKeyOf(oracle('"Mixed"'), 'MIXED')).toBe('MIXED');
    expect(schemaKeyOf(oracle('gateway[app_owner]'), 'APP_OWNER')).toBe('');
    expect(schemaKeyOf(oracle('gateway[app_owner]'), 'GATEWAY')).toBe('GATEWAY');
  });

  it("reads the schema an Oracle login lands in", () => {
    expect(oracleOwnSchema('scott')).toBe('SCOTT');
    expect(oracleOwnSchema('"scott"')).toBe('scott');
    expect(oracleOwnSchema('proxy["Target"]')).toBe('Target');
  });
});
