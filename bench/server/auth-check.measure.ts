import { randomBytes, randomUUID } from 'node:crypto';
import { authPaths } from '@tessera/model';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/security/passwords.ts';
import { percentiles } from '../studio/percentiles.ts';

// What an authenticated request costs: GET /auth/userinfo (the auth hook, then one read of the
// user) through Fastify's inject, in process, so the figures are the server's own work without
// a socket. Sequential requests give the latency, `CONCURRENCY` requests in flight the throughput.
// Run it on two commits to compare (see bench/RESULTS.md); it uses only routes every version has.
// BENCH_POSTGRES_URL=postgres://…/postgres runs it on a new database of that server, else PGlite.
const WARMUP = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 3_000);
const CONCURRENCY = 16;
const THROUGHPUT_MS = 5_000;
const PASSWORD = 'correct horse battery staple';

const postgresUrl = process.env.BENCH_POSTGRES_URL?.trim() || null;
const databaseName = `tessera_bench_${randomBytes(4).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl! });
  await client.connect();
  try {
    // A pool's end() resolves before its clients have left: wait for them before a drop.
    for (let i = 0; i < 50 && statement.startsWith('DROP'); i += 1) {
      const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [databaseName]);
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseConfig() {
  if (!postgresUrl) return { kind: 'pglite' as const, dataDir: null };
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return { kind: 'postgres' as const, url: url.href };
}

let app: Awaited<ReturnType<typeof buildApp>>;
let token: string;

beforeAll(async () => {
  if (postgresUrl) await admin(`CREATE DATABASE ${databaseName}`);
  const base = loadConfig({ PUBLIC_URL: 'http://tessera.test', LOG_LEVEL: 'silent', STUDIO_DIST: '/nonexistent' });
  const config = { ...base, studioDist: null, database: databaseConfig() };
  const db = createDb(config.database);
  await migrateToLatest(db);
  const username = 'bench@example.com';
  await db
    .insertInto('users')
    .values({ id: randomUUID(), username, firstname: 'Bench', lastname: 'User', passwordHash: await hashPassword(PASSWORD), activatedAt: new Date(), createdAt: new Date() })
    .execute();
  app = await buildApp(config, { db, logger: false });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: authPaths.login, payload: { username, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json().tokenString;
});

afterAll(async () => {
  await app?.close();
  if (postgresUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

const userInfo = () => app.inject({ method: 'GET', url: authPaths.userInfo, headers: { authorization: `Bearer ${token}` } });

it('answers authenticated requests', async () => {
  const timings: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const started = performance.now();
    const response = await userInfo();
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(200);
    if (run >= WARMUP) timings.push(ms);
  }
  const latency = percentiles(timings);

  let done = 0;
  const until = performance.now() + THROUGHPUT_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        expect((await userInfo()).statusCode).toBe(200);
        done++;
      }
    }),
  );
  const perSecond = Math.round(done / (THROUGHPUT_MS / 1000));
  console.log(
    `GET /auth/userinfo on ${postgresUrl ? 'Postgres' : 'PGlite'}: ${latency.runs} sequential after ${WARMUP} warm-up: ` +
      `p50 ${latency.p50} ms, p95 ${latency.p95} ms, max ${latency.max} ms; ${CONCURRENCY} in flight for ${THROUGHPUT_MS / 1000} s: ${perSecond} requests/s`,
  );
});
