// Shared set-up of the data API benches: a new database on the Postgres server of
// BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), the built Tessera
// server on it (apps/server/dist/main.js: `node apps/server/build.mjs` first), a builder signed up
// through the API, a project whose tables are made by a data-model change (so their row-level
// security policies and grants are the product's own), rows loaded straight into the project's
// draft schema, and end-user tokens minted as the server would.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import pg from 'pg';
import { freePort, root, waitForPage } from './lib.mjs';

export const postgresUrl = process.env.BENCH_POSTGRES_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'correct horse battery staple';
const DEVICE_KEY = 'bench-device-key-0123456789abcdef0123';

/** Runs one statement on the Postgres server's maintenance database. */
async function admin(statement) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of a database of the bench's Postgres server. */
export function databaseUrl(name) {
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * A new, empty database; `drop()` removes it (forcing its connections out). `url` is the bench's
 * own (superuser) connection. With `BENCH_APP_USER=1` the server is to connect as a user of the
 * README's set-up (`serverUrl`): no superuser, no BYPASSRLS, CREATEROLE, owning the database, so
 * the forced row-level security holds for it; otherwise `serverUrl` is `url`.
 */
export async function createBenchDatabase() {
  const name = `tessera_bench_${randomBytes(4).toString('hex')}`;
  if (process.env.BENCH_APP_USER !== '1') {
    await admin(`CREATE DATABASE ${name}`);
    return { name, url: databaseUrl(name), serverUrl: databaseUrl(name), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
  }
  const user = `${name}_user`;
  await admin(`CREATE ROLE ${user} LOGIN NOSUPERUSER NOBYPASSRLS CREATEROLE`);
  await admin(`CREATE DATABASE ${name} OWNER ${user}`);
  const serverUrl = new URL(databaseUrl(name));
  serverUrl.username = user;
  const drop = async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`DROP ROLE IF EXISTS ${user}`);
  };
  return { name, url: databaseUrl(name), serverUrl: serverUrl.href, drop };
}

/**
 * Starts a Node script as a child process; `stop()` ends it and waits. `BENCH_CHILD_NODE_FLAGS`
 * adds Node flags to the children (`--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a run's
 * time goes; Node refuses those in NODE_OPTIONS).
 */
