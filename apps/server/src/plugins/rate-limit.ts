import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitRule } from '../config.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors/app-error.ts';
import { runPeriodically } from '../jobs/run-periodically.ts';
import { hitCounter, purgeExpiredCounters, readCounter } from '../security/counter-queries.ts';
import { rateLimitKey } from './rate-limit-key.ts';

/** How often each server process deletes ended counter windows from `rate_limits`. */
export const COUNTER_PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * A @fastify/rate-limit store on the `rate_limits` table, so every server process on one
 * database shares the counters (no Redis needed). Keys are prefixed with the route.
 */
function databaseStore(ctx: AppContext, prefix = 'ip') {
  const store = {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = ctx.clock();
      hitCounter(ctx.db, `${prefix}:${key}`, timeWindow, now).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    },
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      readCounter(ctx.db, `${prefix}:${key}`, ctx.clock()).then(
        (count) => callback(null, { current: count, ttl: 0 }),
        (error: Error) => callback(error),
      );
    },
    // Called per route with the merged options; `routeInfo` is the route, so each route counts apart.
    child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      return databaseStore(ctx, `ip:${method ?? ''}:${route.url ?? ''}`);
    },
  };
  return store as unknown as FastifyRateLimitStore;
}

/** Registers @fastify/rate-limit, off by default; routes opt in with {@link routeRateLimit}. */
export async function registerRateLimit(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Keyed on the socket address (IPv6 per /64); request.ip honours X-Forwarded-For only when
    // TRUST_PROXY is set.
    keyGenerator: (request) => rateLimitKey(request.ip),
    store: function Store() {
      return databaseStore(ctx);
    } as unknown as new () => FastifyRateLimitStore,
    errorResponseBuilder: () => new AppError('too_many_requests'),
  });
  purgeCountersPeriodically(app, ctx);
}

/** Ended windows are never read again: they are deleted periodically. */
function purgeCountersPeriodically(app: FastifyInstance, ctx: AppContext): void {
  runPeriodically(app, { name: 'rate-limit purge', everyMs: COUNTER_PURGE_INTERVAL_MS, runAtStart: false, run: () => purgeExpiredCounters(ctx.db, ctx.clock()) });
}

/** The route config that applies a rate-limit rule. */
export function routeRateLimit(rule: RateLimitRule): RateLimitOptions {
  return { max: rule.max, timeWindow: rule.windowMs };
}
