import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { authPaths } from '@tessera/model';
import type { ElementNode } from '@tessera/model/definition';
import { fillPath, workspacePaths as paths } from '@tessera/model/workspace-api';
import { CamelCasePlugin, Kysely, PGliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/create-db.ts';
import type { Database } from '../../apps/server/src/db/database.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from '../../apps/server/src/db/durable-pglite.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { countNodes, largeScreenRoot } from '../studio/large-screen.ts';
import { percentiles } from '../studio/percentiles.ts';

// What durable commits cost on embedded PGlite in a data directory on disk: fsync off (PGlite's
// own default, `new PGlite(dir)`) against on (`createDb`, see apps/server/src/db/durable-pglite.ts:
// the WAL written with O_DSYNC), and on with the WAL flushed by fsync() after its writes instead.
// Each run: a new data directory (cluster and every migration, timed), a builder signed up through
// the API, then sequential saves of one screen through fastify.inject (in process, no socket), each
// changing one label and sending the whole tree with the version it holds, as Ctrl+S does. Two
// screens: 2,000 elements (the ARCHITECTURE §7 budget: server p95 ≤ 50 ms) and 20 elements (where
// the commit's sync weighs most). Each round runs the modes in another order.
// BENCH_ROUNDS (3), BENCH_RUNS (200 large saves; 3× as many small ones), BENCH_DATA_ROOT (a folder
// on the disk to measure; default the OS temp folder).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const PASSWORD = 'correct horse battery staple';
const DEVICE_KEY = 'bench-device-key-0123456789abcdef0123';
const dataRoot = process.env.BENCH_DATA_ROOT ?? tmpdir();

const MODES = ['fsync off', 'fsync on', 'fsync on, WAL by fsync()'] as const;
type Mode = (typeof MODES)[number];
interface Figures {
  mode: Mode;
  setupMs: number;
  saves: { elements: number; p50: number; p95: number; max: number; perSecond: number }[];
}

function openDb(mode: Mode, dataDir: string): Kysely<Database> {
  if (mode === 'fsync on') return createDb({ kind: 'pglite', dataDir });
  const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];
  const startParams = DURABLE_START_PARAMS.map((param) => (param === 'wal_sync_method=open_datasync' ? 'wal_sync_method=fsync' : param));
  const pglite = mode === 'fsync off' ? new PGlite(dataDir) : new PGlite({ fs: new DurableNodeFS(dataDir), startParams });
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), plugins });
}

async function measure(mode: Mode): Promise<Figures> {
  const dataDir = mkdtempSync(join(dataRoot, 'tessera-bench-durability-'));
  const base = loadConfig({ PUBLIC_URL: 'http://tessera.test', LOG_LEVEL: 'silent', STUDIO_DIST: '/nonexistent' });
  const config = { ...base, studioDist: null, database: { kind: 'pglite' as const, dataDir } };
  const setupStarted = performance.now();
  const db = openDb(mode, dataDir);
  await migrateToLatest(db);
  const setupMs = performance.now() - setupStarted;
  const app = await buildApp(config, { db, logger: false });
  try {
    await app.ready();
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: HTTP ${response.statusCode} ${response.body}`);
      return response.json();
    };
    const username = 'bench@example.com';
    await call('POST', authPaths.signUp, { username, firstname: 'Bench', lastname: 'Builder', password: PASSWORD, deviceKey: DEVICE_KEY });
    const mail = await db.selectFrom('outboxEmails').select('text').where('to', '=', username).executeTakeFirstOrThrow();
    const link = new URL(mail.text.match(/https?:\/\/\S+confirm-email\S+/)?.[0] ?? '');
    await call('POST', authPaths.confirmEmail, { token: link.searchParams.get('token'), username, deviceKey: DEVICE_KEY });
    const { tokenString } = await call('POST', authPaths.login, { username, password: PASSWORD });
    const info = await call('GET', authPaths.userInfo, undefined, { authorization: `Bearer ${tokenString}` });
    const headers = { authorization: `Bearer ${tokenString}`, domainname: info.lastUsedDomainName };
    const project = await call('POST', paths.projects, { name: 'Bench' }, headers);

    const saves: Figures['saves'] = [];
    for (const [elements, runs] of [
      [2_000, RUNS],
      [20, RUNS * 3],
    ] as const) {
      const root: ElementNode = largeScreenRoot(elements);
      expect(countNodes(root)).toBe(elements);
      const screen = await call('POST', fillPath(paths.screens, { projectId: project.id }), { name: `Screen ${elements}` }, headers);
      const url = fillPath(paths.screen, { projectId: project.id, screenId: screen.id });
      let version: number = screen.version;
      const timings: number[] = [];
      let measuredMs = 0;
      for (let run = 0; run < WARMUP + runs; run++) {
        const label = root.children[run % root.children.length]!.children[1]!.children[0]!;
        label.props = { text: `Customer name ${run}` };
        const started = performance.now();
        const saved = await call('PUT', url, { version, root }, headers);
        const ms = performance.now() - started;
        version = saved.version;
        if (run >= WARMUP) {
          timings.push(ms);
          measuredMs += ms;
        }
      }
      const { p50, p95, max } = percentiles(timings);
      saves.push({ elements, p50, p95, max, perSecond: Math.round((runs / measuredMs) * 1000) });
    }
    return { mode, setupMs: Math.round(setupMs), saves };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

it('measures saves with fsync off and on', async () => {
  expect(DURABLE_START_PARAMS).toContain('wal_sync_method=open_datasync');
  console.log(`data directories under ${dataRoot}; ${ROUNDS} rounds; ${RUNS} saves of 2,000 elements, ${RUNS * 3} of 20, after ${WARMUP} warm-up each`);
  const all: Figures[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}: load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
    const order = MODES.map((_, i) => MODES[(i + round - 1) % MODES.length]!);
    for (const mode of order) {
      const figures = await measure(mode);
      all.push(figures);
      const saves = figures.saves.map((s) => `${s.elements} elements p50 ${s.p50} ms p95 ${s.p95} ms max ${s.max} ms ${s.perSecond} saves/s`);
      console.log(`  ${mode}: new data dir + migrations ${figures.setupMs} ms; ${saves.join('; ')}`);
    }
  }
  console.log(`after: load average ${readFileSync('/proc/loadavg', 'utf8').trim()}`);
  console.log('median of the rounds:');
  for (const mode of MODES) {
    const runs = all.filter((figures) => figures.mode === mode);
    const sizes = runs[0]!.saves.map((s, i) => {
      const at = (key: 'p50' | 'p95' | 'perSecond') => median(runs.map((run) => run.saves[i]![key]));
      return `${s.elements} elements p50 ${at('p50')} ms p95 ${at('p95')} ms ${at('perSecond')} saves/s`;
    });
    console.log(`  ${mode}: new data dir + migrations ${median(runs.map((run) => run.setupMs))} ms; ${sizes.join('; ')}`);
  }
});
