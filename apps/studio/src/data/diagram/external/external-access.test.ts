import { describe, expect, test } from 'vitest';
import { externalRuleColumns, ruleSchemaKey } from './external-access.ts';

const postgres = { id: 'c', name: 'PG', kind: 'postgres' as const, supported: true, hasSchemas: true, defaultSchema: 'public', user: 'app' };
const mysql = { ...postgres, kind: 'mysql' as const, hasSchemas: false, defaultSchema: null };
const mssql = { ...postgres, kind: 'mssql' as const, defaultSchema: 'dbo' };
const oracle = { ...postgres, kind: 'oracle' as const, defaultSchema: null, user: 'scott' };

describe('access rules of a connected table', () => {
  test('columns are named by their database names, the key first avoided', () => {
    const table = { name: 't', kind: 'table' as const, primaryKey: ['id'], foreignKeys: [], columns: ['id', 'owner'].map((name) => ({ name, databaseType: 'text', type: 'text' as const, nullable: true, default: null, primaryKey: name === 'id' })) };
    expect(externalRuleColumns(table)).toEqual({ columns: [{ key: 'id', label: 'id' }, { key: 'owner', label: 'owner' }], keyColumn: 'id' });
  });

  test('the default schema is stored as empty, as the server does', () => {
    expect(ruleSchemaKey(postgres, 'public')).toBe('');
    expect(ruleSchemaKey(postgres, 'sales')).toBe('sales');
    expect(ruleSchemaKey(mysql, undefined)).toBe('');
    expect(ruleSchemaKey(mssql, 'dbo')).toBe('');
    expect(ruleSchemaKey(mssql, 'sales')).toBe('sales');
    // Oracle: the connecting user's own schema, named or not, is the default.
    expect(ruleSchemaKey(oracle, undefined)).toBe('');
    expect(ruleSchemaKey(oracle, 'SCOTT')).toBe('');
    expect(ruleSchemaKey(oracle, 'HR')).toBe('HR');
  });
});
