import type { Result } from '../definition/result.ts';
import { WhatwgUrl } from './whatwg-url.ts';
import { type SqlConnectorKind, type SqlSettingsInput, sqlSettingsInputSchema, type TlsMode } from './connector-settings.ts';

/**
 * Reads a SQL connection string into the settings the form holds (the password into the secret
 * field), so a pasted string and a filled form are checked by the same rules. Understood forms:
 *
 * - `postgres://` or `postgresql://user:pass@host:5432/db?sslmode=require`
 * - `mysql://` or `mariadb://user:pass@host:3306/db?ssl-mode=REQUIRED`
 * - `mssql://` or `sqlserver://user:pass@host:1433/db?encrypt=true`, and the JDBC form
 *   `sqlserver://host:1433;databaseName=db;user=u;password=p;encrypt=true`
 * - `oracle://user:pass@host:1521/service`, and EZConnect `[user[/pass]@][tcp://|tcps://]host[:port]/service`
 *
 * Percent-escapes in user, password and database are decoded. TLS: `disable` when the string says
 * so, `require` for the modes that encrypt without checking the certificate, `verify-full` for
 * those that check it (PostgreSQL's verify-ca too: the stricter check) and when the string says
 * nothing. A parameter the form has no field for is refused by name rather than dropped.
 */
export function parseConnectionString(kind: SqlConnectorKind, text: string): Result<SqlSettingsInput, string> {
  const trimmed = text.trim();
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined || (kind === 'oracle' && (scheme === 'tcp' || scheme === 'tcps'))) {
    if (kind === 'oracle') return checked(parseEzConnect(trimmed));
    return failure(`start it with ${schemesOf[kind].map((s) => `${s}://`).join(' or ')}.`);
  }
  const schemeKind = kindOfScheme[scheme];
  if (!schemeKind) return failure(`${scheme}:// is not a database this connector knows (postgres, mysql, mssql or sqlserver, oracle).`);
  if (schemeKind !== kind) return failure(`a ${scheme}:// string is for a ${schemeKind} connector, not a ${kind} one.`);
  if (kind === 'mssql' && /^[^/]*;/.test(trimmed.slice(scheme.length + 3))) return checked(parseJdbcSqlServer(trimmed.slice(scheme.length + 3)));
  return checked(parseUrlForm(kind, trimmed));
}

type Parsed = { ok: true; settings: SqlSettingsInput } | { ok: false; error: string };

const schemesOf: Record<SqlConnectorKind, string[]> = {
  postgres: ['postgres', 'postgresql'],
  mysql: ['mysql', 'mariadb'],
  mssql: ['mssql', 'sqlserver'],
  oracle: ['oracle'],
};
const kindOfScheme: Record<string, SqlConnectorKind> = Object.fromEntries(
  Object.entries(schemesOf).flatMap(([kind, schemes]) => schemes.map((scheme) => [scheme, kind as SqlConnectorKind])),
);

const PREFIX = 'connectionString: ';
const failure = (message: string): { ok: false; error: string } => ({ ok: false, error: `${PREFIX}${message}` });

/** The parsed settings through the form's own checks, their messages naming the part. */
function checked(parsed: Parsed): Result<SqlSettingsInput, string> {
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const result = sqlSettingsInputSchema.safeParse(parsed.settings);
  if (result.success) return { ok: true, value: parsed.settings };
  const issue = result.error.issues[0]!;
  return failure(`${issue.path.join('.') || 'value'}: ${issue.message}`);
}

function decode(part: string, what: string): { ok: true; value: string } | { ok: false; error: string } {
  try {
    return { ok: true, value: decodeURIComponent(part) };
  } catch {
    return failure(`the ${what} has a broken %-escape.`);
  }
}

function portOf(text: string): number | undefined | null {
  if (text === '') return undefined;
  return /^\d{1,5}$/.test(text) ? Number(text) : null;
}

/** The TLS mode a string's parameters ask for, per kind; an unknown parameter or value is refused. */
function tlsOf(kind: SqlConnectorKind, params: [string, string][]): { ok: true; mode: TlsMode } | { ok: false; error: string } {
  let mode: TlsMode | undefined;
  let mssql: { encrypt?: string; trust?: string } = {};
  for (const [rawName, rawValue] of params) {
    const name = rawName.toLowerCase();
    const value = rawValue.toLowerCase();
    let read: TlsMode | undefined | 'unknown-value';
    if (kind === 'postgres' && name === 'sslmode') read = postgresModes[value] ?? 'unknown-value';
    else if (kind === 'mysql' && (name === 'ssl-mode' || name === 'sslmode')) read = mysqlModes[value] ?? 'unknown-value';
    else if ((kind === 'postgres' || kind === 'mysql') && name === 'ssl') read = booleanMode(value);
    else if (kind === 'mssql' && name === 'encrypt') mssql = { ...mssql, encrypt: value };
    else if (kind === 'mssql' && name === 'trustservercertificate') mssql = { ...mssql, trust: value };
    else return failure(`the parameter "${rawName}" is not supported here; set TLS and the other options in the form.`);
    if (read === 'unknown-value') return failure(`"${rawValue}" is not a value ${rawName} takes here.`);
    if (read) mode = read;
  }
  if (kind === 'mssql' && (mssql.encrypt !== undefined || mssql.trust !== undefined)) {
    const encrypt = mssql.encrypt === undefined ? 'true' : mssql.encrypt;
    const trust = mssql.trust ?? 'false';
    if (!['true', 'false', 'strict', 'yes', 'no'].includes(encrypt)) return failure(`"${encrypt}" is not a value encrypt takes.`);
    if (!['true', 'false', 'yes', 'no'].includes(trust)) return failure(`"${trust}" is not a value trustServerCertificate takes.`);
    if (encrypt === 'false' || encrypt === 'no') mode = 'disable';
    else mode = (trust === 'true' || trust === 'yes') && encrypt !== 'strict' ? 'require' : 'verify-full';
  }
  return { ok: true, mode: mode ?? 'verify-full' };
}

