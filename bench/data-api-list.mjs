// The data API against a bare Fastify + `pg` endpoint on the same tables, in the same run, over
// HTTP on loopback with autocannon (budget: the data API at ≥ 85 % of the bare endpoint's
// requests per second for a list of 50 rows):
//   1. list 50 rows of a table open to anyone (a visitor, no token);
//   2. the same with an owner rule (an end-user token; the bare endpoint filters by owner);
//   3. a list of 50 rows each embedding its 20 children.
// Each pair runs twice, alternating bare and data API, after a warm-up; the figures are the
// mean of both rounds. Each timed run also measures the CPU it cost the server answering it and
// the database's backends (from /proc): per request, that figure holds on a machine busy with
// other work, where requests per second do not. Usage (Postgres at BENCH_POSTGRES_URL, default 127.0.0.1:5432):
//   node apps/server/build.mjs && node bench/data-api-list.mjs [seconds=15] [connections=10]
// The project is published and the calls go to live, as a published app makes them.
// BENCH_ONLY=1 runs the first scenario only; BENCH_CHILD_NODE_FLAGS passes Node flags to both servers.
import autocannon from 'autocannon';
import { freePort } from './lib.mjs';
import {
  column,
  cpuOf,
  createBenchDatabase,
  createProjectWithTables,
  createTable,
  endUserToken,
  loadAverage,
  insertLiveEndUser,
  onDatabase,
  openTo,
  publishProject,
  signUpBuilder,
  startProcess,
  startTessera,
} from './data-api-setup.mjs';
import { waitForPage } from './lib.mjs';

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 10);
const OWNERS = 100;
const ownerId = (n) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function tableOps() {
  const columns = (id) => [column(id, 'title', 'text'), column(id, 'done', 'boolean'), column(id, 'n', 'integer'), column(id, 'owner_id', 'uuid')];
  const read = (who, extra = {}) => ({ ...openTo('nobody', extra), read: { who, roles: [], condition: [], columnIds: null } });
  return [
    createTable('items', 'items'),
    ...columns('items'),
    { op: 'setAccess', tableId: 'items', access: read('anyone') },
    createTable('owned', 'owned'),
    ...columns('owned'),
    { op: 'addIndex', tableId: 'owned', index: { id: 'owned.by_owner', columnIds: ['owned.owner_id', 'owned.id'], unique: false } },
    { op: 'setAccess', tableId: 'owned', access: read('owner', { ownerColumnId: 'owned.owner_id' }) },
    createTable('parents', 'parents'),
    column('parents', 'name', 'text'),
    { op: 'setAccess', tableId: 'parents', access: read('anyone') },
    createTable('children', 'children'),
    column('children', 'title', 'text'),
    { op: 'addRelation', parentTableId: 'parents', childTableId: 'children', column: { id: 'children.parent_id', name: 'parent_id' }, required: true, onDelete: 'cascade' },
    { op: 'addIndex', tableId: 'children', index: { id: 'children.by_parent', columnIds: ['children.parent_id'], unique: false } },
    { op: 'setAccess', tableId: 'children', access: read('anyone') },
  ];
}

async function loadRows(dbUrl, schema) {
  await onDatabase(dbUrl, async (client) => {
    const t = (name) => `"${schema}"."${name}"`;
    await client.query(`INSERT INTO ${t('items')} (title, done, n, owner_id) SELECT 'item ' || g, g % 2 = 0, g, gen_random_uuid() FROM generate_series(1, 10000) g`);
    await client.query(
      `INSERT INTO ${t('owned')} (title, done, n, owner_id)
       SELECT 'owned ' || g, g % 2 = 0, g, ('00000000-0000-4000-8000-' || lpad(to_hex(g % ${OWNERS}), 12, '0'))::uuid FROM generate_series(1, 10000) g`,
    );
    await client.query(`INSERT INTO ${t('parents')} (name) SELECT 'parent ' || g FROM generate_series(1, 1000) g`);
    await client.query(`INSERT INTO ${t('children')} (title, parent_id) SELECT 'child ' || g, p.id FROM ${t('parents')} p, generate_series(1, 20) g`);
    for (const name of ['items', 'owned', 'parents', 'children']) await client.query(`ANALYZE ${t(name)}`);
  });
}

