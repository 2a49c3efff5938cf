import { existsSync, mkdirSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { MailCatcher } from './mail-catcher.ts';
import { artifactsDir, serverEntry, studioIndex } from './paths.ts';
import { ServerProcess } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data dir the built server has migrated: each file's server starts on a copy. */
    pgliteDataTemplate: string;
  }
}

/**
 * Fails the run at once when the built app is missing (the e2e suite drives the real build), then
 * starts the built server once on a new PGlite data dir and stops it: every file's server starts
 * on a copy of that migrated dir instead of running all migrations again on a busy machine.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const missing = [serverEntry, studioIndex].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`Build first: npm run build (missing: ${missing.join(', ')})`);
  }
  // Screenshots of this run only: stale ones from an earlier run would mislead.
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });

  const mail = new MailCatcher();
  const server = new ServerProcess();
  await mail.start();
  const started = await server.start({ smtpUrl: mail.url }).then(
    () => null,
    (error: unknown) => error,
  );
  const template = await server.stopKeepingData();
  await mail.stop();
  const removeTemplate = () => {
    if (template) rmSync(template, { recursive: true, force: true });
  };
  if (started !== null || !template) {
    removeTemplate();
    throw started ?? new Error('the template server made no PGlite data dir');
  }
  project.provide('pgliteDataTemplate', template);
  return removeTemplate;
}
