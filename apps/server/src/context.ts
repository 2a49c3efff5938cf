import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { AppDataDatabase } from './db/app-data/catalog-tables.ts';
import type { Database, DomainRole, ResourceType } from './db/database.ts';
import type { ConnectorPools, LiveRequestUsers, ProjectArchiveStep, ProjectCopiedStep, ProjectCopyStep, ProjectRemovalStep, UsageCounters } from './extension-points.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { EgressGuard } from './net/egress/guard.ts';
import type { JwtKeys } from './security/jwt.ts';
import type { SecretBox } from './security/secret-box.ts';

/**
 * What services need: the config, the database, keys, the secret box, the mailer, a clock, a logger, the egress guard and the
 * modules' wiring (usage counters, project copy and removal steps: see `wiring.ts`). Built once in `buildApp`
 * and decorated on the Fastify instance as `app.ctx`. Services read time only from `clock` so
 * tests can move it.
 */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  /**
   * Builders' data: each project's draft and live schemas and their catalogue (`tessera_data`).
   * The platform database without the CamelCase plugin, or the `APP_DATABASE_URL` database.
   */
  appDb: Kysely<AppDataDatabase>;
  keys: JwtKeys;
  /** Seals and opens connector secrets; null when `CONNECTOR_SECRETS_KEY` is unset (secrets are then refused). */
  secretBox: SecretBox | null;
  mailer: Mailer;
  /** Background jobs (pg-boss): started when the app is ready, stopped before the database closes. */
  jobs: JobQueue;
  clock: () => Date;
  log: FastifyBaseLogger;
  /**
   * The only way out for connections made from user configuration (connectors, REST calls, token
   * fetches, webhooks): resolves once, checks every address against `config.egress`, connects to
   * the checked address. See `net/egress/README.md`.
   */
  egress: EgressGuard;
  /**
   * Each SQL connector's own bounded pool, made on first use through the egress guard and closed
   * when the connector changes, is deleted, or the server closes (`modules/sql-connectors/`).
   */
  connectorPools: ConnectorPools;
  /** What allowance checks and usage meters count with: one counter per counted asset. */
  usage: UsageCounters;
  /** What a project duplication copies besides the project row, in this order. */
  projectCopySteps: readonly ProjectCopyStep[];
  /** What a project duplication copies after it committed (content on the app database), in this order. */
  projectCopiedSteps: readonly ProjectCopiedStep[];
  /** What a project deletion removes besides the platform rows, after it committed. */
  projectRemovalSteps: readonly ProjectRemovalStep[];
  /** What archiving or restoring a project changes besides its row (its live app's catalogue flag). */
  projectArchiveSteps: readonly ProjectArchiveStep[];
  /** Which projects' live apps call a REST request (releases): such a request is not deleted. */
  liveRequestUsers: LiveRequestUsers;
}

/** The product name used in mails, events and the client config. */
export const PRODUCT_NAME = 'Tessera';

/** The workspace a domain-scoped request acts in, after its membership was checked. */
export interface RequestDomain {
  id: string;
  name: string;
  role: DomainRole;
  /** The member's seat: a Developer builds apps, an End User uses the published ones. */
  resourceType: ResourceType;
}

/**
 * What a route declares about its caller (read by the auth hook, `plugins/auth.ts`) and what the hook
 * sets on the request.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'required': 401 without a valid bearer; 'optional': read it when present. Default none. */
    auth?: 'required' | 'optional';
    /** The route acts in the `domainname` header's workspace; non-members get 404. */
    domainScoped?: boolean;
    /** With domainScoped: members of another role get 403 `forbidden`. */
    role?: DomainRole;
    /**
     * With domainScoped: members whose resource type (seat) is not this get 403 `forbidden`,
     * whatever their role. Checked after `role`.
     */
    seat?: ResourceType;
  }
  interface FastifyRequest {
    /** The signed-in user's id, when the route reads the bearer token and it is valid. */
    userId: string | null;
    /** The session (refresh family) of that bearer token; null without one or in an older token. */
    sessionId: string | null;
    /** Set on domain-scoped routes. */
    domain: RequestDomain | null;
  }
}
