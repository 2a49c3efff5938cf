import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';
import { playerDist, repoRoot, serverEntry, serverNode, studioDist } from './paths.ts';

/**
 * How long a server may take to answer `/health`: a few seconds on an idle machine, but a CI
 * machine running the unit suites beside this one can be ten times slower (a start is a PGlite
 * copy, migrations and the studio's files). Within the suite's hook timeout.
 */
const SERVER_START_MS = 90_000;

export type Branding = 'main' | 'whitelabel' | 'whitelabel-mssql';

export interface ServerOptions {
  smtpUrl: string;
  branding?: Branding;
  /** Postgres URL; when absent the server runs on embedded PGlite in a fresh data dir. */
  databaseUrl?: string;
  /**
   * PGlite only: a data dir that a server has already migrated (the suite's global setup makes
   * one), copied as this server's fresh data dir so it starts without running every migration.
   */
  dataTemplate?: string;
  accessTokenTtlSeconds?: number;
  env?: Record<string, string>;
}

/** The built server (`apps/server/dist/main.js`) running as a child process on a free port. */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private dataDir: string | undefined;
  private output: string[] = [];
  private options: ServerOptions | undefined;
  /**
   * The key connector secrets are sealed with: one per server, kept across `crashAndRestart` so
   * what was sealed still opens (`options.env` may override it, or set it empty to run without).
   */
  private readonly connectorSecretsKey = randomBytes(32).toString('hex');
  port = 0;

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  /** Everything the server printed so far (stdout and stderr interleaved). */
  get logs(): string {
    return this.output.join('');
  }

  /**
   * Starts the server and waits for GET /health. The free port is picked before the server binds
   * it, so another process can take it in between: on EADDRINUSE it tries again on a new port.
   */
  async start(options: ServerOptions): Promise<void> {
    this.options = options;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.startOnce(options);
        return;
      } catch (error) {
        if (attempt >= 3 || !this.logs.includes('EADDRINUSE')) throw error;
        await this.stop();
        this.output = [];
      }
    }
  }

  /**
   * Kills the server with SIGKILL, as a crash would (no shutdown, nothing flushed on the way out),
   * and starts it again on the same database and port, so the browser's origin stays the same.
   */
  async crashAndRestart(): Promise<void> {
    const child = this.child;
    if (!child || !this.options) throw new Error('the server is not running');
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
    await this.startOnce(this.options, this.port);
  }

  private async startOnce(options: ServerOptions, port?: number): Promise<void> {
    this.port = port ?? (await freePort());
    const env: Record<string, string> = {
      // The server's Node first on PATH, so anything it starts as `node` is the same Node.
      PATH: [path.dirname(serverNode), process.env.PATH ?? ''].join(path.delimiter),
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'production',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      // `localhost` (not 127.0.0.1) so the main branding's own-host rules apply to the browser.
      PUBLIC_URL: `http://localhost:${this.port}`,
      SMTP_URL: options.smtpUrl,
      TESSERA_BRANDING: options.branding ?? 'main',
      STUDIO_DIST: studioDist,
      PLAYER_DIST: playerDist,
      CONNECTOR_SECRETS_KEY: this.connectorSecretsKey,
      ...(options.accessTokenTtlSeconds !== undefined
        ? { ACCESS_TOKEN_TTL_SECONDS: String(options.accessTokenTtlSeconds) }
        : {}),
      ...options.env,
    };
    if (options.databaseUrl) {
      env.DATABASE_URL = options.databaseUrl;
    } else {
      if (!this.dataDir) {
        this.dataDir = mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-data-'));
        if (options.dataTemplate) cpSync(options.dataTemplate, this.dataDir, { recursive: true });
      }
      env.DATA_DIR = this.dataDir;
    }
    const child = spawn(serverNode, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
    child.stderr!.on('data', (chunk: Buffer) => this.output.push(chunk.toString('utf8')));
    await this.waitForHealth(child);
  }

  private async waitForHealth(child: ChildProcess): Promise<void> {
    const deadline = Date.now() + SERVER_START_MS;
    let lastError = '';
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before /health answered:\n${this.logs}`);
      }
      try {
        const response = await fetch(`http://127.0.0.1:${this.port}/health`, { signal: AbortSignal.timeout(2_000) });
        if (response.ok) return;
        lastError = `HTTP ${response.status}`;
      } catch (error) {
        lastError = String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`server did not answer GET /health within ${SERVER_START_MS / 1000} s (${lastError}):\n${this.logs}`);
  }

  /** Stops the server and removes its PGlite data dir, if it made one. */
  async stop(): Promise<void> {
    const dataDir = await this.stopKeepingData();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  /** Stops the server (SIGTERM: PGlite closes its files) and hands over its PGlite data dir, kept. */
  async stopKeepingData(): Promise<string | undefined> {
    const child = this.child;
    this.child = undefined;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 8_000);
      await exited;
      clearTimeout(timer);
    }
    const dataDir = this.dataDir;
    this.dataDir = undefined;
    return dataDir;
  }
}
