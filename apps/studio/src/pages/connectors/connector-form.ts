import {
  type Connector,
  type ConnectorKind,
  createConnectorRequestSchema,
  type CreateConnectorRequest,
  defaultPorts,
  DEFAULT_TLS_MODE,
  parseConnectionString,
  type RestAuthInput,
  type RestSettingsInput,
  type SqlConnectorKind,
  type SqlSettingsInput,
  type TlsMode,
  updateConnectorRequestSchema,
} from '@tessera/model/connectors';
import { emptySecret, savedSecret, type SecretField, secretRequestValue, typeSecret } from './secret-field.ts';

/**
 * The connector dialog's state and its mapping to and from the API: a connector answer becomes
 * a form (secrets empty, remembered only as saved), a form becomes a create or update request
 * (secrets replaced, removed or left out to keep them), and a refusal's `path: message` parts
 * land on the field they name. Errors are keyed by the request path (`settings.host`, `name`,
 * `settings.headers.0.value`), whether the shared schema or the server found them.
 */

export type AuthKind = RestAuthInput['kind'];
export const authKinds: readonly AuthKind[] = ['none', 'apiKey', 'bearer', 'basic', 'oauth2'];

/** A default header row. A secret header's saved value belongs to its name: renaming it loses it. */
export interface HeaderRow {
  /** Stable key of the row in the list (not sent). */
  key: string;
  name: string;
  secret: boolean;
  /** A plain header's value. */
  value: string;
  /** A secret header's value, and the name it was saved under (lower case), if any. */
  secretValue: SecretField;
  savedName: string | null;
}

export interface ConnectorForm {
  kind: ConnectorKind;
  name: string;
  /** SQL kinds: typed field by field, or read from a pasted connection string. */
  sqlInput: 'fields' | 'connectionString';
  connectionString: string;
  host: string;
  /** Text, so a half-typed port can be shown and refused with the schema's message. */
  port: string;
  database: string;
  user: string;
  password: SecretField;
  tlsMode: TlsMode;
  caPem: string;
  baseUrl: string;
  headers: HeaderRow[];
  authKind: AuthKind;
  apiKeyIn: 'header' | 'query';
  apiKeyName: string;
  apiKey: SecretField;
  token: SecretField;
  basicUsername: string;
  basicPassword: SecretField;
  tokenUrl: string;
  clientId: string;
  /** OAuth 2 scopes, separated by spaces. */
  scopes: string;
  clientSecret: SecretField;
}

export const isSqlKind = (kind: ConnectorKind): kind is SqlConnectorKind => kind !== 'rest';

let rowCounter = 0;
const rowKey = () => `header-${++rowCounter}`;

/** A new header row (plain, empty). */
export const newHeaderRow = (): HeaderRow => ({ key: rowKey(), name: '', secret: false, value: '', secretValue: emptySecret(), savedName: null });

/** The form of a new connector of `kind` (the port set to the kind's usual one). */
export function emptyForm(kind: ConnectorKind = 'postgres'): ConnectorForm {
  return {
    kind,
    name: '',
    sqlInput: 'fields',
    connectionString: '',
    host: '',
    port: isSqlKind(kind) ? String(defaultPorts[kind]) : '',
    database: '',
    user: '',
    password: emptySecret(),
    tlsMode: DEFAULT_TLS_MODE,
    caPem: '',
    baseUrl: '',
    headers: [],
    authKind: 'none',
    apiKeyIn: 'header',
    apiKeyName: '',
    apiKey: emptySecret(),
    token: emptySecret(),
    basicUsername: '',
    basicPassword: emptySecret(),
    tokenUrl: '',
    clientId: '',
    scopes: '',
    clientSecret: emptySecret(),
  };
}

/** Another kind chosen for a new connector: a port still at the old kind's default follows the new kind. */
export function changeKind(form: ConnectorForm, kind: ConnectorKind): ConnectorForm {
  const oldDefault = isSqlKind(form.kind) ? String(defaultPorts[form.kind]) : '';
  const port = form.port === '' || form.port === oldDefault ? (isSqlKind(kind) ? String(defaultPorts[kind]) : '') : form.port;
  return { ...form, kind, port };
}

/** The form of a stored connector: every shown setting filled in, every secret empty and marked saved or not. */
export function formOf(connector: Connector): ConnectorForm {
  const form = { ...emptyForm(connector.kind), name: connector.name };
  if (connector.kind !== 'rest') {
    const s = connector.settings;
    return {
      ...form,
      host: s.host,
      port: String(s.port),
      database: s.database,
      user: s.user,
      password: savedSecret(s.password),
      tlsMode: s.tls.mode,
      caPem: s.tls.caPem ?? '',
    };
  }
  const s = connector.settings;
  const headers = s.headers.map((header): HeaderRow =>
    header.secret
      ? { key: rowKey(), name: header.name, secret: true, value: '', secretValue: savedSecret(header.value), savedName: header.name.toLowerCase() }
      : { key: rowKey(), name: header.name, secret: false, value: header.value, secretValue: emptySecret(), savedName: null },
  );
  const auth = s.auth;
  const withAuth = { ...form, baseUrl: s.baseUrl, headers, authKind: auth.kind };
  switch (auth.kind) {
    case 'none':
      return withAuth;
    case 'apiKey':
      return { ...withAuth, apiKeyIn: auth.in, apiKeyName: auth.name, apiKey: savedSecret(auth.key) };
    case 'bearer':
      return { ...withAuth, token: savedSecret(auth.token) };
    case 'basic':
      return { ...withAuth, basicUsername: auth.username, basicPassword: savedSecret(auth.password) };
    case 'oauth2':
      return { ...withAuth, tokenUrl: auth.tokenUrl, clientId: auth.clientId, scopes: auth.scopes.join(' '), clientSecret: savedSecret(auth.clientSecret) };
    default: {
      const never: never = auth;
      return never;
    }
  }
}

