// A server process for the outbox kill suite, run as a child (bundled by `outbox-server-process.ts`):
// the app on DATABASE_URL (already migrated) and SMTP_URL, listening on a free loopback port,
// with the outbox timing of OUTBOX_LEASE_MS, OUTBOX_SEND_TIMEOUT_MS and OUTBOX_POLL_MS. It prints
// one line `listening <url>` once ready.
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDb } from '../../src/db/create-db.ts';
import { DEFAULT_RETRY_POLICY } from '../../src/mail/outbox-dispatcher.ts';

const numberFrom = (name: string): number => {
  const value = Number(process.env[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
const app = await buildApp(config, {
  db: createDb(config.database),
  outbox: {
    pollIntervalMs: numberFrom('OUTBOX_POLL_MS'),
    retryPolicy: { ...DEFAULT_RETRY_POLICY, leaseMs: numberFrom('OUTBOX_LEASE_MS'), sendTimeoutMs: numberFrom('OUTBOX_SEND_TIMEOUT_MS') },
  },
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`listening ${address}\n`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
