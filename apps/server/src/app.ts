import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openAppDatabase } from './db/app-data/open-app-db.ts';
import { createDb } from './db/create-db.ts';
import type { Database } from './db/database.ts';
import { registerErrorHandler } from './errors/error-handler.ts';
import { createJobQueue, type JobQueueOptions } from './jobs/job-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { importJobDefinition } from './modules/data-import/import-job.ts';
import { dataImportRoutes } from './modules/data-import/routes.ts';
import type { OutboxRetryPolicy } from './mail/outbox-dispatcher.ts';
import { createOutboxWorker } from './mail/outbox-worker.ts';
import { purgePendingAccountsPeriodically } from './modules/auth/pending-accounts.ts';
import { runPeriodically } from './jobs/run-periodically.ts';
import { purgeSpentCredentials, SPENT_CREDENTIAL_PURGE_INTERVAL_MS } from './security/spent-credentials.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { clientConfigRoutes } from './modules/client-config/routes.ts';
import { resealConnectorSecretsOnStart } from './modules/connectors/key-rotation.ts';
import { connectorRoutes } from './modules/connectors/routes.ts';
import { SqlPoolRegistry } from './modules/sql-connectors/pool-registry.ts';
import { restRequestRoutes } from './modules/rest-requests/routes.ts';
import { sqlConnectorRoutes } from './modules/sql-connectors/routes.ts';
import { externalTableRoutes } from './modules/external-data/routes.ts';
import { externalAccessRoutes } from './modules/external-data/access-routes.ts';
import { projectExternalDataRoutes } from './modules/external-data/project-data-routes.ts';
import { externalTableAnswerer } from './modules/external-data/routes/answer-external.ts';
import { dataSchemaRoutes } from './modules/data-schema/routes.ts';
import { clientConfigOf } from './modules/client-config/service.ts';
import { ensureAppDataRoles } from './modules/data-api/access/app-data-roles.ts';
import { grantModelVersions } from './modules/data-api/access/rls-queries.ts';
import { refreshCallerPolicies } from './modules/data-schema/row-security/refresh-caller-policies.ts';
import { dataApiRoutes } from './modules/data-api/routes.ts';
import { domainRoutes } from './modules/domains/routes.ts';
import { purgeAbandonedSignUpsPeriodically } from './modules/end-users/abandoned-sign-ups.ts';
import { endUserRoutes } from './modules/end-users/routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { logRoutes } from './modules/logs/routes.ts';
import { memberRoutes } from './modules/members/routes.ts';
import { syncPlanCatalog } from './modules/plans/catalog-sync.ts';
import { preferenceRoutes } from './modules/preferences/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { releaseRoutes } from './modules/releases/routes.ts';
import { screenRoutes } from './modules/screens/routes.ts';
import { appSettingsRoutes } from './modules/app-settings/routes.ts';
import { appAssetRoutes } from './modules/app-assets/routes.ts';
import { workspaceRoutes } from './modules/workspaces/routes.ts';
import { registerAuthHook } from './plugins/auth.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerNulTextGuard } from './plugins/no-nul-text.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerStudio } from './plugins/studio.ts';
import { registerPlayer } from './plugins/player.ts';
import { registerContentSecurityPolicy } from './plugins/content-security-policy.ts';
import { registerFrameGuard } from './plugins/frame-guard.ts';
import { createEgressGuard } from './net/egress/guard.ts';
import type { Resolver } from './net/egress/resolver.ts';
import { withLogRedaction } from './plugins/log-redaction.ts';
import { trustProxyWarning } from './plugins/trust-proxy.ts';
import { deriveKeys, resolveJwtSecret } from './security/jwt.ts';
import { createSecretBox } from './security/secret-box.ts';
import { wireModules } from './wiring.ts';

/** Fastify takes a hop count as a function in its types (the runtime accepts both). */
function trustProxyOption(value: AppConfig['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Largest accepted request body (ARCHITECTURE §5: parse with a size limit). */
export const BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Config, database, keys, mailer and clock shared by every module. */
    ctx: AppContext;
  }
}

export interface BuildOptions {
  /** An already migrated database; the app owns it from here and destroys it on close. */
  db?: Kysely<Database>;
  /** The clock services read (tests move it). */
  clock?: () => Date;
  /** Fastify logger options; default: pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
  /** Outbox worker timing (tests shorten it); default: a round every 5 s, `DEFAULT_RETRY_POLICY`. */
  outbox?: { pollIntervalMs?: number; retryPolicy?: OutboxRetryPolicy };
  /** Background job timing (tests shorten it). */
  jobs?: Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'stopTimeoutMs'>;
  /** The name resolver of the egress guard (tests map names to chosen addresses); default: the system's. */
  egressResolver?: Resolver;
}

/** How often the outbox worker looks for mail due for a (re)try. */
export const OUTBOX_POLL_INTERVAL_MS = 5_000;

