import type { RestSettingsParsed, SqlConnectorKind, SqlSettingsParsed, TlsMode } from '@tessera/model/connectors';
import { defaultPorts } from '@tessera/model/connectors';

/**
 * What the `connectors.settings` column holds: every setting but the secrets, which live sealed in
 * `connectors.secrets` under the field names of {@link SecretSlot}. Written only from a request
 * its schema checked, so it is read back as is.
 */
export interface StoredSqlSettings {
  host: string;
  port: number;
  database: string;
  user: string;
  tls: { mode: TlsMode; caPem: string | null };
}

export type StoredRestHeader = { name: string; secret: false; value: string } | { name: string; secret: true };

export type StoredRestAuth =
  | { kind: 'none' }
  | { kind: 'apiKey'; in: 'header' | 'query'; name: string }
  | { kind: 'bearer' }
  | { kind: 'basic'; username: string }
  | { kind: 'oauth2'; tokenUrl: string; clientId: string; scopes: string[] };

export interface StoredRestSettings {
  baseUrl: string;
  headers: StoredRestHeader[];
  auth: StoredRestAuth;
}

/**
 * One secret field of a connector's settings as a request gave it: a string to seal, null to
 * remove, undefined to keep the stored one. `path` names it in messages (`settings.auth.token`).
 */
export interface SecretSlot {
  field: string;
  value: string | null | undefined;
  required: boolean;
  path: string;
  what: string;
}

/** The field name a secret header's value is sealed under (names compare ignoring case). */
export const headerSecretField = (name: string) => `header:${name.toLowerCase()}`;

export const SQL_PASSWORD_FIELD = 'password';
export const restAuthSecretFields = { apiKey: 'auth.key', bearer: 'auth.token', basic: 'auth.password', oauth2: 'auth.clientSecret' } as const;

/** A SQL connector's stored settings and its one secret, the password (optional: trust or empty-password logins). */
export function splitSqlSettings(kind: SqlConnectorKind, input: SqlSettingsParsed): { settings: StoredSqlSettings; slots: SecretSlot[] } {
  return {
    settings: {
      host: input.host,
      port: input.port ?? defaultPorts[kind],
      database: input.database,
      user: input.user,
      tls: { mode: input.tls.mode, caPem: input.tls.caPem || null },
    },
    slots: [{ field: SQL_PASSWORD_FIELD, value: input.password, required: false, path: 'settings.password', what: 'password' }],
  };
}

/**
 * A REST connector's stored settings and its secrets: the authentication's (required but for a
 * basic-auth password) and the secret headers' values (required).
 */
export function splitRestSettings(input: RestSettingsParsed): { settings: StoredRestSettings; slots: SecretSlot[] } {
  const slots: SecretSlot[] = [];
  const headers = input.headers.map((header, index): StoredRestHeader => {
    if (!header.secret) return { name: header.name, secret: false, value: header.value ?? '' };
    slots.push({ field: headerSecretField(header.name), value: header.value, required: true, path: `settings.headers.${index}.value`, what: `value of the ${header.name} header` });
    return { name: header.name, secret: true };
  });
  const auth = input.auth;
  let storedAuth: StoredRestAuth;
  switch (auth.kind) {
    case 'none':
      storedAuth = { kind: 'none' };
      break;
    case 'apiKey':
      storedAuth = { kind: 'apiKey', in: auth.in, name: auth.name };
      slots.push({ field: restAuthSecretFields.apiKey, value: auth.key, required: true, path: 'settings.auth.key', what: 'API key' });
      break;
    case 'bearer':
      storedAuth = { kind: 'bearer' };
      slots.push({ field: restAuthSecretFields.bearer, value: auth.token, required: true, path: 'settings.auth.token', what: 'token' });
      break;
    case 'basic':
      storedAuth = { kind: 'basic', username: auth.username };
      slots.push({ field: restAuthSecretFields.basic, value: auth.password, required: false, path: 'settings.auth.password', what: 'password' });
      break;
    case 'oauth2':
      storedAuth = { kind: 'oauth2', tokenUrl: auth.tokenUrl, clientId: auth.clientId, scopes: auth.scopes };
      slots.push({ field: restAuthSecretFields.oauth2, value: auth.clientSecret, required: true, path: 'settings.auth.clientSecret', what: 'client secret' });
      break;
    default: {
      const never: never = auth;
      throw new Error(`unknown auth kind ${String(never)}`);
    }
  }
  return { settings: { baseUrl: input.baseUrl, headers, auth: storedAuth }, slots };
}
