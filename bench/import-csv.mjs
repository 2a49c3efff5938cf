// CSV import of a generated file of N rows (default 1,000,000, about 100 MB) into a table of
// draft, through the HTTP upload and the background job: time to done and peak memory.
// Usage: node bench/import-csv.mjs [rows]     (BENCH_POSTGRES_URL=postgres://…/postgres for Postgres)
// The measurement is `bench/server/import-csv.measure.ts` (the server in process, over a socket).
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const rows = process.argv[2] ?? process.env.BENCH_ROWS ?? '1000000';
const result = spawnSync('npx', ['vitest', 'run', '--config', 'bench/vitest.config.ts', 'server/import-csv.measure.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BENCH_ROWS: rows },
});
process.exit(result.status ?? 1);
