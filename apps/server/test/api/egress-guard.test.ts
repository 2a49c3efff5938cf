import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { EgressError } from '../../src/net/egress/errors.ts';
import { parseEgressPolicy } from '../../src/net/egress/policy.ts';
import { concurrentDatabases, testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

async function failureOf(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

describe.each(testDatabases)('the egress guard on the app context (%s)', (kind) => {
  const testApp = useTestApp(kind);

  it('is on with nothing opened: the platform’s database, Redis and the metadata service are refused', async () => {
    const { egress, config } = testApp().app.ctx;
    expect(egress.policy).toBe(config.egress);
    expect(egress.policy.open).toEqual([]);
    for (const [host, port] of [['127.0.0.1', 5432], ['localhost.', 6379], ['10.0.0.5', 3306], ['::1', 5432]] as const) {
      const error = await failureOf(egress.resolve(host, port));
      expect(['refused', 'dns']).toContain(error.failure);
    }
    expect((await failureOf(egress.fetch('http://169.254.169.254/latest/meta-data/'))).failure).toBe('refused');
    expect((await failureOf(egress.connect('0x7f.1', 6379))).failure).toBe('refused');
  });
});

describe.each(concurrentDatabases)('a real Postgres reached through the guard (%s)', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1');
  const port = Number(url.port || 5432);
  const testApp = useTestApp('postgres', { egress: parseEgressPolicy(`${url.hostname}:${port}`) });

  it('opens the one address and port EGRESS_ALLOW names, and a driver connects to the checked address', async () => {
    const { egress } = testApp().app.ctx;
    const target = await egress.resolve(url.hostname, port);
    const client = new pg.Client({
      host: target.addresses[0]!.address,
      port: target.port,
      user: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database: url.pathname.slice(1) || 'postgres',
    });
    await client.connect();
    try {
      expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await client.end();
    }
    expect((await failureOf(egress.resolve(url.hostname, port + 1))).failure).toBe('refused');
  });
});
