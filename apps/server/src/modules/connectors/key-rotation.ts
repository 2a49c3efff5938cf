import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { type SecretBox, SecretBoxError } from '../../security/secret-box.ts';
import { secretContext } from './connector-secrets.ts';
import { connectorsWithSecretsAfter, lockConnectorSecrets, writeConnectorSecrets } from './queries.ts';

/** What a re-seal did: values sealed again with the current key, and values no configured key opens. */
export interface ResealReport {
  resealed: number;
  unreadable: number;
}

const PAGE = 200;

/**
 * Seals every stored connector secret that is not sealed with the current key again with it (the
 * second half of a key rotation: see the README). One connector per transaction, under its row
 * lock, so a change saved meanwhile is never overwritten and several server processes starting
 * at once do the work once. Idempotent: a second run finds nothing to do. A value that no
 * configured key opens is left as it is and counted.
 */
export async function resealConnectorSecrets(db: Kysely<Database>, box: SecretBox): Promise<ResealReport> {
  const report: ResealReport = { resealed: 0, unreadable: 0 };
  const isCurrent = (sealed: string) => {
    try {
      return box.isCurrent(sealed);
    } catch {
      return false;
    }
  };
  let afterId: string | null = null;
  for (;;) {
    const page = await connectorsWithSecretsAfter(db, afterId, PAGE);
    if (page.length === 0) break;
    afterId = page[page.length - 1]!.id;
    for (const candidate of page) {
      if (Object.values(candidate.secrets).every(isCurrent)) continue;
      await db.transaction().execute(async (trx) => {
        const row = await lockConnectorSecrets(trx, candidate.id);
        if (!row) return;
        const secrets: Record<string, string> = {};
        let changed = false;
        for (const [field, sealed] of Object.entries(row.secrets)) {
          secrets[field] = sealed;
          if (isCurrent(sealed)) continue;
          try {
            secrets[field] = box.reseal(sealed, secretContext({ domainId: row.domainId, connectorId: row.id }, field));
            changed = true;
            report.resealed += 1;
          } catch (error) {
            if (!(error instanceof SecretBoxError)) throw error;
            report.unreadable += 1;
          }
        }
        if (changed) await writeConnectorSecrets(trx, row.id, secrets);
      });
    }
  }
  return report;
}

/**
 * Start-up: finishes a key rotation (re-seals what the previous key sealed) and says in the log
 * what an operator must know: values re-sealed, values no configured key opens, or stored
 * secrets while no key is set.
 */
export async function resealConnectorSecretsOnStart(db: Kysely<Database>, box: SecretBox | null, log: FastifyBaseLogger): Promise<void> {
  if (!box) {
    const stored = await connectorsWithSecretsAfter(db, null, 1);
    if (stored.length > 0) {
      log.warn('CONNECTOR_SECRETS_KEY is not set but connectors hold sealed secrets: they cannot be opened until the key they were sealed with is configured.');
    }
    return;
  }
  const report = await resealConnectorSecrets(db, box);
  if (report.resealed > 0) {
    log.info({ resealed: report.resealed, keyId: box.keyId }, 'connector secrets re-sealed with the current CONNECTOR_SECRETS_KEY; CONNECTOR_SECRETS_KEY_PREVIOUS can be removed once every server runs with the new key');
  }
  if (report.unreadable > 0) {
    log.error({ unreadable: report.unreadable }, 'connector secrets sealed with a key that is neither CONNECTOR_SECRETS_KEY nor CONNECTOR_SECRETS_KEY_PREVIOUS: those connectors cannot connect until their secrets are entered again or the key is configured');
  }
}