/** Whether a secret header row still has its saved value: only under the name it was saved with. */
export function headerSecretSaved(row: HeaderRow): boolean {
  return row.secretValue.saved && row.savedName !== null && row.name.trim().toLowerCase() === row.savedName;
}

/** A key (`undefined` drops it) only when it has a value, so left-out secrets stay out of the JSON. */
const secretEntry = <K extends string>(key: K, secret: SecretField): Partial<Record<K, string | null>> => {
  const value = secretRequestValue(secret);
  return value === undefined ? {} : ({ [key]: value } as Record<K, string | null>);
};

function sqlSettings(form: ConnectorForm): SqlSettingsInput {
  const port = form.port.trim();
  return {
    host: form.host,
    ...(port === '' ? {} : { port: /^\d+$/.test(port) ? Number(port) : Number.NaN }),
    database: form.database,
    user: form.user,
    ...secretEntry('password', form.password),
    // An Oracle connection trusts the server's CAs only: it carries none of its own.
    tls: { mode: form.tlsMode, ...(form.tlsMode === 'verify-full' && form.kind !== 'oracle' && form.caPem.trim() !== '' ? { caPem: form.caPem } : { caPem: null }) },
  };
}

function restAuth(form: ConnectorForm): RestAuthInput {
  switch (form.authKind) {
    case 'none':
      return { kind: 'none' };
    case 'apiKey':
      return { kind: 'apiKey', in: form.apiKeyIn, name: form.apiKeyName, ...secretEntry('key', form.apiKey) };
    case 'bearer':
      return { kind: 'bearer', ...secretEntry('token', form.token) };
    case 'basic':
      return { kind: 'basic', username: form.basicUsername, ...secretEntry('password', form.basicPassword) };
    case 'oauth2':
      return {
        kind: 'oauth2',
        tokenUrl: form.tokenUrl,
        clientId: form.clientId,
        scopes: form.scopes.split(/\s+/).filter(Boolean),
        ...secretEntry('clientSecret', form.clientSecret),
      };
    default: {
      const never: never = form.authKind;
      return never;
    }
  }
}

function restSettings(form: ConnectorForm): RestSettingsInput {
  return {
    baseUrl: form.baseUrl,
    headers: form.headers.map((row) => {
      if (!row.secret) return { name: row.name, secret: false, value: row.value };
      // A renamed secret header has nothing saved under its new name: its typed value or nothing.
      const secret = headerSecretSaved(row) ? row.secretValue : { ...row.secretValue, saved: false };
      const value = secretRequestValue(secret);
      return { name: row.name, secret: true, ...(value === undefined ? {} : { value }) };
    }),
    auth: restAuth(form),
  };
}

/**
 * The request of the form, for POST /api/connectors and PATCH /api/connectors/:id alike: the name
 * and the whole settings (a PATCH replaces them; a pasted string was read into the fields), each
 * secret left out unless typed (replace) or removed (null).
 */
export function requestOf(form: ConnectorForm): CreateConnectorRequest {
  if (isSqlKind(form.kind)) return { kind: form.kind, name: form.name, settings: sqlSettings(form) };
  return { kind: 'rest', name: form.name, settings: restSettings(form) };
}

/** Messages by request path (`settings.host`); `''` holds what names no field. */
export type FieldErrors = Record<string, string>;

/** The request checked by the shared schema (the server's own rules): its messages by path, or none. */
export function checkRequest(mode: 'create' | 'update', request: CreateConnectorRequest): FieldErrors {
  const result = mode === 'create' ? createConnectorRequestSchema.safeParse(request) : updateConnectorRequestSchema.safeParse(request);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/**
 * A 400's message (`settings.host: Enter the host…; name: …`) split into messages by path; a part
 * without a path goes under `''`.
 */
export function errorsOfMessage(message: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z][\w]*(?:\.[\w]+)*): (.+)$/s.exec(part);
    const path = match ? match[1]! : '';
    const text = match ? match[2]! : part;
    errors[path] = errors[path] ? `${errors[path]} ${text}` : text;
  }
  return errors;
}

/**
 * A pasted connection string read into the form's fields (the shared parser, the server's rules).
 * A password in the string is typed into the password field; without one the field is left as it
 * is. The error is the parser's message without its `connectionString:` prefix.
 */
export function applyConnectionString(form: ConnectorForm, text: string): { form: ConnectorForm; error: string | null } {
  if (!isSqlKind(form.kind)) return { form, error: null };
  const next = { ...form, connectionString: text };
  if (text.trim() === '') return { form: next, error: null };
  const parsed = parseConnectionString(form.kind, text);
  if (!parsed.ok) return { form: next, error: parsed.error.replace(/^connectionString: /, '') };
  const s = parsed.value;
  return {
    form: {
      ...next,
      host: s.host,
      port: String(s.port ?? defaultPorts[form.kind]),
      database: s.database,
      user: s.user,
      password: s.password ? typeSecret(form.password, s.password) : form.password,
      tlsMode: s.tls?.mode ?? DEFAULT_TLS_MODE,
      caPem: s.tls?.mode === 'verify-full' ? form.caPem : '',
    },
    error: null,
  };
}

/** What the list shows in its address column: `host:port/database`, or the base URL. */
export function addressOf(connector: Connector): string {
  if (connector.kind === 'rest') return connector.settings.baseUrl;
  const { host, port, database } = connector.settings;
  return `${host.includes(':') ? `[${host}]` : host}:${port}/${database}`;
}
