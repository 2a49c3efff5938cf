// The grid's first page of a 1,000,000-row table through the data API, as the studio's grid asks
// for it: a builder on draft, `select=*`, ordered by the key, 100 rows, `Prefer: count=estimated`.
// Server time measured on loopback with one connection (autocannon, sequential requests), next to
// a page 90 % of the way in by keyset (`id=gt.900000`) and, for scale, a few exact counts.
// Usage (Postgres at BENCH_POSTGRES_URL, default 127.0.0.1:5432):
//   node apps/server/build.mjs && node bench/data-api-grid.mjs [seconds=10]
// `BENCH_APP_USER=1`: the server connects as a user without superuser (the README's set-up),
// held to the tables' forced row-level security.
// (`BENCH_ROWS=10000` for a quick check of the script, not a figure.)
import autocannon from 'autocannon';
import {
  column,
  createBenchDatabase,
  createProjectWithTables,
  createTable,
  loadAverage,
  onDatabase,
  signUpBuilder,
  startTessera,
} from './data-api-setup.mjs';

const seconds = Number(process.argv[2] ?? 10);
// BENCH_ROWS makes a smaller table for a quick check of the script itself.
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);

const ops = [
  createTable('big', 'big'),
  column('big', 'title', 'text'),
  column('big', 'n', 'integer'),
  column('big', 'amount', 'decimal'),
  column('big', 'done', 'boolean'),
  column('big', 'created_at', 'dateTime'),
];

async function timed(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 && response.status !== 206) throw new Error(`${url}: ${response.status} ${body.slice(0, 400)}`);
  return { ms, rows: JSON.parse(body).length, range: response.headers.get('content-range') };
}

async function latency(label, url, headers) {
  const result = await autocannon({ url, headers, connections: 1, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const line = `${label}: p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms over ${result.requests.total} requests`;
  console.log(line);
  return result;
}

const started = new Date();
console.log(`load average before: ${await loadAverage()}`);
const database = await createBenchDatabase();
let tessera;
try {
  tessera = await startTessera(database.serverUrl);
  const builder = await signUpBuilder(tessera.url, database.url);
  const { projectId, schema } = await createProjectWithTables(tessera.url, builder, ops);
  const loadStarted = performance.now();
  await onDatabase(database.url, async (client) => {
    await client.query(
      `INSERT INTO "${schema}"."big" (title, n, amount, done, created_at)
       SELECT 'row ' || g, g, (g % 1000) / 7.0, g % 3 = 0, timestamptz '2026-01-01' + g * interval '1 minute' FROM generate_series(1, ${ROWS}) g`,
    );
    // Settled as a table that has lived a while: statistics and visibility map current, so the
    // measurement does not race the autovacuum the load would start.
    await client.query(`VACUUM ANALYZE "${schema}"."big"`);
  });
  console.log(`${ROWS} rows loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const api = `${tessera.url}/api/data/${projectId}/draft/big`;
  const estimated = { ...builder.headers, prefer: 'count=estimated' };
  const firstPage = `${api}?select=*&order=id.asc&limit=100`;
  const deepPage = `${api}?select=*&order=id.asc&limit=100&id=gt.${Math.floor(ROWS * 0.9)}`;
  const cold = await timed(firstPage, estimated);
  console.log(`first request (cold): ${cold.ms.toFixed(1)} ms, ${cold.rows} rows, Content-Range ${cold.range}`);
  if (cold.rows !== 100 || !/\/\d+$/.test(cold.range ?? '')) throw new Error('the first page must hold 100 rows and an estimated total');
  const first = await latency('first page, count=estimated', firstPage, estimated);
  const deep = await latency(`keyset page at id > ${Math.floor(ROWS * 0.9)}, count=estimated`, deepPage, estimated);
  const exact = [];
  for (let i = 0; i < 5; i++) exact.push((await timed(firstPage, { ...builder.headers, prefer: 'count=exact' })).ms);
  exact.sort((a, b) => a - b);
  console.log(`first page, count=exact (5 sequential): median ${exact[2].toFixed(1)} ms, max ${exact[4].toFixed(1)} ms`);
  console.log(`\nload average after: ${await loadAverage()}; started ${started.toISOString()}`);
  console.log(`| what (${ROWS.toLocaleString('en')} rows, builder on draft, 100 rows) | p50 ms | p97.5 ms | p99 ms | requests |`);
  console.log('|---|---|---|---|---|');
  console.log(`| first page, \`Prefer: count=estimated\` | ${first.latency.p50} | ${first.latency.p97_5} | ${first.latency.p99} | ${first.requests.total} |`);
  console.log(`| keyset page \`id=gt.${Math.floor(ROWS * 0.9)}\`, estimated | ${deep.latency.p50} | ${deep.latency.p97_5} | ${deep.latency.p99} | ${deep.requests.total} |`);
  console.log(`| first page, \`Prefer: count=exact\` (5 runs, median) | ${exact[2].toFixed(1)} | | | 5 |`);
} finally {
  await tessera?.stop();
  await database.drop();
}
