import * as z from 'zod/mini';
import { pathIdSchema } from '../api/path-id.ts';
import { tableAccessSchema } from '../data/access-rules.ts';

/**
 * Access rules for the tables of a workspace's connected databases, per project: who among the
 * project's end users and visitors may read, insert, update and delete their rows. The same
 * shape as a managed table's rules (`tableAccessSchema`), except that every column is named by
 * its name in the database (`columnId`, `columnIds` and `ownerColumnId` hold column names). A
 * table without rules is closed (`nobody`) for every operation. Builders edit draft; live gets
 * draft's rules when the project is published.
 */
export const externalAccessPaths = {
  /** GET the draft rules of every connected table of the project that has some. */
  rules: '/api/projects/:projectId/external-access',
  /** PUT one table's draft rules (the table in the body). */
  connectorRules: '/api/projects/:projectId/external-access/:connectorId',
  /**
   * GET, POST, PATCH, DELETE: a connected table in the data API's grammar for the project's end
   * users and visitors (and builders on draft), held to the environment's rules; the schema from
   * `Accept-Profile` / `Content-Profile` as on the builders' route.
   */
  dataApiTable: '/api/data/:projectId/:environment/connectors/:connectorId/:table',
} as const;

/** The rules of one connected table: `columnId`, `columnIds` and `ownerColumnId` are column names. */
export const externalTableAccessSchema = tableAccessSchema;
export type ExternalTableAccess = z.infer<typeof externalTableAccessSchema>;

const schemaNameSchema = z.string().check(z.maxLength(128, 'A schema name has at most 128 characters.'));
const tableNameSchema = z.string().check(z.minLength(1, 'Name the table.'), z.maxLength(128, 'A table name has at most 128 characters.'));

export const externalAccessParamsSchema = z.object({ projectId: pathIdSchema });
export const externalConnectorAccessParamsSchema = z.object({ projectId: pathIdSchema, connectorId: pathIdSchema });

/**
 * PUT …/external-access/:connectorId: one table's rules. `schema` is the Postgres schema, empty
 * (or `public`) for the connection's default; a MySQL connector has only its own database (empty).
 */
export const putExternalAccessRequestSchema = z.strictObject({
  schema: z._default(schemaNameSchema, ''),
  table: tableNameSchema,
  access: externalTableAccessSchema,
});
export type PutExternalAccessRequest = z.input<typeof putExternalAccessRequestSchema>;

/** One connected table's stored rules. */
export const externalAccessEntrySchema = z.object({
  connectorId: z.string(),
  /** Empty for the connection's default schema. */
  schema: z.string(),
  table: z.string(),
  access: externalTableAccessSchema,
});
export type ExternalAccessEntry = z.infer<typeof externalAccessEntrySchema>;

export const externalAccessListSchema = z.object({ rules: z.array(externalAccessEntrySchema) });
export type ExternalAccessList = z.infer<typeof externalAccessListSchema>;
