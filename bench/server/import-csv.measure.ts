import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { authPaths } from '@tessera/model';
import { CSV_CONTENT_TYPE, importPaths } from '@tessera/model/data';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createPersonalWorkspace } from '../../apps/server/src/modules/domains/service.ts';
import { hashPassword } from '../../apps/server/src/security/passwords.ts';
import { createDraftTasks } from '../../apps/server/test/helpers/draft-tables.ts';

// Budget (ARCHITECTURE §7): a CSV import of 1,000,000 rows (about 100 MB) in ≤ 60 s on Postgres,
// streamed (memory flat), with progress. The server runs in this process and listens on a loopback
// port; the file is generated on the fly and sent as a chunked HTTP body, so neither side holds it.
// The time runs from the first byte sent to the import read back as succeeded; the upload's own
// share is printed too. Peak RSS is this whole process's (server and client): an upper bound.
// BENCH_ROWS (default 1,000,000); BENCH_POSTGRES_URL=postgres://…/postgres runs on a new database
// of that server, else PGlite in a new data directory (durable commits, as `npm start` runs it).
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const PASSWORD = 'correct horse battery staple';
const postgresUrl = process.env.BENCH_POSTGRES_URL?.trim() || null;
const databaseName = `tessera_bench_${randomBytes(4).toString('hex')}`;
const dataDir = postgresUrl ? null : mkdtempSync(join(tmpdir(), 'tessera-bench-import-'));

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl! });
  await client.connect();
  try {
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
  if (!postgresUrl) return { kind: 'pglite' as const, dataDir };
  const url = new URL(postgresUrl);
  url.pathname = `/${databaseName}`;
  return { kind: 'postgres' as const, url: url.href };
}

/** About 100 bytes a row: text, integer, decimal, boolean, date and date-time columns. */
function* csvLines(): Generator<string> {
  yield 'title,notes,points,cost,done,due_date,done_at\n';
  let block = '';
  for (let i = 0; i < ROWS; i += 1) {
    const day = String((i % 28) + 1).padStart(2, '0');
    block += `Task ${i},"Notes for task ${i}, imported",${i},${(i % 10_000) / 100},${i % 2 === 0},2026-02-${day},2026-02-${day}T10:${String(i % 60).padStart(2, '0')}:00Z\n`;
    if (block.length >= 64 * 1024) {
      yield block;
      block = '';
    }
  }
  if (block) yield block;
}

let app: Awaited<ReturnType<typeof buildApp>>;
let headers: Record<string, string>;
let projectId: string;
let port: number;

beforeAll(async () => {
  if (postgresUrl) await admin(`CREATE DATABASE ${databaseName}`);
  const base = loadConfig({ PUBLIC_URL: 'http://tessera.test', LOG_LEVEL: 'silent', STUDIO_DIST: '/nonexistent' });
  const config = { ...base, studioDist: null, database: databaseConfig() };
  const db = createDb(config.database);
  await migrateToLatest(db);
  const userId = randomUUID();
  const username = 'bench@example.com';
  await db.insertInto('users').values({ id: userId, username, firstname: 'Bench', lastname: 'User', passwordHash: await hashPassword(PASSWORD), activatedAt: new Date(), createdAt: new Date() }).execute();
  const workspace = await createPersonalWorkspace(db, { id: userId, username }, new Date());
  app = await buildApp(config, { db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
  const login = await app.inject({ method: 'POST', url: authPaths.login, payload: { username, password: PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  headers = { authorization: `Bearer ${login.json().tokenString}`, domainname: workspace.name };
  const project = await app.inject({ method: 'POST', url: workspacePaths.projects, headers, payload: { name: 'Import bench' } });
  expect(project.statusCode, project.body).toBe(201);
  projectId = project.json().id;
  await createDraftTasks(app, headers, projectId);
});

afterAll(async () => {
  await app?.close();
  if (postgresUrl) await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Sends the generated file as a chunked body; resolves with the answer and the bytes sent. */
async function upload(): Promise<{ status: number; body: { id: string }; bytes: number }> {
  let bytes = 0;
  const path = `${fillPath(importPaths.tableImports, { projectId, tableName: 'tasks' })}?mode=allOrNothing&fileName=bench.csv`;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method: 'POST', path, headers: { ...headers, 'content-type': CSV_CONTENT_TYPE } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), bytes }));
    });
    req.on('error', reject);
    const source = Readable.from(csvLines());
    source.on('data', (chunk: string) => (bytes += Buffer.byteLength(chunk)));
    pipeline(source, req).catch(reject);
  });
}

it(`imports a ${ROWS.toLocaleString('en')}-row CSV`, async () => {
  const rssBefore = process.memoryUsage().rss;
  const started = performance.now();
  const answer = await upload();
  const uploadedMs = performance.now() - started;
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  const jobUrl = fillPath(importPaths.importJob, { projectId, importId: answer.body.id });
  let job: { status: string; rowsImported: number; bytesRead: number; bytesTotal: number; message: string | null };
  let polls = 0;
  let moving = 0;
  let lastRows = -1;
  let rssPeakSampled = 0;
  let heapPeakSampled = 0;
  // The longest time between two progress answers (a poll every 250 ms): how long the import kept
  // every other request waiting, on the database's connection or on the process itself.
  let longestGapMs = 0;
  let answeredAt = performance.now();
  for (;;) {
    job = (await app.inject({ method: 'GET', url: jobUrl, headers })).json();
    longestGapMs = Math.max(longestGapMs, performance.now() - answeredAt);
    answeredAt = performance.now();
    polls += 1;
    const memory = process.memoryUsage();
    rssPeakSampled = Math.max(rssPeakSampled, memory.rss);
    heapPeakSampled = Math.max(heapPeakSampled, memory.heapUsed + memory.external);
    if (job.rowsImported !== lastRows && job.status === 'running') moving += 1;
    lastRows = job.rowsImported;
    if (job.status === 'succeeded' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const totalMs = performance.now() - started;
  expect(job, job.message ?? '').toMatchObject({ status: 'succeeded', rowsImported: ROWS });
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  console.log(
    `import ${ROWS.toLocaleString('en')} rows, ${(answer.bytes / 1e6).toFixed(1)} MB CSV, all-or-nothing, on ${postgresUrl ? 'Postgres' : 'PGlite (data directory)'}: ` +
      `${(totalMs / 1000).toFixed(1)} s to succeeded (upload and storage ${(uploadedMs / 1000).toFixed(1)} s, ${Math.round(ROWS / (totalMs / 1000)).toLocaleString('en')} rows/s); ` +
      `progress seen moving in ${moving} of ${polls} polls, longest between two answers ${(longestGapMs / 1000).toFixed(2)} s; RSS before ${(rssBefore / 1e6).toFixed(0)} MB, peak sampled ${(rssPeakSampled / 1e6).toFixed(0)} MB (JS heap and buffers ${(heapPeakSampled / 1e6).toFixed(0)} MB), ` +
      `process max RSS ${maxRssMb.toFixed(0)} MB (budget ≤ 60 s on Postgres)`,
  );
});
