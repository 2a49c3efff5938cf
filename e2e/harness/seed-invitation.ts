import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TestDatabase } from './postgres.ts';

/**
 * Seeds an invitation row the way the server's `createInvitation` stores it (apps/server
 * migrations 0001 and 0004 `invitations`; token hashed with sha256 hex as in security/tokens.ts),
 * and returns the raw token. It invites an End User: a Free workspace's one developer seat is its
 * owner's, and these tests are about answering a link, not about plans (members.e2e.ts invites
 * through the Members page).
 */
export async function seedInvitation(
  db: TestDatabase,
  options: { workspace: string; email: string; invitedBy?: string; expired?: boolean },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const client = await db.connect();
  try {
    const domain = await client.query<{ id: string }>('SELECT id FROM domains WHERE name = $1', [options.workspace]);
    const domainId = domain.rows[0]?.id;
    if (!domainId) throw new Error(`no workspace named ${options.workspace} in ${db.name}`);
    const inviter = options.invitedBy
      ? (await client.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [options.invitedBy.toLowerCase()])).rows[0]?.id ?? null
      : null;
    const expiresAt = options.expired ? new Date(Date.now() - 60_000) : new Date(Date.now() + 7 * 24 * 3_600_000);
    await client.query(
      `INSERT INTO invitations (id, domain_id, email, token_hash, invited_by, expires_at, resource_type)
       VALUES ($1, $2, $3, $4, $5, $6, 'end_user')`,
      [randomUUID(), domainId, options.email.toLowerCase(), tokenHash, inviter, expiresAt],
    );
  } finally {
    await client.end();
  }
  return token;
}

/** The link an invitation mail carries (spec §2 /invitation: accepted 0|1, username, domainName; plus the token). */
export function invitationLink(
  baseUrl: string,
  options: { accepted: 0 | 1; email: string; workspace: string; token: string },
): string {
  const query = new URLSearchParams({
    accepted: String(options.accepted),
    username: options.email,
    domainName: options.workspace,
    token: options.token,
  });
  return `${baseUrl}/invitation?${query.toString()}`;
}
