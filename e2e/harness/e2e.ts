import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, inject, type TestContext } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { MailCatcher } from './mail-catcher.ts';
import { artifactsDir } from './paths.ts';
import { adminDatabaseUrl, TestDatabase } from './postgres.ts';
import { ServerProcess, type Branding } from './server-process.ts';
import { ApiClient } from './api-client.ts';

export interface E2EOptions {
  /** A short name for this file, used in screenshot names. */
  name: string;
  branding?: Branding;
  /** Run the server on a fresh Postgres database instead of PGlite (needed to seed rows). */
  postgres?: boolean;
  accessTokenTtlSeconds?: number;
  /** Extra server environment, read when the server starts (after earlier beforeAll hooks). */
  env?: () => Record<string, string>;
}

/** What a test file gets: the running app, its mailbox, and a fresh browser page per test. */
export interface E2E {
  readonly mail: MailCatcher;
  readonly server: ServerProcess;
  readonly db: TestDatabase | undefined;
  readonly api: ApiClient;
  readonly baseUrl: string;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Saves a full-page screenshot `artifacts/<file>--<step>.png` (a key moment of a flow). */
  snap(step: string): Promise<void>;
  /** Another fresh browser context (another visitor: no cookies, no storage), closed after the test. */
  newContext(): Promise<BrowserContext>;
}

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();

/**
 * Registers the hooks of one e2e file: an SMTP catcher, the built server, Chromium (per file),
 * and a fresh browser context and page (per test). On failure it saves a screenshot named after
 * the test and prints the server's output and the browser console.
 */
export function useE2E(options: E2EOptions): E2E {
  const mail = new MailCatcher();
  const server = new ServerProcess();
  const usePostgres = options.postgres === true || process.env.E2E_DATABASE_URL !== undefined;
  const db = usePostgres ? new TestDatabase() : undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let extraContexts: BrowserContext[] = [];
  let page: Page | undefined;
  let consoleLines: string[] = [];

  beforeAll(async () => {
    await mail.start();
    if (db) await db.create();
    await server.start({
      smtpUrl: mail.url,
      branding: options.branding ?? 'main',
      ...(db ? { databaseUrl: db.url } : { dataTemplate: inject('pgliteDataTemplate') }),
      ...(options.accessTokenTtlSeconds !== undefined ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
      env: options.env?.() ?? {},
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await server.stop();
    await db?.drop().catch((error) => console.error(`could not drop ${db.name} on ${adminDatabaseUrl}:`, error));
    await mail.stop();
  });

  const freshContext = async (): Promise<BrowserContext> => {
    const created = await browser!.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
    created.setDefaultTimeout(10_000);
    return created;
  };

  beforeEach(async () => {
    consoleLines = [];
    context = await freshContext();
    page = await context.newPage();
    page.on('console', (message) => consoleLines.push(`[console.${message.type()}] ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`[pageerror] ${error.message}`));
  });

  afterEach(async (ctx: TestContext) => {
    if (ctx.task.result?.state === 'fail') {
      const file = path.join(artifactsDir, `${slug(options.name)}--${slug(ctx.task.name)}.png`);
      await page?.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(
        [
          `--- ${ctx.task.name} failed; screenshot: ${file}`,
          `--- page: ${page?.url()}`,
          '--- browser console:',
          ...consoleLines,
          '--- server output (last 200 lines):',
          server.logs.split('\n').slice(-200).join('\n'),
        ].join('\n'),
      );
    }
    await context?.close().catch(() => undefined);
    for (const extra of extraContexts) await extra.close().catch(() => undefined);
    extraContexts = [];
    context = undefined;
    page = undefined;
  });

  const api = new ApiClient(() => server.url, mail);
  return {
    mail,
    server,
    db,
    api,
    get baseUrl() {
      return server.url;
    },
    get context() {
      if (!context) throw new Error('no browser context outside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('no page outside a test');
      return page;
    },
    async snap(step: string) {
      if (!page) return;
      await page.screenshot({ path: path.join(artifactsDir, `${slug(options.name)}--${slug(step)}.png`), fullPage: true });
    },
    async newContext() {
      const extra = await freshContext();
      extraContexts.push(extra);
      return extra;
    },
  };
}
