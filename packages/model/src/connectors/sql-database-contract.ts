import * as z from 'zod/mini';
import { columnTypes } from '../data/column-types.ts';
import { CONNECTION_STRING_MAX_LENGTH, connectorNameSchema, sqlConnectorKinds, sqlSettingsInputSchema } from './connector-settings.ts';

/**
 * What the server says about a SQL connector's database: the result of a connection test and the
 * structure introspection reads (tables, views, columns, keys). Shared with the studio.
 */
export const sqlConnectorPaths = {
  /** POST: test the unsaved settings of a create form (the same body as a create). */
  testSettings: '/api/connectors/test',
  /** POST: test a saved connector. */
  test: '/api/connectors/:connectorId/test',
  /** GET: the tables, views, columns and keys of the connector's database. */
  schema: '/api/connectors/:connectorId/schema',
  /**
   * GET, POST, PATCH, DELETE: a table of the connector's database in the data API's grammar
   * (PostgREST's); the schema from `Accept-Profile` / `Content-Profile`, default the connection's.
   */
  table: '/api/connectors/:connectorId/tables/:table',
} as const;

/**
 * POST /api/connectors/test: a SQL connector's create body, tested without saving (the name is
 * optional; the password, when the login has one, is sent with the settings or in the string).
 */
export const testConnectionRequestSchema = z.strictObject({
  kind: z.enum(sqlConnectorKinds, 'kind is one of postgres, mysql, mssql or oracle.'),
  name: z.optional(connectorNameSchema),
  settings: z.optional(sqlSettingsInputSchema),
  connectionString: z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the connection string.'),
      z.maxLength(CONNECTION_STRING_MAX_LENGTH, `A connection string has at most ${CONNECTION_STRING_MAX_LENGTH} characters.`),
    ),
  ),
});
export type TestConnectionRequest = z.input<typeof testConnectionRequestSchema>;

/**
 * Why a connection test failed, one word each, so the studio can show help per case:
 * `refused_by_guard` is this server's egress policy; `dns` a name that does not resolve;
 * `unreachable` no route to the host; `connection_refused` nothing listens on the port;
 * `timeout` no answer in time; `tls` the TLS handshake or certificate; `credentials` user or
 * password; `database` the database does not exist; `privileges` connected but not allowed to
 * read it; `secrets` the stored password cannot be opened; `failed` anything else.
 */
export const connectionFailures = [
  'refused_by_guard',
  'dns',
  'unreachable',
  'connection_refused',
  'timeout',
  'tls',
  'credentials',
  'database',
  'privileges',
  'secrets',
  'failed',
] as const;
export type ConnectionFailure = (typeof connectionFailures)[number];

/** POST …/test: ok with the server's version, or the failure and a message for the builder (never a driver's text or a secret). */
export const connectionTestResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), serverVersion: z.string() }),
  z.object({ ok: z.literal(false), failure: z.enum(connectionFailures), message: z.string() }),
]);
export type ConnectionTestResult = z.infer<typeof connectionTestResultSchema>;

/** A column's type in Tessera's terms; `unknown` when no column type fits (it is shown, not edited as such). */
export const externalColumnTypes = [...columnTypes, 'unknown'] as const;
export type ExternalColumnType = (typeof externalColumnTypes)[number];

export const externalColumnSchema = z.object({
  name: z.string(),
  /** The type as the database names it (`character varying(40)`, `tinyint(1)`). */
  databaseType: z.string(),
  type: z.enum(externalColumnTypes),
  nullable: z.boolean(),
  /** The default expression as the database writes it, or null. */
  default: z.nullable(z.string()),
  primaryKey: z.boolean(),
});
export type ExternalColumn = z.infer<typeof externalColumnSchema>;

export const externalForeignKeySchema = z.object({
  name: z.string(),
  columns: z.array(z.string()),
  /** Postgres and SQL Server: the referenced table's schema; Oracle: its owner; MySQL: its database. */
  referencedSchema: z.string(),
  referencedTable: z.string(),
  referencedColumns: z.array(z.string()),
});
export type ExternalForeignKey = z.infer<typeof externalForeignKeySchema>;

export const externalTableSchema = z.object({
  name: z.string(),
  kind: z.enum(['table', 'view']),
  /** In the database's order. */
  columns: z.array(externalColumnSchema),
  /** Column names in key order; empty without a primary key (views, heap tables). */
  primaryKey: z.array(z.string()),
  foreignKeys: z.array(externalForeignKeySchema),
});
export type ExternalTable = z.infer<typeof externalTableSchema>;

/** GET …/schema: one schema (Postgres, default `public`; SQL Server, default `dbo`), owner (Oracle, default the user's schema) or database (MySQL), tables by name. */
export const externalSchemaSchema = z.object({
  schema: z.string(),
  tables: z.array(externalTableSchema),
});
export type ExternalSchema = z.infer<typeof externalSchemaSchema>;

/** GET …/schema?schema=sales: which Postgres or SQL Server schema, or Oracle owner, to read (MySQL reads the connector's database). */
export const externalSchemaQuerySchema = z.object({
  schema: z.optional(z.string().check(z.minLength(1, 'Name the schema.'), z.maxLength(128, 'A schema name has at most 128 characters.'))),
});
