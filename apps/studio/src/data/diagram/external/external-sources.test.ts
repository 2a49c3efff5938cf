import type { Connector, SqlConnectorKind } from '@tessera/model/connectors';
import { describe, expect, test } from 'vitest';
import { externalSources, schemaToRead } from './external-sources.ts';

const stamp = { createdBy: null, updatedBy: null, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const sql = (id: string, name: string, kind: SqlConnectorKind): Connector => ({
  ...stamp,
  id,
  name,
  kind,
  settings: { host: 'db.example.com', port: 5432, database: 'shop', user: 'reader', password: { set: true }, tls: { mode: 'disable', caPem: null } },
});
const rest: Connector = { ...stamp, id: 'r', name: 'Weather', kind: 'rest', settings: { baseUrl: 'https://api.example.com', headers: [], auth: { kind: 'none' } } };

describe('external table sources', () => {
  test('database connectors only, by name; every SQL kind can be read, schemas chosen except on MySQL', () => {
    const sources = externalSources([sql('o', 'Ledger', 'oracle'), rest, sql('p', 'Shop', 'postgres'), sql('m', 'Crm', 'mysql'), sql('s', 'Archive', 'mssql')]);
    expect(sources.map((source) => [source.name, source.supported, source.hasSchemas, source.defaultSchema])).toEqual([
      ['Archive', true, true, 'dbo'],
      ['Crm', true, false, null],
      ['Ledger', true, true, null],
      ['Shop', true, true, 'public'],
    ]);
  });

  test('SQL Server reads dbo when none is typed; Oracle the user’s own schema (none asked for)', () => {
    const [archive, ledger] = externalSources([sql('s', 'Archive', 'mssql'), sql('o', 'Ledger', 'oracle')]);
    expect(schemaToRead(archive!, '')).toBe('dbo');
    expect(schemaToRead(archive!, ' sales ')).toBe('sales');
    expect(schemaToRead(ledger!, '  ')).toBeUndefined();
    expect(schemaToRead(ledger!, 'HR')).toBe('HR');
  });

  test('Postgres reads the schema typed, public when none; MySQL names no schema', () => {
    const [crm, shop] = externalSources([sql('p', 'Shop', 'postgres'), sql('m', 'Crm', 'mysql')]);
    expect(schemaToRead(shop!, '  sales ')).toBe('sales');
    expect(schemaToRead(shop!, '  ')).toBe('public');
    expect(schemaToRead(crm!, 'sales')).toBeUndefined();
  });
});