/**
 * Builds the server, not listening: infra first (database with its instance secret and the plan
 * catalogue synced, connector secrets re-sealed after a key rotation, error handler, docs, rate limit, mailer and its outbox worker, auth hook),
 * then the modules, then the studio and the not-found handler. The database must be migrated
 * (see `migrateToLatest`).
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens, codes and passwords in logged URLs and bodies are written as "[redacted]".
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  const proxyWarning = trustProxyWarning(config.trustProxy);
  if (proxyWarning) app.log.warn(proxyWarning);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body gets 415 instead of reaching a schema as a string.
  app.removeContentTypeParser('text/plain');
  // No U+0000 in any JSON string, query or path parameter (Postgres text cannot hold it).
  registerNulTextGuard(app);

  const db = options.db ?? createDb(config.database);
  const clock = options.clock ?? (() => new Date());
  const keys = deriveKeys(await resolveJwtSecret(db, config.jwtSecret));
  // The plans tables mirror the catalogue before any route can read them (idempotent, every start).
  await syncPlanCatalog(db, config.stripe?.priceIds ?? {});
  // Connector secrets: sealed with CONNECTOR_SECRETS_KEY, refused without it. A start after a key
  // rotation re-seals what the previous key sealed (idempotent, every start).
  const secretBox = config.connectorSecretsKeys ? createSecretBox(config.connectorSecretsKeys) : null;
  await resealConnectorSecretsOnStart(db, secretBox, app.log);
  const appDatabase = await openAppDatabase(db, config.appDatabaseUrl);
  const { appDb, separate: separateAppDb } = appDatabase;
  // The roles the data API switches to (held to row-level security) and takes estimates as; project schemas grant to them.
  await ensureAppDataRoles(appDb);
  await grantModelVersions(appDb);
  const refreshed = await refreshCallerPolicies(appDb);
  if (refreshed > 0) app.log.info(`row-level security: the policies of ${refreshed} table(s) written again as this server writes them`);
  const retryPolicy = options.outbox?.retryPolicy;
  const mailer = createMailer({
    db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    clock,
    ...(retryPolicy ? { retryPolicy } : {}),
  });
  const jobs = createJobQueue(db, app.log, { backend: config.database.kind, ...options.jobs });
  const egress = createEgressGuard({ policy: config.egress, ...(options.egressResolver ? { resolver: options.egressResolver } : {}) });
  const sqlPools = new SqlPoolRegistry({ egress, log: app.log }, config.sqlConnectors);
  const ctx: AppContext = { config, db, appDb, keys, secretBox, mailer, jobs, clock, log: app.log, egress, connectorPools: sqlPools, ...wireModules(appDatabase, db) };
  app.decorate('ctx', ctx);
  // The outbox worker belongs to the app: it starts when the app is ready and stops (waiting for
  // a running round) before the database closes. Without SMTP its delivery is the log line.
  const worker = createOutboxWorker(mailer.dispatcher, options.outbox?.pollIntervalMs ?? OUTBOX_POLL_INTERVAL_MS, (error) =>
    app.log.error({ err: error }, 'outbox dispatch failed'),
  );
  app.addHook('onReady', async () => {
    await jobs.start();
    worker.start();
    mailer.kick(); // mail left due by an earlier run
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await worker.stop();
    mailer.close();
    await sqlPools.closeAll();
    if (separateAppDb) await appDb.destroy();
    await db.destroy();
  });

  registerErrorHandler(app);
  registerFrameGuard(app);
  registerContentSecurityPolicy(app);
  await registerDocs(app, config.publicUrl);
  await registerRateLimit(app, ctx);
  purgePendingAccountsPeriodically(app, ctx);
  purgeAbandonedSignUpsPeriodically(app, ctx);
  runPeriodically(app, { name: 'spent code purge', everyMs: SPENT_CREDENTIAL_PURGE_INTERVAL_MS, run: () => purgeSpentCredentials(ctx.db, ctx.clock()) });
  registerAuthHook(app, ctx);

  const clientConfig = clientConfigOf(config);
  await app.register(healthRoutes, { ctx });
  await app.register(clientConfigRoutes, { clientConfig });
  await app.register(authRoutes, { ctx });
  await app.register(endUserRoutes, { ctx });
  await app.register(invitationRoutes, { ctx });
  await app.register(domainRoutes, { ctx });
  await app.register(eventRoutes, { ctx });
  await app.register(workspaceRoutes, { ctx });
  await app.register(memberRoutes, { ctx });
  await app.register(projectRoutes, { ctx });
  await app.register(screenRoutes, { ctx });
  await app.register(appSettingsRoutes, { ctx });
  await app.register(appAssetRoutes, { ctx });
  await app.register(dataSchemaRoutes, { ctx });
  await app.register(dataApiRoutes, { ctx });
  await app.register(dataImportRoutes, { ctx });
  await app.register(connectorRoutes, { ctx });
  await app.register(sqlConnectorRoutes, { ctx, pools: sqlPools });
  const externalTables = externalTableAnswerer(ctx, sqlPools);
  await app.register(externalTableRoutes, { tables: externalTables });
  await app.register(externalAccessRoutes, { ctx, pools: sqlPools, tables: externalTables });
  await app.register(projectExternalDataRoutes, { ctx, tables: externalTables });
  await app.register(restRequestRoutes, { ctx });
  await app.register(releaseRoutes, { ctx });
  jobs.define(importJobDefinition(ctx));
  await app.register(billingRoutes, { ctx });
  await app.register(logRoutes, { ctx });
  await app.register(preferenceRoutes, { ctx });
  await registerPlayer(app, config.playerDist);
  await registerStudio(app, config.studioDist, clientConfig);
  return app;
}
