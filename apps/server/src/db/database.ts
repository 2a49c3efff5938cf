import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';

/** A timestamp column: a Date when read, a Date (or SQL default) when written. */
type Timestamp = ColumnType<Date, Date | undefined, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

/** Platform tables (ARCHITECTURE §5). Columns are snake_case in SQL, camelCase here (CamelCasePlugin). */
export interface UsersTable {
  id: string;
  /** The email, lower-cased; unique. */
  username: string;
  firstname: string;
  lastname: string;
  /** null for accounts that only sign in with Google. */
  passwordHash: string | null;
  activatedAt: NullableTimestamp;
  lastUsedDomainId: string | null;
  createdAt: Timestamp;
  /** Preferences: 'en' | 'tr', a catalogue time zone id, a date format. */
  language: Generated<string>;
  timeZone: Generated<string>;
  dateFormat: Generated<string>;
  /** Signed into every access token; a sign-out or a password reset moves it on, ending older tokens. */
  tokenGeneration: Generated<number>;
}

export interface RefreshTokensTable {
  id: string;
  userId: string;
  /** Every token of one sign-in shares the family; reuse of a rotated one revokes all of it. */
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Timestamp;
  rotatedAt: NullableTimestamp;
  replacedBy: string | null;
  revokedAt: NullableTimestamp;
}

export type VerificationPurpose = 'email_confirm' | 'password_reset' | 'external_login';

