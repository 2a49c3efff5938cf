import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { EgressPolicyError, type EgressPolicy, parseEgressPolicy } from './net/egress/policy.ts';

/** Where the embedded or real database lives. `dataDir: null` is an in-memory PGlite (tests). */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null };

/** The 32-byte keys of `security/secret-box.ts`: the one that seals, and one that still opens. */
export interface ConnectorSecretsKeys {
  current: Uint8Array;
  previous: Uint8Array | null;
}

/** A rate limit: at most `max` requests per `windowMs` for one key. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/** The server's whole configuration, read once from the environment by {@link loadConfig}. */
export interface AppConfig {
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  /**
   * Where builders' data lives (each project's draft and live schemas and their catalogue):
   * `APP_DATABASE_URL`, or null for the platform database itself.
   */
  appDatabaseUrl: string | null;
  /** null: a random secret is generated once and kept in the `instance_secrets` table. */
  jwtSecret: string | null;
  /**
   * The keys connector secrets are sealed with (`CONNECTOR_SECRETS_KEY`, 32 bytes) and, during a
   * rotation, the key they were sealed with before (`CONNECTOR_SECRETS_KEY_PREVIOUS`). null: no
   * key, so connector secrets cannot be stored (see `security/secret-box.ts`).
   */
  connectorSecretsKeys: ConnectorSecretsKeys | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | null;
  mailFrom: string;
  google: { clientId: string; clientSecret: string; issuerUrl: string } | null;
  branding: 'main' | 'whitelabel' | 'whitelabel-mssql';
  ownHosts: string[];
  trustProxy: boolean | number | string;
  logLevel: string;
  /** The built studio to serve, or null when it is not built. */
  studioDist: string | null;
  /** The built player (published apps and the Run tab) to serve, or null when it is not built. */
  playerDist: string | null;
  /**
   * Stripe billing. null: self-hosted mode, where a workspace owner changes the plan at once.
   * `priceIds` overrides the catalogue's price id per plan id (a self-hosted Stripe account).
   */
  stripe: { secretKey: string; webhookSecret: string; priceIds: Record<string, string>; apiBaseUrl: string | null } | null;
  /** spec §6: accounts tagged internal in analytics, besides usernames containing the product name. */
  internalDevelopers: string[];
  /** spec §3 redirectDomainToUrl: a workspace name → the URL its studio pages redirect to. */
  domainRedirects: Record<string, string>;
  /**
   * `EGRESS_ALLOW`: what outbound connections from user configuration may reach besides public
   * addresses (and `!` entries closed on top). Empty by default: the guard is always on.
   */
  egress: EgressPolicy;
  /**
   * Limits of each SQL connector's pool (`modules/sql-connectors/`): at most `poolMax` connections
   * per connector, each statement cancelled after `statementTimeoutMs`, a connection attempt given
   * up after `connectTimeoutMs`, an idle connection closed after `idleTimeoutMs`, a request
   * waiting at most `poolWaitMs` for a free connection.
   */
  sqlConnectors: { poolMax: number; statementTimeoutMs: number; connectTimeoutMs: number; idleTimeoutMs: number; poolWaitMs: number };
  accounts: {
    /**
     * The least time an account answer takes when its work differs with whether the address has
     * an account (sign-up, resend activation, forgot password, verify code), so time tells nothing.
     */
    answerFloorMs: number;
    /** A never-activated account is removed this long after it was signed up. */
    pendingTtlMs: number;
  };
  rateLimits: {
    /** Per socket address on each sensitive auth route (login, sign-up, codes, resend...). */
    auth: RateLimitRule;
    /** Failed logins per username before 429. */
    loginFailuresPerUser: RateLimitRule;
    /** Per socket address on POST /events. */
    events: RateLimitRule;
    /** Per socket address on each public app route: a running app's REST requests (`appRequestPaths.run`) and the live app (`publishedAppPaths.liveApp`), counted apart. */
    appRequests: RateLimitRule;
  };
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalText,
  APP_DATABASE_URL: optionalText,
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: 'JWT_SECRET must have at least 32 characters',
  }),
  CONNECTOR_SECRETS_KEY: optionalText,
  CONNECTOR_SECRETS_KEY_PREVIOUS: optionalText,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Tessera <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  TESSERA_BRANDING: z.enum(['main', 'whitelabel', 'whitelabel-mssql']).default('main'),
  TESSERA_OWN_HOSTS: z.string().default(''),
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STUDIO_DIST: optionalText,
  PLAYER_DIST: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_IDS: z.string().default(''),
  STRIPE_API_BASE_URL: z.url().optional(),
  TESSERA_INTERNAL_DEVELOPERS: z.string().default(''),
  TESSERA_DOMAIN_REDIRECTS: z.string().default(''),
  EGRESS_ALLOW: z.string().default(''),
  CONNECTOR_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  CONNECTOR_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  CONNECTOR_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CONNECTOR_IDLE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  CONNECTOR_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

/** 'a=1,b=2' → { a: '1', b: '2' }; throws on a pair without '='. */
function parsePairs(name: string, value: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const at = part.indexOf('=');
    if (at <= 0) throw new Error(`Invalid configuration: ${name}: expected name=value pairs separated by commas`);
    pairs[part.slice(0, at).trim().toLowerCase()] = part.slice(at + 1).trim();
  }
  return pairs;
}

/** TESSERA_DOMAIN_REDIRECTS: every target must be an absolute http(s) URL. */
function parseDomainRedirects(value: string): Record<string, string> {
  const redirects = parsePairs('TESSERA_DOMAIN_REDIRECTS', value);
  for (const [name, url] of Object.entries(redirects)) {
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      throw new Error(`Invalid configuration: TESSERA_DOMAIN_REDIRECTS: ${name} must redirect to an http(s) URL`);
    }
  }
  return redirects;
}

