import type { Connector } from '@tessera/model/connectors';
import { describe, expect, it } from 'vitest';
import { connectionTestPlan } from './connection-test.ts';
import { emptyForm, formOf } from './connector-form.ts';
import { clearSecret, typeSecret } from './secret-field.ts';

const postgres: Connector = {
  id: 'c1',
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  name: 'Orders',
  kind: 'postgres',
  settings: { host: 'db.example.com', port: 5432, database: 'orders', user: 'app', password: { set: true }, tls: { mode: 'require', caPem: null } },
};

describe('connectionTestPlan', () => {
  it('tests a new connector’s settings unsaved, without needing a name', () => {
    const form = { ...emptyForm('postgres'), host: '127.0.0.1', database: 'postgres', user: 'postgres' };
    expect(connectionTestPlan(form, null)).toEqual({
      kind: 'unsaved',
      body: { kind: 'postgres', settings: { host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', tls: { mode: 'verify-full', caPem: null } } },
    });
  });

  it('refuses settings the shared schema refuses, on their fields, and sends nothing', () => {
    const plan = connectionTestPlan({ ...emptyForm('postgres'), host: '', database: 'orders', user: 'app', port: '70000' }, null);
    expect(plan.kind).toBe('invalid');
    expect(Object.keys(plan.kind === 'invalid' ? plan.errors : {}).sort()).toEqual(['settings.host', 'settings.port']);
  });

  it('tests the saved connector while its settings and saved password are unchanged', () => {
    expect(connectionTestPlan(formOf(postgres), postgres)).toEqual({ kind: 'saved', connectorId: 'c1' });
  });

  it('asks for the password again when settings changed but the saved password is kept', () => {
    expect(connectionTestPlan({ ...formOf(postgres), port: '6543' }, postgres)).toEqual({ kind: 'needsPassword' });
  });

  it('tests unsaved settings with a retyped password, or without one once it is removed', () => {
    const form = formOf(postgres);
    const typed = connectionTestPlan({ ...form, port: '6543', password: typeSecret(form.password, 'pw') }, postgres);
    expect(typed).toMatchObject({ kind: 'unsaved', body: { settings: { port: 6543, password: 'pw' } } });
    const removed = connectionTestPlan({ ...form, password: clearSecret(form.password, true) }, postgres);
    expect(removed.kind).toBe('unsaved');
    expect(removed.kind === 'unsaved' && 'password' in removed.body.settings!).toBe(false);
  });

  it('has no plan for a REST connector', () => {
    expect(() => connectionTestPlan(emptyForm('rest'), null)).toThrow();
  });
});
