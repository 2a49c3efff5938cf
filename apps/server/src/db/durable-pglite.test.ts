import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createDb } from './create-db.ts';
import type { Database } from './database.ts';

const setting = async (db: Kysely<Database>, name: 'fsync' | 'wal_sync_method') =>
  (await sql<Record<string, string>>`select current_setting(${name}) as value`.execute(db)).rows[0]?.value;

/** The host paths of the descriptors `fs.fsyncSync` was called with (Linux: /proc/self/fd). */
const syncedPaths = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([fd]) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${String(fd)}`);
    } catch {
      return `fd ${String(fd)}`;
    }
  });

describe('PGlite in a data directory commits durably', () => {
  let dataDir: string;
  let db: Kysely<Database>;
  // Every host file PGlite opens, with its flags, from the start (the WAL segment stays open).
  const opened = new Map<number, { path: string; flags: number }>();
  let openSpy: MockInstance<typeof fs.openSync>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(join(tmpdir(), 'tessera-durable-'));
    const openSync = fs.openSync;
    openSpy = vi.spyOn(fs, 'openSync').mockImplementation((path, flags, mode) => {
      const fd = openSync(path, flags, mode);
      opened.set(fd, { path: String(path), flags: typeof flags === 'number' ? flags : 0 });
      return fd;
    });
    db = createDb({ kind: 'pglite', dataDir });
    await sql`create table durable_probe (id serial primary key, note text not null)`.execute(db);
  });

  // Spies of one test, restored after it.
  const spies: MockInstance[] = [];
  const spyOnFs = <K extends 'writeSync' | 'fsyncSync'>(name: K) => {
    const spy = vi.spyOn(fs, name);
    spies.push(spy as unknown as MockInstance);
    return spy;
  };
  afterEach(() => {
    for (const spy of spies.splice(0)) spy.mockRestore();
  });

  afterAll(async () => {
    await db?.destroy();
    openSpy?.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with fsync on, the WAL written with O_DSYNC', async () => {
    expect(await setting(db, 'fsync')).toBe('on');
    expect(await setting(db, 'wal_sync_method')).toBe('open_datasync');
  });

  it('writes the WAL of a commit synchronously to the host disk before acknowledging it, and nothing for a read', async () => {
    const writeSync = spyOnFs('writeSync');
    const walWrites = () =>
      writeSync.mock.calls.map(([fd]) => opened.get(fd as number)).filter((file) => file?.path.startsWith(join(dataDir, 'pg_wal', '0')));
    await sql`select count(*) from durable_probe`.execute(db);
    expect(walWrites()).toEqual([]);
    await sql`insert into durable_probe (note) values ('acknowledged')`.execute(db);
    const writes = walWrites();
    expect(writes.length).toBeGreaterThan(0);
    for (const file of writes) expect(file!.flags & fs.constants.O_SYNC).toBe(fs.constants.O_SYNC);
  });

  it('syncs the data files at a checkpoint', async () => {
    const fsync = spyOnFs('fsyncSync');
    await sql`checkpoint`.execute(db);
    expect(fsync.mock.calls.length).toBeGreaterThan(1);
    if (process.platform === 'linux') expect(syncedPaths(fsync).some((path) => path.startsWith(`${dataDir}/base/`))).toBe(true);
  });

  it('keeps what was committed across a reopen', async () => {
    await db.destroy();
    db = createDb({ kind: 'pglite', dataDir });
    const { rows } = await sql<{ note: string }>`select note from durable_probe`.execute(db);
    expect(rows.map((row) => row.note)).toEqual(['acknowledged']);
  });
});

describe('PGlite in memory (tests)', () => {
  it('leaves fsync off: there is no disk to sync', async () => {
    const db = createDb({ kind: 'pglite', dataDir: null });
    try {
      expect(await setting(db, 'fsync')).toBe('off');
    } finally {
      await db.destroy();
    }
  });
});