const postgresModes: Record<string, TlsMode> = {
  disable: 'disable',
  allow: 'require',
  prefer: 'require',
  require: 'require',
  'verify-ca': 'verify-full',
  'verify-full': 'verify-full',
};
const mysqlModes: Record<string, TlsMode> = {
  disabled: 'disable',
  preferred: 'require',
  required: 'require',
  verify_ca: 'verify-full',
  verify_identity: 'verify-full',
};
function booleanMode(value: string): TlsMode | 'unknown-value' {
  if (value === 'true' || value === '1') return 'require';
  if (value === 'false' || value === '0') return 'disable';
  return 'unknown-value';
}

/** `scheme://user:pass@host:port/database?params` through the WHATWG URL parser. */
function parseUrlForm(kind: SqlConnectorKind, text: string): Parsed {
  if (!WhatwgUrl.canParse(text)) return failure('it is not a valid URL (escape special characters of the password with %).');
  const url = new WhatwgUrl(text);
  if (url.hash) return failure('remove the #fragment.');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) return failure('name the host (…@host:port/database).');
  const port = portOf(url.port);
  if (port === null) return failure('the port is not a number.');
  const user = decode(url.username, 'user name');
  const password = decode(url.password, 'password');
  const database = decode(url.pathname.replace(/^\//, ''), 'database name');
  if (!user.ok) return user;
  if (!password.ok) return password;
  if (!database.ok) return database;
  if (!user.value) return failure('name the user (user:password@host).');
  if (!database.value) return failure(kind === 'oracle' ? 'name the service (…/service).' : 'name the database (…/database).');
  if (database.value.includes('/')) return failure('the path after the host is the database name alone.');
  const tls = tlsOf(kind, [...url.searchParams.entries()]);
  if (!tls.ok) return tls;
  return {
    ok: true,
    settings: { host, ...(port !== undefined ? { port } : {}), database: database.value, user: user.value, ...passwordOf(password.value), tls: { mode: tls.mode } },
  };
}

/** An empty password in a string (`user:@host`) is no password: the stored one is kept. */
const passwordOf = (password: string) => (password ? { password } : {});

/** JDBC's `sqlserver://host[:port];databaseName=db;user=u;password=p;encrypt=true`. */
function parseJdbcSqlServer(rest: string): Parsed {
  const [authority = '', ...properties] = rest.split(';');
  if (authority.includes('\\')) return failure('named instances (host\\instance) are not supported: give the instance’s port.');
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!match) return failure('start with sqlserver://host:port; then name=value pairs.');
  const values: Record<string, string> = {};
  const tlsParams: [string, string][] = [];
  for (const [index, property] of properties.entries()) {
    if (property.trim() === '') continue;
    const at = property.indexOf('=');
    // The part itself is not repeated: it may be a mistyped password.
    if (at <= 0) return failure(`part ${index + 2} is not a name=value pair.`);
    const name = property.slice(0, at).trim();
    const value = property.slice(at + 1).trim();
    const key = name.toLowerCase();
    if (key === 'databasename' || key === 'database') values.database = value;
    else if (key === 'user' || key === 'username') values.user = value;
    else if (key === 'password') values.password = value;
    else if (key === 'portnumber' || key === 'port') values.port = value;
    else tlsParams.push([name, value]);
  }
  const port = portOf(values.port ?? match[2] ?? '');
  if (port === null) return failure('the port is not a number.');
  if (!values.user) return failure('name the user (;user=…).');
  if (!values.database) return failure('name the database (;databaseName=…).');
  const tls = tlsOf('mssql', tlsParams);
  if (!tls.ok) return tls;
  return {
    ok: true,
    settings: {
      host: match[1]!.replace(/^\[(.*)\]$/, '$1'),
      ...(port !== undefined ? { port } : {}),
      database: values.database,
      user: values.user,
      ...passwordOf(values.password ?? ''),
      tls: { mode: tls.mode },
    },
  };
}

/** Oracle's EZConnect: `[user[/password]@][tcp://|tcps://|//]host[:port]/service`. */
function parseEzConnect(text: string): Parsed {
  const at = text.lastIndexOf('@');
  const credentials = at >= 0 ? text.slice(0, at) : '';
  let address = at >= 0 ? text.slice(at + 1) : text;
  let mode: TlsMode = 'verify-full';
  const protocol = /^(tcps?):\/\//i.exec(address);
  if (protocol) {
    mode = protocol[1]!.toLowerCase() === 'tcp' ? 'disable' : 'verify-full';
    address = address.slice(protocol[0].length);
  } else if (address.startsWith('//')) {
    address = address.slice(2);
  }
  const match = /^(\[[^\]]+\]|[^:/[\]]+)(?::(\d{1,5}))?\/([^/?#]+)$/.exec(address);
  if (!match) return failure('write it as host:port/service, or start it with oracle://.');
  const port = portOf(match[2] ?? '');
  if (port === null) return failure('the port is not a number.');
  const slash = credentials.indexOf('/');
  const user = slash >= 0 ? credentials.slice(0, slash) : credentials;
  const password = slash >= 0 ? credentials.slice(slash + 1) : '';
  if (!user) return failure('name the user (user/password@host:port/service).');
  return {
    ok: true,
    settings: {
      host: match[1]!.replace(/^\[(.*)\]$/, '$1'),
      ...(port !== undefined ? { port } : {}),
      database: match[3]!,
      user,
      ...passwordOf(password),
      tls: { mode },
    },
  };
}
