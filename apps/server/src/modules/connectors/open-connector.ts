import type { SqlConnectorKind } from '@tessera/model/connectors';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { SecretBoxError } from '../../security/secret-box.ts';
import { SecretValue } from '../../security/secret-value.ts';
import { type SecretOwner, secretContext } from './connector-secrets.ts';
import { findConnectorRow } from './queries.ts';
import { assertConnectorId, connectorNotFound } from './service.ts';
import {
  headerSecretField,
  restAuthSecretFields,
  SQL_PASSWORD_FIELD,
  type StoredRestAuth,
  type StoredRestSettings,
  type StoredSqlSettings,
} from './stored-settings.ts';

/** A SQL connector with its password opened: what a driver connects with. */
export interface OpenedSqlConnector {
  id: string;
  domainId: string;
  name: string;
  kind: SqlConnectorKind;
  settings: StoredSqlSettings;
  /** null: the login has no password (trust, or an empty one). */
  password: SecretValue | null;
}

/** A default header of a REST connector: a secret one's value opened. */
export interface OpenedRestHeader {
  name: string;
  value: string | SecretValue;
}

export type OpenedRestAuth =
  | { kind: 'none' }
  | { kind: 'apiKey'; in: 'header' | 'query'; name: string; key: SecretValue }
  | { kind: 'bearer'; token: SecretValue }
  | { kind: 'basic'; username: string; password: SecretValue | null }
  | { kind: 'oauth2'; tokenUrl: string; clientId: string; scopes: string[]; clientSecret: SecretValue };

/** A REST connector with its secrets opened: what the request runner sends with. */
export interface OpenedRestConnector {
  id: string;
  domainId: string;
  name: string;
  kind: 'rest';
  /** When its settings last changed: what keys caches of derived state (OAuth 2 tokens). */
  updatedAt: Date;
  baseUrl: string;
  headers: OpenedRestHeader[];
  auth: OpenedRestAuth;
}

export type OpenedConnector = OpenedSqlConnector | OpenedRestConnector;

/**
 * A connector of the workspace with its secrets opened, for the code that connects (drivers, the
 * REST runner): 404 for an id of no connector of this workspace. Each secret is a
 * {@link SecretValue}, shown as "[secret]" wherever it is logged or serialised; call `reveal()`
 * only where it goes to the driver or into the outgoing request. A secret that does not open
 * (sealed with a key the server no longer has, or altered) is a 409 `secrets_unavailable` naming
 * the field, never the value.
 */
export async function openConnector(ctx: Pick<AppContext, 'db' | 'secretBox'>, domainId: string, connectorId: string): Promise<OpenedConnector> {
  assertConnectorId(connectorId);
  const row = await findConnectorRow(ctx.db, domainId, connectorId);
  if (!row) throw connectorNotFound();
  const owner: SecretOwner = { domainId, connectorId };
  const open = (field: string): SecretValue | null => {
    const sealed = row.secrets[field];
    if (sealed === undefined) return null;
    if (!ctx.secretBox) throw unopenable(row.name, field, 'the server has no CONNECTOR_SECRETS_KEY');
    try {
      return new SecretValue(ctx.secretBox.open(sealed, secretContext(owner, field)));
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      throw unopenable(row.name, field, error.reason === 'unknown_key' ? 'it was sealed with a key this server is not configured with' : 'the stored value does not open');
    }
  };
  const required = (field: string): SecretValue => {
    const value = open(field);
    if (!value) throw unopenable(row.name, field, 'it is not stored');
    return value;
  };
  if (row.kind !== 'rest') {
    return { id: row.id, domainId, name: row.name, kind: row.kind, settings: row.settings as StoredSqlSettings, password: open(SQL_PASSWORD_FIELD) };
  }
  const settings = row.settings as StoredRestSettings;
  return {
    id: row.id,
    domainId,
    name: row.name,
    kind: 'rest',
    updatedAt: new Date(row.updatedAt),
    baseUrl: settings.baseUrl,
    headers: settings.headers.map((header) => ({ name: header.name, value: header.secret ? required(headerSecretField(header.name)) : header.value })),
    auth: openAuth(settings.auth, required, open),
  };
}

function openAuth(auth: StoredRestAuth, required: (field: string) => SecretValue, open: (field: string) => SecretValue | null): OpenedRestAuth {
  switch (auth.kind) {
    case 'none':
      return { kind: 'none' };
    case 'apiKey':
      return { ...auth, key: required(restAuthSecretFields.apiKey) };
    case 'bearer':
      return { kind: 'bearer', token: required(restAuthSecretFields.bearer) };
    case 'basic':
      return { ...auth, password: open(restAuthSecretFields.basic) };
    case 'oauth2':
      return { ...auth, clientSecret: required(restAuthSecretFields.oauth2) };
    default: {
      const never: never = auth;
      throw new Error(`unknown auth kind ${String(never)}`);
    }
  }
}

function unopenable(connectorName: string, field: string, why: string): AppError {
  return new AppError(
    'secrets_unavailable',
    `The secret "${field}" of connector "${connectorName}" cannot be opened: ${why}. Enter it again in the connector's settings, or ask the operator to configure the key it was sealed with.`,
  );
}
