import * as z from 'zod/mini';
import { pathIdSchema } from '../api/path-id.ts';
import {
  apiKeyPlacements,
  CONNECTION_STRING_MAX_LENGTH,
  connectorNameSchema,
  restSettingsInputSchema,
  sqlConnectorKinds,
  sqlSettingsInputSchema,
  tlsModes,
} from './connector-settings.ts';

/**
 * The connectors API: a workspace's existing databases and REST APIs (scoped by the `domainname`
 * header; every route needs a Developer seat). Answers never carry a secret: each secret field
 * is answered as {@link maskedSecretSchema}.
 */
export const connectorPaths = {
  /** GET the workspace's connectors; POST create one. */
  connectors: '/api/connectors',
  /** GET one; PATCH change it (secrets left out are kept); DELETE it. */
  connector: '/api/connectors/:connectorId',
} as const;

export const connectorIdParamsSchema = z.object({ connectorId: pathIdSchema });

const kindMessage = { error: 'kind is one of postgres, mysql, mssql, oracle or rest.' };

/** A SQL connection string (`postgres://user:pass@host:5432/db?sslmode=require`…), instead of `settings`. */
const connectionStringSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter the connection string.'),
  z.maxLength(CONNECTION_STRING_MAX_LENGTH, `A connection string has at most ${CONNECTION_STRING_MAX_LENGTH} characters.`),
);

/**
 * POST /api/connectors. A SQL connector takes its settings from `settings` or from a
 * `connectionString` (one of the two); its password goes to the sealed field either way.
 */
export const createConnectorRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.enum(sqlConnectorKinds),
      name: connectorNameSchema,
      settings: z.optional(sqlSettingsInputSchema),
      connectionString: z.optional(connectionStringSchema),
    }),
    z.strictObject({ kind: z.literal('rest'), name: connectorNameSchema, settings: restSettingsInputSchema }),
  ],
  kindMessage,
);
export type CreateConnectorRequest = z.input<typeof createConnectorRequestSchema>;

/**
 * PATCH /api/connectors/:connectorId. `kind` names the connector's kind (it does not change);
 * `settings`, when sent, replace the stored ones whole, except secrets left out, which are kept.
 */
export const updateConnectorRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.enum(sqlConnectorKinds),
      name: z.optional(connectorNameSchema),
      settings: z.optional(sqlSettingsInputSchema),
      connectionString: z.optional(connectionStringSchema),
    }),
    z.strictObject({ kind: z.literal('rest'), name: z.optional(connectorNameSchema), settings: z.optional(restSettingsInputSchema) }),
  ],
  kindMessage,
);
export type UpdateConnectorRequest = z.input<typeof updateConnectorRequestSchema>;

/** How an answer shows a secret: only whether one is stored. */
export const maskedSecretSchema = z.object({ set: z.boolean() });
export type MaskedSecret = z.infer<typeof maskedSecretSchema>;

export const sqlSettingsViewSchema = z.object({
  host: z.string(),
  port: z.number(),
  database: z.string(),
  user: z.string(),
  password: maskedSecretSchema,
  tls: z.object({ mode: z.enum(tlsModes), caPem: z.nullable(z.string()) }),
});
export type SqlSettingsView = z.infer<typeof sqlSettingsViewSchema>;

export const restHeaderViewSchema = z.union([
  z.object({ name: z.string(), secret: z.literal(false), value: z.string() }),
  z.object({ name: z.string(), secret: z.literal(true), value: maskedSecretSchema }),
]);

export const restAuthViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('apiKey'), in: z.enum(apiKeyPlacements), name: z.string(), key: maskedSecretSchema }),
  z.object({ kind: z.literal('bearer'), token: maskedSecretSchema }),
  z.object({ kind: z.literal('basic'), username: z.string(), password: maskedSecretSchema }),
  z.object({ kind: z.literal('oauth2'), tokenUrl: z.string(), clientId: z.string(), scopes: z.array(z.string()), clientSecret: maskedSecretSchema }),
]);
export type RestAuthView = z.infer<typeof restAuthViewSchema>;

export const restSettingsViewSchema = z.object({
  baseUrl: z.string(),
  headers: z.array(restHeaderViewSchema),
  auth: restAuthViewSchema,
});
export type RestSettingsView = z.infer<typeof restSettingsViewSchema>;

const person = z.nullable(z.object({ id: z.string(), username: z.string() }));
const connectorFields = {
  id: z.string(),
  name: z.string(),
  createdBy: person,
  updatedBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A connector as every answer shows it: settings with secrets masked. */
export const connectorSchema = z.discriminatedUnion('kind', [
  z.object({ ...connectorFields, kind: z.enum(sqlConnectorKinds), settings: sqlSettingsViewSchema }),
  z.object({ ...connectorFields, kind: z.literal('rest'), settings: restSettingsViewSchema }),
]);
export type Connector = z.infer<typeof connectorSchema>;

/**
 * GET /api/connectors. `secretsEnabled` is false when the server has no key to seal secrets with
 * (`CONNECTOR_SECRETS_KEY` unset): connectors without a secret still work, secrets are refused.
 */
export const connectorListSchema = z.object({ connectors: z.array(connectorSchema), secretsEnabled: z.boolean() });
export type ConnectorList = z.infer<typeof connectorListSchema>;