export interface VerificationCodesTable {
  id: string;
  userId: string;
  purpose: VerificationPurpose;
  codeHash: string;
  attempts: Generated<number>;
  /** The invited workspace an activation joins (email_confirm only). */
  domainId: string | null;
  /** email_confirm only: the password and names of the sign-up this link confirms (applied on use). */
  passwordHash: ColumnType<string | null, string | null | undefined, string | null>;
  firstname: ColumnType<string | null, string | null | undefined, string | null>;
  lastname: ColumnType<string | null, string | null | undefined, string | null>;
  /** email_confirm only: hash of the signing-up browser's device key; the password applies only with it. */
  deviceKeyHash: ColumnType<string | null, string | null | undefined, string | null>;
  expiresAt: Date;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface DomainsTable {
  id: string;
  /** URL-safe, lower-case, unique: the first path segment of the studio's workspace routes. */
  name: string;
  domainAuthorizationOn: Generated<boolean>;
  createdAt: Timestamp;
  /** The workspace's plan (a `plans.id` of the catalog); 'free' for a new one. */
  planId: Generated<string>;
  /** spec §3 domainConfigs: how the workspace's delete dialogs ask. */
  deleteModalType: Generated<'yesNo' | 'confirm'>;
  createdBy: string | null;
}

export type DomainRole = 'owner' | 'developer';
export type ResourceType = 'developer' | 'end_user';

export interface DomainMembersTable {
  domainId: string;
  userId: string;
  role: DomainRole;
  resourceType: ResourceType;
  createdAt: Timestamp;
}

export interface InvitationsTable {
  id: string;
  domainId: string;
  /** Lower-cased email of the invitee. */
  email: string;
  tokenHash: string;
  invitedBy: string | null;
  expiresAt: Date;
  acceptedAt: NullableTimestamp;
  rejectedAt: NullableTimestamp;
  createdAt: Timestamp;
  /** What the invitee becomes on accepting. */
  role: Generated<DomainRole>;
  resourceType: Generated<ResourceType>;
  revokedAt: NullableTimestamp;
  lastSentAt: Timestamp;
  sendCount: Generated<number>;
}

export interface ProjectsTable {
  id: string;
  domainId: string;
  name: string;
  supportWeb: boolean;
  supportAndroid: boolean;
  supportIos: boolean;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  archivedAt: NullableTimestamp;
  /** The screen the app opens on (migration 0005); null until one is chosen. */
  startScreenId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The release published apps run (migration 0013); null until the first publish. */
  liveReleaseId: ColumnType<string | null, string | null | undefined, string | null>;
  /** The public address's slug, unique per workspace (migration 0013); null until the first publish. */
  slug: ColumnType<string | null, string | null | undefined, string | null>;
  /** Run settings but the start screen (migration 0014): `StoredAppSettings` as jsonb. */
  appSettings: ColumnType<unknown, string | undefined, string>;
  /** The draft's icon (migration 0015), an `app_assets` hash; null: the player's own. */
  iconHash: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A screen of a project: its element tree as jsonb and the version a save must name (migration 0005). */
export interface ScreensTable {
  id: string;
  projectId: string;
  name: string;
  kind: 'screen' | 'master' | 'report' | 'component';
  isMobile: boolean;
  isDesktop: boolean;
  masterId: string | null;
  /** The element tree (`ElementNode`); written as a JSON string. */
  root: ColumnType<unknown, string, string>;
  version: ColumnType<number, number | undefined, number>;
  position: ColumnType<number, number | undefined, number>;
  createdBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProjectFavoritesTable {
  userId: string;
  projectId: string;
  createdAt: Timestamp;
}

/** The last time each user opened each project: the "recent" list. */
export interface ProjectVisitsTable {
  userId: string;
  projectId: string;
  visitedAt: Timestamp;
}

/** Copies of the catalogue's plans (packages/catalog), written at start-up. */
export interface PlansTable {
  id: string;
  planName: string;
  planDescription: string;
  planPrice: number;
  planPriceCurrency: string;
  stripeId: string | null;
  sortOrder: number;
}

export interface AssetsTable {
  assetId: number;
  key: string;
  assetName: string;
  assetType: number;
  assetDescription: string;
}

export interface PlanAssetsTable {
  planId: string;
  assetId: number;
  assetQty: number;
  assetType: number;
  extraLabel: string | null;
}

/** The payment provider's side of a workspace's plan (Stripe mode only). */
export interface SubscriptionsTable {
  domainId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  checkoutSessionId: string | null;
  /** The plan a started checkout will switch to once its webhook arrives. */
  pendingPlanId: string | null;
  updatedAt: Timestamp;
}

/** Webhook events already applied (Stripe retries; each is applied once). */
export interface StripeEventsTable {
  id: string;
  type: string;
  receivedAt: Timestamp;
}

/** The workspace audit log: who did what, when. */
export interface LogsTable {
  id: Generated<string>;
  domainId: string;
  actorId: string | null;
  /** The actor's username when it happened (kept after the account goes). */
  actorName: string;
  /** Dotted verb, e.g. 'project.created', 'member.invited'. */
  action: string;
  targetType: string;
  targetId: string | null;
  targetName: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  createdAt: Timestamp;
}

export interface OutboxEmailsTable {
  id: Generated<string>;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: Timestamp;
  /**
   * Set once SMTP accepted it (html, text and log hint are then emptied: they hold live tokens and
   * codes), or, without SMTP, once its log line was written (the row keeps them: it is the mailbox).
   */
  sentAt: NullableTimestamp;
  /** Delivery tries so far (a claimed row counts as tried). */
  attempts: Generated<number>;
  /** When the dispatcher may try it next (backoff after a failure, lease while sending). */
  nextAttemptAt: Timestamp;
  lastError: string | null;
  /** The link or code the no-SMTP log line shows. */
  logHint: string | null;
}

export interface EventsTable {
  id: Generated<string>;
  name: string;
  properties: ColumnType<Record<string, unknown>, string, string>;
  userId: string | null;
  isInternal: boolean;
  createdAt: Timestamp;
}

/** Fixed-window counters shared by every server process (rate limits, failed logins). */
export interface RateLimitsTable {
  key: string;
  count: number;
  resetAt: Date;
}

/** Secrets generated once per installation (e.g. the JWT key when JWT_SECRET is unset). */
export interface InstanceSecretsTable {
  name: string;
  value: string;
  createdAt: Timestamp;
}

/**
 * A workspace's connector to an existing database or REST API (migration 0008). `settings` is
 * what may be shown (`modules/connectors/stored-settings.ts`); `secrets` maps each secret field
 * to its sealed value (`security/secret-box.ts`).
 */
export interface ConnectorsTable {
  id: string;
  domainId: string;
  name: string;
  kind: 'postgres' | 'mysql' | 'mssql' | 'oracle' | 'rest';
  settings: ColumnType<unknown, string, string>;
  secrets: ColumnType<Record<string, string>, string, string>;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * A named request of a REST connector (migration 0010): `query`, `headers` and `parameters` are
 * the lists of `restRequestInputSchema` (`@tessera/model/connectors`); `body` a JSON template.
 */
export interface RestRequestsTable {
  id: string;
  connectorId: string;
  domainId: string;
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: ColumnType<{ name: string; value: string }[], string, string>;
  headers: ColumnType<{ name: string; value: string }[], string, string>;
  body: string | null;
  parameters: ColumnType<{ name: string; type: 'text' | 'number' | 'boolean' | 'json'; required: boolean; example: string | null }[], string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/**
 * An end user of one project environment (migration 0011); `email` kept lower-cased.
 * `passwordHash` is null while no password is set: a contested sign-up (migration 0016).
 */
export interface EndUsersTable {
  id: string;
  projectId: string;
  environment: 'draft' | 'live';
  email: string;
  passwordHash: string | null;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  emailVerifiedAt: NullableTimestamp;
  disabledAt: NullableTimestamp;
  createdAt: Timestamp;
  lastSignInAt: NullableTimestamp;
}

/** An end user's refresh token (sha256 of the opaque value), rotated like builders' (migration 0011). */
export interface EndUserRefreshTokensTable {
  id: string;
  endUserId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Timestamp;
  rotatedAt: NullableTimestamp;
  replacedBy: string | null;
  revokedAt: NullableTimestamp;
}

export type EndUserCodePurpose = 'verify_email' | 'password_reset';

/** An emailed 6-digit code of an end user, HMAC hashed, single use (migration 0011). */
export interface EndUserCodesTable {
  id: string;
  endUserId: string;
  purpose: EndUserCodePurpose;
  codeHash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expiresAt: Date;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
}

/**
 * One connected table's access rules in a project environment (migration 0012): `access` is a
 * `TableAccess` naming columns by their database names; `schemaName` is empty for the
 * connection's default schema.
 */
export interface ExternalAccessRulesTable {
  projectId: string;
  environment: 'draft' | 'live';
  connectorId: string;
  schemaName: string;
  tableName: string;
  access: ColumnType<unknown, string, string>;
  updatedBy: string | null;
  updatedAt: Timestamp;
}

/** One release of a project (migration 0013): numbered per project, its content by hash. */
export interface ReleasesTable {
  id: string;
  projectId: string;
  number: number;
  note: string;
  contentHash: string;
  publishedBy: string | null;
  publishedAt: Timestamp;
}

/** A release's content, stored once per sha256 of its canonical JSON (migration 0013). */
export interface ReleaseContentsTable {
  hash: string;
  content: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
}

/** An app asset, stored once per sha256 of its bytes and never changed (migration 0015). */
export interface AppAssetsTable {
  hash: string;
  mediaType: string;
  width: number;
  height: number;
  /** A Buffer on Postgres, a Uint8Array on PGlite. */
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  createdAt: Timestamp;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
  verificationCodes: VerificationCodesTable;
  passwordResetTokens: PasswordResetTokensTable;
  domains: DomainsTable;
  domainMembers: DomainMembersTable;
  invitations: InvitationsTable;
  outboxEmails: OutboxEmailsTable;
  events: EventsTable;
  rateLimits: RateLimitsTable;
  instanceSecrets: InstanceSecretsTable;
  projects: ProjectsTable;
  screens: ScreensTable;
  projectFavorites: ProjectFavoritesTable;
  projectVisits: ProjectVisitsTable;
  plans: PlansTable;
  assets: AssetsTable;
  planAssets: PlanAssetsTable;
  subscriptions: SubscriptionsTable;
  stripeEvents: StripeEventsTable;
  logs: LogsTable;
  connectors: ConnectorsTable;
  restRequests: RestRequestsTable;
  endUsers: EndUsersTable;
  endUserRefreshTokens: EndUserRefreshTokensTable;
  endUserCodes: EndUserCodesTable;
  externalAccessRules: ExternalAccessRulesTable;
  releases: ReleasesTable;
  releaseContents: ReleaseContentsTable;
  appAssets: AppAssetsTable;
}

/** The platform database, or a transaction on it: queries accept either. */
export type Db = Kysely<Database> | Transaction<Database>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Domain = Selectable<DomainsTable>;
export type Invitation = Selectable<InvitationsTable>;
