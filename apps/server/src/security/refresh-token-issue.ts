import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { hashToken, randomToken } from './tokens.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new opaque refresh token, builder's or end user's: its row id, the raw token (shown once), the
 * sha256 the row keeps and when it expires (`refreshTokenTtlDays` from `now`).
 */
export function newRefreshToken(config: Pick<AppConfig, 'refreshTokenTtlDays'>, now: Date) {
  const token = randomToken();
  return { id: randomUUID(), token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * DAY_MS) };
}
