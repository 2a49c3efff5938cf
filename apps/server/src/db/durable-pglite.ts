import fs from 'node:fs';
import { PGlite, type postgresMod } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresMod = postgresMod.PostgresMod;

/** The parts of Emscripten's NODEFS (PGlite's file system on Node) that this file uses. */
interface NodeFsInternals {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}

interface NodeFsStream {
  /** The host descriptor, when NODEFS opened one. */
  nfd?: number;
  node: unknown;
}

/**
 * Postgres settings of a PGlite data directory: PGlite's own start parameters without `-F`
 * (fsync off), with fsync on and the WAL written with O_DSYNC (`open_datasync`: PGlite's NODEFS
 * opens it with the host's O_SYNC, so a write returns once it is on disk; its fdatasync() never
 * reaches the host). A commit is acknowledged once its WAL is on disk; a checkpoint syncs the data
 * files, through {@link DurableNodeFS}, before the WAL that covers them is recycled.
 */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=open_datasync',
];

/**
 * PGlite's NodeFS whose fsync reaches the disk. PGlite 0.5's Emscripten NODEFS has no fsync
 * operation, so Postgres's fsync() returns success without calling the host; this adds one that
 * calls the host's fsync on the file's (or directory's) descriptor. A NODEFS of another shape
 * stops the start rather than run without durable commits.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Partial<PostgresMod>) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [...(emscriptenOpts.preRun ?? []), addHostFsync];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}

function addHostFsync(mod: PostgresMod): void {
  const nodefs = mod.NODEFS as unknown as Partial<NodeFsInternals> | undefined;
  if (!nodefs?.stream_ops || typeof nodefs.realPath !== 'function' || typeof nodefs.tryFSOperation !== 'function') {
    throw new Error('PGlite file system of an unexpected shape: cannot make commits durable');
  }
  const { realPath, tryFSOperation } = nodefs as NodeFsInternals;
  if (nodefs.stream_ops.fsync) return; // NODEFS syncs by itself
  nodefs.stream_ops.fsync = (stream) => {
    tryFSOperation(() => {
      if (typeof stream.nfd === 'number') {
        fs.fsyncSync(stream.nfd);
        return;
      }
      const fd = fs.openSync(realPath(stream.node), 'r');
      try {
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    });
    return 0;
  };
}

/** A PGlite on `dataDir` whose acknowledged commits survive an operating-system crash or power cut. */
export function durablePglite(dataDir: string): PGlite {
  return new PGlite({ fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] });
}
