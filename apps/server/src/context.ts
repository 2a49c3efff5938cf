import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { ProjectCopyStep, UsageCounters } from './extension-points.ts';
import type { Mailer } from './mail/mailer.ts';
import type { JwtKeys } from './security/jwt.ts';

/**
 * What services need: the config, the database, keys, the mailer, a clock, a logger and the
 * modules' wiring (usage counters, project copy steps: see `wiring.ts`). Built once in `buildApp`
 * and decorated on the Fastify instance as `app.ctx`. Services read time only from `clock` so
 * tests can move it.
 */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  keys: JwtKeys;
  mailer: Mailer;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** What allowance checks and usage meters count with: one counter per counted asset. */
  usage: UsageCounters;
  /** What a project duplication copies besides the project row, in this order. */
  projectCopySteps: readonly ProjectCopyStep[];
}

/** The product name used in mails, events and the client config. */
export const PRODUCT_NAME = 'Tessera';
