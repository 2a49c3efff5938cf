import type { Connector, RestAuthView, RestSettingsView, SqlSettingsView } from '@tessera/model/connectors';
import type { ConnectorRow } from './queries.ts';
import {
  headerSecretField,
  restAuthSecretFields,
  SQL_PASSWORD_FIELD,
  type StoredRestAuth,
  type StoredRestSettings,
  type StoredSqlSettings,
} from './stored-settings.ts';

/**
 * A connector as the API shows it. Built field by field from the stored settings, with each
 * secret answered only as whether it is set: no sealed or opened value is ever copied into it.
 */
export function toConnector(row: ConnectorRow): Connector {
  const common = {
    id: row.id,
    name: row.name,
    createdBy: row.createdBy ? { id: row.createdBy, username: row.createdByUsername ?? '' } : null,
    updatedBy: row.updatedBy ? { id: row.updatedBy, username: row.updatedByUsername ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  const isSet = (field: string) => ({ set: row.secrets[field] !== undefined });
  if (row.kind === 'rest') return { ...common, kind: 'rest', settings: restView(row.settings as StoredRestSettings, isSet) };
  return { ...common, kind: row.kind, settings: sqlView(row.settings as StoredSqlSettings, isSet) };
}

type IsSet = (field: string) => { set: boolean };

function sqlView(settings: StoredSqlSettings, isSet: IsSet): SqlSettingsView {
  return {
    host: settings.host,
    port: settings.port,
    database: settings.database,
    user: settings.user,
    password: isSet(SQL_PASSWORD_FIELD),
    tls: { mode: settings.tls.mode, caPem: settings.tls.caPem },
  };
}

function restView(settings: StoredRestSettings, isSet: IsSet): RestSettingsView {
  return {
    baseUrl: settings.baseUrl,
    headers: settings.headers.map((header) =>
      header.secret ? { name: header.name, secret: true, value: isSet(headerSecretField(header.name)) } : { name: header.name, secret: false, value: header.value },
    ),
    auth: authView(settings.auth, isSet),
  };
}

function authView(auth: StoredRestAuth, isSet: IsSet): RestAuthView {
  switch (auth.kind) {
    case 'none':
      return { kind: 'none' };
    case 'apiKey':
      return { kind: 'apiKey', in: auth.in, name: auth.name, key: isSet(restAuthSecretFields.apiKey) };
    case 'bearer':
      return { kind: 'bearer', token: isSet(restAuthSecretFields.bearer) };
    case 'basic':
      return { kind: 'basic', username: auth.username, password: isSet(restAuthSecretFields.basic) };
    case 'oauth2':
      return { kind: 'oauth2', tokenUrl: auth.tokenUrl, clientId: auth.clientId, scopes: auth.scopes, clientSecret: isSet(restAuthSecretFields.oauth2) };
    default: {
      const never: never = auth;
      throw new Error(`unknown auth kind ${String(never)}`);
    }
  }
}