async function firstCheck(label, url, headers) {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${label}: ${response.status} ${body.slice(0, 400)}`);
  const rows = JSON.parse(body);
  if (!Array.isArray(rows) || rows.length !== 50) throw new Error(`${label}: expected 50 rows, got ${body.slice(0, 200)}`);
  return rows;
}

function run(url, headers, duration) {
  return autocannon({ url, headers, connections, duration, pipelining: 1 });
}

/** A timed run with the CPU per request (µs) of the server (`pid`) and of Postgres. */
async function measured(pid, url, headers) {
  const { result, cpu } = await cpuOf(pid, database.url, () => run(url, headers, seconds));
  const requests = result.requests.total;
  return Object.assign(result, { cpuServer: (cpu.server * 1000) / requests, cpuPostgres: (cpu.postgres * 1000) / requests });
}

async function pair(label, bare, api) {
  await run(bare.url, bare.headers, Math.min(3, seconds));
  await run(api.url, api.headers, Math.min(3, seconds));
  const rounds = [];
  for (let round = 0; round < 2; round++) {
    const b = await measured(bare.pid, bare.url, bare.headers);
    const a = await measured(api.pid, api.url, api.headers);
    if (a.non2xx > 0 || b.non2xx > 0 || a.errors > 0 || b.errors > 0) throw new Error(`${label}: non-2xx or errors (bare ${b.non2xx}/${b.errors}, api ${a.non2xx}/${a.errors})`);
    rounds.push({ bare: b, api: a });
  }
  const mean = (pick) => rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length;
  const bareRps = mean((r) => r.bare.requests.average);
  const apiRps = mean((r) => r.api.requests.average);
  const result = {
    label,
    bareRps: Math.round(bareRps),
    apiRps: Math.round(apiRps),
    ratio: `${((apiRps / bareRps) * 100).toFixed(1)} %`,
    bareLatency: `${mean((r) => r.bare.latency.p50).toFixed(1)} / ${mean((r) => r.bare.latency.p99).toFixed(1)}`,
    apiLatency: `${mean((r) => r.api.latency.p50).toFixed(1)} / ${mean((r) => r.api.latency.p99).toFixed(1)}`,
    bareCpu: `${mean((r) => r.bare.cpuServer).toFixed(0)} + ${mean((r) => r.bare.cpuPostgres).toFixed(0)}`,
    apiCpu: `${mean((r) => r.api.cpuServer).toFixed(0)} + ${mean((r) => r.api.cpuPostgres).toFixed(0)}`,
    cpuRatio: `${((mean((r) => r.bare.cpuServer + r.bare.cpuPostgres) / mean((r) => r.api.cpuServer + r.api.cpuPostgres)) * 100).toFixed(1)} %`,
  };
  console.log(`${label}: bare ${result.bareRps} req/s, data API ${result.apiRps} req/s (${result.ratio}); latency p50/p99 ms bare ${result.bareLatency}, data API ${result.apiLatency}`);
  return result;
}

const started = new Date();
console.log(`load average before: ${await loadAverage()}`);
const database = await createBenchDatabase();
let tessera;
let bareServer;
try {
  tessera = await startTessera(database.serverUrl);
  const builder = await signUpBuilder(tessera.url, database.url);
  // The published app's path: live, where visitors and end users need no preview token.
  const { projectId } = await createProjectWithTables(tessera.url, builder, tableOps());
  const schema = await publishProject(builder, projectId);
  await loadRows(database.url, schema);
  const barePort = await freePort();
  bareServer = startProcess('bench/data-api-bare-server.mjs', [database.url, schema, String(barePort)], {});
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitForPage(`${bareUrl}/health`, 'ok', Date.now());

  const api = `${tessera.url}/api/data/${projectId}/live`;
  const owner = ownerId(7);
  await insertLiveEndUser(database.url, projectId, owner);
  const token = await endUserToken(tessera.jwtSecret, projectId, owner, [], 'live');
  const scenarios = [
    ['list 50 rows (visitor, rule: anyone)', { url: `${bareUrl}/items`, pid: bareServer.pid }, { url: `${api}/items?select=id,title,done,n,owner_id&order=id.asc&limit=50`, pid: tessera.pid }],
    ['list 50 rows (end user, rule: owner)', { url: `${bareUrl}/owned?owner=${owner}`, pid: bareServer.pid }, { url: `${api}/owned?select=id,title,done,n,owner_id&order=id.asc&limit=50`, headers: { authorization: `Bearer ${token}` }, pid: tessera.pid }],
    ['50 rows each embedding 20 children', { url: `${bareUrl}/parents`, pid: bareServer.pid }, { url: `${api}/parents?select=id,name,children(id,title)&order=id.asc&limit=50`, pid: tessera.pid }],
  ];
  for (const [label, bare, apiCall] of scenarios) {
    const bareRows = await firstCheck(`${label} (bare)`, bare.url, bare.headers);
    const apiRows = await firstCheck(`${label} (data API)`, apiCall.url, apiCall.headers);
    if (JSON.stringify(bareRows.map((row) => String(row.id))) !== JSON.stringify(apiRows.map((row) => String(row.id)))) throw new Error(`${label}: the two answer different rows`);
    if (label.startsWith('50 rows') && apiRows.some((row) => row.children?.length !== 20)) throw new Error(`${label}: a row without its 20 children`);
    if (label.includes('owner') && apiRows.some((row) => row.owner_id !== owner)) throw new Error(`${label}: a row of another owner`);
  }
  const results = [];
  // BENCH_ONLY=1,3 runs only those scenarios (1-based), e.g. to profile one with BENCH_CHILD_NODE_FLAGS.
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean).map(Number);
  for (const [index, [label, bare, apiCall]] of scenarios.entries()) {
    if (only.length === 0 || only.includes(index + 1)) results.push(await pair(label, bare, apiCall));
  }
  console.log(`\nload average after: ${await loadAverage()}; ${connections} connections, ${seconds} s per run, 2 rounds; started ${started.toISOString()}`);
  console.log('| what | bare Fastify + pg (req/s) | data API (req/s) | data API / bare | latency p50 / p99 ms, bare | data API |');
  console.log('|---|---|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.bareRps} | ${r.apiRps} | ${r.ratio} | ${r.bareLatency} | ${r.apiLatency} |`);
  console.log('\n| what | CPU µs per request, bare (server + Postgres) | data API (server + Postgres) | bare / data API |');
  console.log('|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.bareCpu} | ${r.apiCpu} | ${r.cpuRatio} |`);
} finally {
  await bareServer?.stop();
  await tessera?.stop();
  await database.drop();
}
