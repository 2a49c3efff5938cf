import { uniqueEmail } from '../../e2e/harness/accounts.ts';
import { ApiClient } from '../../e2e/harness/api-client.ts';
import { MailCatcher } from '../../e2e/harness/mail-catcher.ts';
import { ServerProcess } from '../../e2e/harness/server-process.ts';
import { TestDatabase } from '../../e2e/harness/postgres.ts';
import { PASSWORD } from '../../e2e/harness/accounts.ts';
import type { ElementNode } from '@tessera/model/definition';

/** A running built server (embedded PGlite) with one signed-in builder and an empty project. */
export interface StudioSession {
  server: ServerProcess;
  email: string;
  workspace: string;
  token: string;
  projectId: string;
  /** An authenticated call in the builder's workspace; resolves with status, body and elapsed ms. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads the server's JSON answers unchecked
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any; ms: number }>;
  /** Creates a screen and saves `root` into it; resolves with its id and version. */
  screenWith(name: string, root: ElementNode): Promise<{ screenId: string; version: number }>;
  stop(): Promise<void>;
}

/**
 * Starts the built server and signs up a builder who owns a project (`npm run build` first). On
 * embedded PGlite, or with `BENCH_POSTGRES=1` on a fresh database of the local Postgres
 * (`E2E_ADMIN_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/postgres).
 */
export async function startStudioSession(): Promise<StudioSession> {
  const mail = new MailCatcher();
  await mail.start();
  const db = process.env.BENCH_POSTGRES === '1' ? new TestDatabase() : undefined;
  if (db) await db.create();
  const server = new ServerProcess();
  await server.start({ smtpUrl: mail.url, ...(db ? { databaseUrl: db.url } : {}) });
  const api = new ApiClient(() => server.url, mail);
  const email = uniqueEmail('bench');
  const { workspace } = await api.createActiveAccount(email);
  const { tokenString } = await api.login(email, PASSWORD);
  const call: StudioSession['call'] = async (method, path, body) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${tokenString}`, domainName: workspace, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    return { status: response.status, body: text ? JSON.parse(text) : undefined, ms };
  };
  const project = await call('POST', '/api/projects', { name: 'Benchmark', supportWeb: true });
  if (project.status !== 201 && project.status !== 200) throw new Error(`create project: HTTP ${project.status} ${JSON.stringify(project.body)}`);
  const projectId: string = project.body.id ?? project.body.project?.id;
  return {
    server,
    email,
    workspace,
    token: tokenString,
    projectId,
    call,
    async screenWith(name, root) {
      const created = await call('POST', `/api/projects/${projectId}/screens`, { name });
      if (created.status !== 201) throw new Error(`create screen: HTTP ${created.status} ${JSON.stringify(created.body)}`);
      const saved = await call('PUT', `/api/projects/${projectId}/screens/${created.body.id}`, { version: created.body.version, root });
      if (saved.status !== 200) throw new Error(`save screen: HTTP ${saved.status} ${JSON.stringify(saved.body)}`);
      return { screenId: created.body.id, version: saved.body.version };
    },
    async stop() {
      await server.stop();
      await db?.drop();
      await mail.stop();
    },
  };
}
