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
  test('database connectors only, by name; Postgres and MySQL can be read, the others are listed as not yet', () => {
    const sources = externalSources([sql('o', 'Ledger', 'oracle'), rest, sql('p', 'Shop', 'postgres'), sql('m', 'Crm', 'mysql'), sql('s', 'Archive', 'mssql')]);
    expect(sources.map((source) => [source.name, source.supported, source.hasSchemas])).toEqual([
      ['Archive', false, false],
      ['Crm', true, false],
      ['Ledger', false, false],
      ['Shop', true, true],
    ]);
  });

  test('Postgres reads the schema typed, public when none; MySQL names no schema', () => {
    const [crm, shop] = externalSources([sql('p', 'Shop', 'postgres'), sql('m', 'Crm', 'mysql')]);
    expect(schemaToRead(shop!, '  sales ')).toBe('sales');
    expect(schemaToRead(shop!, '  ')).toBe('public');
    expect(schemaToRead(crm!, 'sales')).toBeUndefined();
  });
});
