import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = join(serverRoot, '..', '..');

/**
 * Bundles `outbox-server-entry.ts` as the server's build does (our code and @tessera/* inside,
 * npm packages resolved from the repository's node_modules, linked beside the bundle). Returns
 * the bundle's path and a function removing it.
 */
export async function bundleOutboxServer(): Promise<{ entry: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-outbox-server-'));
  symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const pkg = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string>>;
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !name.startsWith('@tessera/'));
  const entry = join(dir, 'server.mjs');
  await build({
    entryPoints: [join(serverRoot, 'test/helpers/outbox-server-entry.ts')],
    outfile: entry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    logLevel: 'warning',
  });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A running server process of the kill suite. */
export interface OutboxServerProcess {
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a crash or `kill -9`. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM, waiting for the exit. */
  stop(): Promise<void>;
}

/** Starts the bundled server with `env` and waits for its `listening` line (at most 30 s). */
export async function startOutboxServer(entry: string, env: Record<string, string>): Promise<OutboxServerProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', STUDIO_DIST: '/nonexistent-studio-dist', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => chunks.join('');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 30 s:\n${output()}`)), 30_000);
    const check = () => {
      const match = output().match(/^listening (\S+)$/m);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output()}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, output, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
