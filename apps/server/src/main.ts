import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/create-db.ts';
import { migrateToLatest } from './db/migrate.ts';

/** Starts Tessera: config from the environment, migrations, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const app = await buildApp(config, { db });
  await app.listen({ port: config.port, host: config.host });

  console.log(`Tessera is running at ${config.publicUrl}`);
  if (process.env.REDIS_URL) {
    console.warn('REDIS_URL is set but not supported yet: rate-limit counters are kept in the database, shared by every process.');
  }
  if (!config.smtpUrl) {
    console.log('SMTP_URL is not set: outgoing mail is written to the outbox_emails table and to the log.');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  process.exit(1);
});