export function startProcess(script, args, env) {
  const flags = (process.env.BENCH_CHILD_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, script, ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return {
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The built server on `dbUrl`, listening on a free loopback port. */
export async function startTessera(dbUrl) {
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error('Build the server first: node apps/server/build.mjs');
  const port = await freePort();
  const jwtSecret = randomBytes(32).toString('base64url');
  const server = startProcess(main, [], {
    DATABASE_URL: dbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    STUDIO_DIST: '/nonexistent-studio-dist',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForPage(`${url}/health`, 'ok', Date.now());
  return { url, jwtSecret, pid: server.pid, stop: server.stop };
}

async function json(response, expected) {
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${text.slice(0, 500)}`);
  return text ? JSON.parse(text) : null;
}

/** Signs a builder up through the API (activation link read from the outbox) and in. */
export async function signUpBuilder(url, dbUrl) {
  const username = `bench.${randomBytes(3).toString('hex')}@example.com`;
  const post = (path, body, headers = {}) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  await json(await post('/auth/signup', { firstname: 'Bench', lastname: 'Builder', username, password: PASSWORD, deviceKey: DEVICE_KEY }), 200);
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  let text;
  try {
    ({ rows: [{ text }] } = await client.query('SELECT text FROM outbox_emails WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [username]));
  } finally {
    await client.end();
  }
  const link = new URL(text.match(/https?:\/\/\S+confirm-email\S*/)[0]);
  await json(await post('/auth/confirmemail', { token: link.searchParams.get('token'), username: link.searchParams.get('username'), deviceKey: DEVICE_KEY }), 200);
  const { tokenString } = await json(await post('/auth/login', { username, password: PASSWORD }), 200);
  const info = await json(await fetch(`${url}/auth/userinfo`, { headers: { authorization: `Bearer ${tokenString}` } }), 200);
  return { headers: { authorization: `Bearer ${tokenString}`, domainname: info.lastUsedDomainName }, post };
}

/** Creates a project and applies one data-model change (`ops`) to its draft; returns its id and draft schema. */
export async function createProjectWithTables(url, builder, ops) {
  const project = await json(await builder.post('/api/projects', { name: 'Data API bench' }, builder.headers), 201);
  await json(await builder.post(`/api/projects/${project.id}/data/changes`, { baseVersion: 0, ops }, builder.headers), 200);
  return { projectId: project.id, schema: `app_${project.id.replaceAll('-', '')}_draft` };
}

/** Publishes the project (its draft model goes live); returns live's schema. */
export async function publishProject(builder, projectId) {
  await json(await builder.post(`/api/projects/${projectId}/releases`, { note: 'bench' }, builder.headers), 201);
  return `app_${projectId.replaceAll('-', '')}_live`;
}

/** Makes an end user of the project's live environment with this id, as a confirmed sign-up leaves it. */
export async function insertLiveEndUser(dbUrl, projectId, userId) {
  await onDatabase(dbUrl, (client) =>
    client.query(
      `INSERT INTO end_users (id, project_id, environment, email, password_hash, email_verified_at, created_at) VALUES ($1, $2, 'live', $3, 'not-a-hash', now(), now())`,
      [userId, projectId, `${userId}@example.com`],
    ),
  );
}

/**
 * An end-user token of the project's environment (draft unless told), as `issueEndUserToken` makes it (the key derived from
 * the instance secret for end users, issuer the project, audience the project and environment).
 * A 401 in the bench's first check means the two have drifted apart.
 */
export function endUserToken(jwtSecret, projectId, userId, roles = [], environment = 'draft') {
  const key = new Uint8Array(createHash('sha256').update(`tessera-end-user-token:${jwtSecret}`).digest());
  return new SignJWT({ typ: 'endUser', roles })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(`tessera:project:${projectId}`)
    .setAudience(`tessera:data:${projectId}:${environment}`)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(key);
}

/** Runs statements on the bench database as its owner (loading rows, ANALYZE). */
export async function onDatabase(dbUrl, work) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One column op of a data-model change. */
export function column(tableId, name, type, extra = {}) {
  return {
    op: 'addColumn',
    tableId,
    column: { id: `${tableId}.${name}`, name, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null, ...extra },
  };
}

/** A table with an integer primary key `id`. */
export function createTable(tableId, name) {
  return { op: 'createTable', tableId, name, position: { x: 0, y: 0 }, primaryKey: { columnId: `${tableId}.id`, name: 'id', type: 'integer' } };
}

/** An access rule for every operation. */
export function openTo(who, extra = {}) {
  const rule = { who, roles: [], condition: [], columnIds: null };
  return { read: rule, insert: rule, update: rule, delete: rule, ownerColumnId: null, ...extra };
}

/** The machine's load average now (1, 5, 15 minutes), for the results table. */
/** CPU time (user + system, ms) a process has used so far, from `/proc` (Linux); 0 once it is gone. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/**
 * Measures the CPU a piece of work costs the given process and the Postgres backends connected
 * to a database (each backend is its own process; those that connect during the work count
 * from their start). Answers `{ server, postgres }` in ms.
 */
export async function cpuOf(pid, dbUrl, work) {
  const name = new URL(dbUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const backends = async () => (await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rows.map((row) => row.pid);
    const before = new Map((await backends()).map((backend) => [backend, cpuMs(backend)]));
    const server = cpuMs(pid);
    const result = await work();
    const postgres = (await backends()).reduce((sum, backend) => sum + cpuMs(backend) - (before.get(backend) ?? 0), 0);
    return { result, cpu: { server: cpuMs(pid) - server, postgres } };
  } finally {
    await client.end();
  }
}

export async function loadAverage() {
  const { loadavg } = await import('node:os');
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