/** `EGRESS_ALLOW`: the first bad entry is named, with what to write instead. */
function parseEgressAllow(value: string): EgressPolicy {
  try {
    return parseEgressPolicy(value);
  } catch (error) {
    if (error instanceof EgressPolicyError) throw new Error(`Invalid configuration: EGRESS_ALLOW: ${error.message}`);
    throw error;
  }
}

/** `TRUST_PROXY`: false, true, a hop count, or a comma list of addresses/CIDRs (Fastify's forms). */
function parseTrustProxy(value: string): boolean | number | string {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return value.trim();
}

const SECRET_KEY_BYTES = 32;

/**
 * A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe, padding optional).
 * The message never repeats the value: it is a secret, and errors reach logs.
 */
function parseSecretKey(name: string, text: string): Uint8Array {
  const problem = `Invalid configuration: ${name} must be ${SECRET_KEY_BYTES} random bytes written as 64 hex digits or in base64 (for example the output of \`openssl rand -base64 32\`)`;
  if (/^[0-9a-fA-F]{64}$/.test(text)) return new Uint8Array(Buffer.from(text, 'hex'));
  const normalized = text.replace(/={1,2}$/, '').replaceAll('+', '-').replaceAll('/', '_');
  if (!/^[A-Za-z0-9_-]+$/.test(normalized)) throw new Error(problem);
  const bytes = Buffer.from(normalized, 'base64url');
  // Re-encoding proves every character was read (Node skips what it cannot decode).
  if (bytes.length !== SECRET_KEY_BYTES || bytes.toString('base64url') !== normalized) throw new Error(problem);
  return new Uint8Array(bytes);
}

/** CONNECTOR_SECRETS_KEY and CONNECTOR_SECRETS_KEY_PREVIOUS; a previous key needs a current one, and another one. */
function parseConnectorSecretsKeys(current: string | undefined, previous: string | undefined): ConnectorSecretsKeys | null {
  if (!current) {
    if (previous) throw new Error('Invalid configuration: CONNECTOR_SECRETS_KEY_PREVIOUS is set without CONNECTOR_SECRETS_KEY (set the new key there, the old one in _PREVIOUS)');
    return null;
  }
  const keys = { current: parseSecretKey('CONNECTOR_SECRETS_KEY', current), previous: previous ? parseSecretKey('CONNECTOR_SECRETS_KEY_PREVIOUS', previous) : null };
  if (keys.previous && Buffer.from(keys.previous).equals(Buffer.from(keys.current))) {
    throw new Error('Invalid configuration: CONNECTOR_SECRETS_KEY_PREVIOUS is the same key as CONNECTOR_SECRETS_KEY');
  }
  return keys;
}

function requireWith(value: string | undefined, message: string): string {
  if (!value) throw new Error(`Invalid configuration: ${message}`);
  return value;
}

/** The studio build beside this package, wherever the server runs from (source or bundle). */
/** `apps/{app}/dist` beside the server, if built. */
function defaultDist(app: 'studio' | 'player'): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/config.ts and dist/main.js both sit one level below apps/server.
  const candidate = resolve(here, '..', '..', app, 'dist');
  return existsSync(candidate) ? candidate : null;
}

/**
 * Reads the environment once into a typed config. Throws with every bad variable named.
 * @example const config = loadConfig(process.env);
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const studioDist = e.STUDIO_DIST ? resolve(e.STUDIO_DIST) : defaultDist('studio');
  const playerDist = e.PLAYER_DIST ? resolve(e.PLAYER_DIST) : defaultDist('player');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolve(e.DATA_DIR) },
    appDatabaseUrl: e.APP_DATABASE_URL ?? null,
    jwtSecret: e.JWT_SECRET ?? null,
    connectorSecretsKeys: parseConnectorSecretsKeys(e.CONNECTOR_SECRETS_KEY, e.CONNECTOR_SECRETS_KEY_PREVIOUS),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : null,
    branding: e.TESSERA_BRANDING,
    ownHosts: e.TESSERA_OWN_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    studioDist: studioDist && existsSync(studioDist) ? studioDist : null,
    playerDist: playerDist && existsSync(playerDist) ? playerDist : null,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: requireWith(e.STRIPE_WEBHOOK_SECRET, 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY'),
          priceIds: parsePairs('STRIPE_PRICE_IDS', e.STRIPE_PRICE_IDS),
          apiBaseUrl: e.STRIPE_API_BASE_URL ?? null,
        }
      : null,
    internalDevelopers: e.TESSERA_INTERNAL_DEVELOPERS.split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
    domainRedirects: parseDomainRedirects(e.TESSERA_DOMAIN_REDIRECTS),
    egress: parseEgressAllow(e.EGRESS_ALLOW),
    sqlConnectors: {
      poolMax: e.CONNECTOR_POOL_MAX,
      statementTimeoutMs: e.CONNECTOR_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: e.CONNECTOR_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: e.CONNECTOR_IDLE_TIMEOUT_MS,
      poolWaitMs: e.CONNECTOR_POOL_WAIT_MS,
    },
    accounts: { answerFloorMs: 500, pendingTtlMs: 7 * 24 * 60 * 60_000 },
    rateLimits: {
      auth: { max: 30, windowMs: 60_000 },
      loginFailuresPerUser: { max: 10, windowMs: 15 * 60_000 },
      events: { max: 120, windowMs: 60_000 },
      appRequests: { max: 120, windowMs: 60_000 },
    },
  };
}
