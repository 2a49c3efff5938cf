import * as z from 'zod/mini';
import { WhatwgUrl } from './whatwg-url.ts';

/**
 * What a builder types to connect an existing database or a REST API: the settings of each kind
 * of connector, checked field by field. Secret fields (passwords, keys, tokens, secret header
 * values) are write-only: in a request a string sets the value, `null` clears it, and leaving the
 * field out keeps what is stored; answers only say whether one is set (`{ set: true }`).
 */

/** The SQL databases a connector reaches (MySQL covers MariaDB). */
export const sqlConnectorKinds = ['postgres', 'mysql', 'mssql', 'oracle'] as const;
export type SqlConnectorKind = (typeof sqlConnectorKinds)[number];
export const connectorKinds = [...sqlConnectorKinds, 'rest'] as const;
export type ConnectorKind = (typeof connectorKinds)[number];

/** The port each SQL kind listens on unless told otherwise. */
export const defaultPorts: Record<SqlConnectorKind, number> = { postgres: 5432, mysql: 3306, mssql: 1433, oracle: 1521 };

/**
 * How a SQL connection uses TLS: `disable` (plain), `require` (encrypted, the server's certificate
 * not checked) or `verify-full` (encrypted, certificate and host name checked, against `caPem`
 * when given). `verify-full` unless the builder chooses otherwise.
 */
export const tlsModes = ['disable', 'require', 'verify-full'] as const;
export type TlsMode = (typeof tlsModes)[number];
export const DEFAULT_TLS_MODE: TlsMode = 'verify-full';

export const CONNECTOR_NAME_MAX_LENGTH = 80;
export const HOST_MAX_LENGTH = 253;
export const SECRET_MAX_LENGTH = 4096;
export const CA_PEM_MAX_LENGTH = 32_768;
export const URL_MAX_LENGTH = 2048;
export const MAX_HEADERS = 50;
export const HEADER_VALUE_MAX_LENGTH = 8192;
export const MAX_SCOPES = 50;
export const CONNECTION_STRING_MAX_LENGTH = 4096;

const noControl = /^[^\u0000-\u001f\u007f]*$/;

/** A connector's name: 1–80 characters after trimming, unique in the workspace ignoring case. */
export const connectorNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Enter a name for the connector.', abort: true }),
  z.maxLength(CONNECTOR_NAME_MAX_LENGTH, { error: `A connector name has at most ${CONNECTOR_NAME_MAX_LENGTH} characters.`, abort: true }),
  z.regex(noControl, 'A connector name cannot hold control characters.'),
);

const hostMessage = 'Enter a host name or IP address alone (no scheme, user, port or path).';

/** A host name, IPv4 or IPv6 address (no brackets, no port). Where it may lead is the egress guard's call. */
export const hostSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Enter the host name or address.', abort: true }),
  z.maxLength(HOST_MAX_LENGTH, { error: `A host has at most ${HOST_MAX_LENGTH} characters.`, abort: true }),
  z.regex(/^[A-Za-z0-9._%:-]+$/, { error: hostMessage, abort: true }),
  // One colon is `host:port`; an IPv6 address has at least two.
  z.refine((host) => (host.match(/:/g)?.length ?? 0) !== 1, 'Put the port in the port field, not after the host.'),
);

const portMessage = 'A port is a whole number from 1 to 65535.';
export const portSchema = z.int(portMessage).check(z.gte(1, portMessage), z.lte(65535, portMessage));

const identifierText = (what: string, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: `Enter the ${what}.`, abort: true }),
    z.maxLength(max, { error: `The ${what} has at most ${max} characters.`, abort: true }),
    z.regex(noControl, `The ${what} cannot hold control characters.`),
  );

/** A secret in a request: a string sets it, null clears it, absent keeps the stored one. */
const secretInput = (what: string) =>
  z.optional(
    z.nullable(
      z.string().check(
        z.minLength(1, `Enter the ${what}, or send null to remove it.`),
        z.maxLength(SECRET_MAX_LENGTH, `The ${what} has at most ${SECRET_MAX_LENGTH} characters.`),
      ),
    ),
  );

export const tlsSettingsSchema = z
  .strictObject({
    mode: z.enum(tlsModes, 'TLS mode is one of disable, require or verify-full.'),
    /** PEM certificates of the authorities that sign the server's certificate (verify-full only). */
    caPem: z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(CA_PEM_MAX_LENGTH, `The CA certificates have at most ${CA_PEM_MAX_LENGTH} characters.`),
          z.refine((pem) => pem === '' || pem.includes('-----BEGIN CERTIFICATE-----'), 'Paste the CA certificate in PEM form (-----BEGIN CERTIFICATE----- …).'),
        ),
      ),
    ),
  })
  .check(
    z.refine((tls) => !tls.caPem || tls.mode === 'verify-full', {
      message: 'A CA certificate is used only with TLS mode verify-full.',
      path: ['caPem'],
    }),
  );
export type TlsSettings = z.output<typeof tlsSettingsSchema>;

/** A SQL connector's settings as a request sends them (`password` is the secret). */
export const sqlSettingsInputSchema = z.strictObject({
  host: hostSchema,
  /** The kind's usual port when left out. */
  port: z.optional(portSchema),
  /** The database to open (Oracle: the service name). */
  database: identifierText('database name', 128),
  user: identifierText('user name', 128),
  password: secretInput('password'),
  tls: z._default(tlsSettingsSchema, { mode: DEFAULT_TLS_MODE }),
});
export type SqlSettingsInput = z.input<typeof sqlSettingsInputSchema>;
export type SqlSettingsParsed = z.output<typeof sqlSettingsInputSchema>;

const urlMessage = 'Enter a full http:// or https:// address.';

/** An absolute http(s) URL without credentials or fragment (credentials go in the auth settings, where they are sealed). */
export const httpUrlSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: urlMessage, abort: true }),
  z.maxLength(URL_MAX_LENGTH, { error: `An address has at most ${URL_MAX_LENGTH} characters.`, abort: true }),
  z.refine((url) => WhatwgUrl.canParse(url) && /^https?:$/.test(new WhatwgUrl(url).protocol), { error: urlMessage, abort: true }),
  z.refine((url) => new WhatwgUrl(url).username === '' && new WhatwgUrl(url).password === '', 'Put credentials in the authentication settings, not in the address.'),
  z.refine((url) => new WhatwgUrl(url).hash === '', 'An address cannot end with a #fragment.'),
);

/** An HTTP header name (RFC 9110 token). */
export const headerNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'Enter the header’s name.', abort: true }),
  z.maxLength(256, { error: 'A header name has at most 256 characters.', abort: true }),
  z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/, 'A header name is letters, digits and - _ . ! # $ % & \' * + ^ ` | ~ only.'),
);

/** Headers a connector may not set: the HTTP client writes them (host, framing, connection). */
export const reservedHeaderNames = ['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'proxy-authorization', 'proxy-connection'];

const headerValueSchema = z.string().check(
  z.maxLength(HEADER_VALUE_MAX_LENGTH, `A header value has at most ${HEADER_VALUE_MAX_LENGTH} characters.`),
  z.regex(/^[^\r\n\u0000]*$/, 'A header value is one line.'),
);

/** A default header: a plain one shows its value; a secret one is sealed and write-only. */
export const restHeaderInputSchema = z
  .strictObject({
    name: headerNameSchema,
    secret: z._default(z.boolean(), false),
    value: z.optional(z.nullable(headerValueSchema)),
  })
  .check(
    z.refine((header) => header.secret || typeof header.value === 'string', { message: 'Enter the header’s value.', path: ['value'] }),
    z.refine((header) => !reservedHeaderNames.includes(header.name.toLowerCase()), { message: 'This header is set by the HTTP client and cannot be a default header.', path: ['name'] }),
  );

export const apiKeyPlacements = ['header', 'query'] as const;

/** How a REST connector authenticates; each kind's secret is write-only. */
export const restAuthInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({
      kind: z.literal('apiKey'),
      /** Sent as a header or as a query parameter of that name. */
      in: z.enum(apiKeyPlacements, 'An API key goes in a header or in the query.'),
      name: headerNameSchema,
      key: secretInput('API key'),
    }),
    z.strictObject({ kind: z.literal('bearer'), token: secretInput('token') }),
    z.strictObject({
      kind: z.literal('basic'),
      username: z.string().check(
        z.minLength(1, 'Enter the user name.'),
        z.maxLength(256, 'The user name has at most 256 characters.'),
        z.regex(/^[^:\u0000-\u001f\u007f]*$/, 'A basic-auth user name cannot hold a colon or control characters.'),
      ),
      password: secretInput('password'),
    }),
    z.strictObject({
      kind: z.literal('oauth2'),
      /** OAuth 2 client credentials: where the token is asked for. */
      tokenUrl: httpUrlSchema,
      clientId: identifierText('client id', 512),
      scopes: z._default(
        z.array(z.string().check(z.minLength(1, 'A scope cannot be empty.'), z.maxLength(200, 'A scope has at most 200 characters.'), z.regex(/^[\x21-\x7e]+$/, 'A scope has no spaces.'))).check(
          z.maxLength(MAX_SCOPES, `At most ${MAX_SCOPES} scopes.`),
        ),
        [],
      ),
      clientSecret: secretInput('client secret'),
    }),
  ],
  { error: 'auth.kind is one of none, apiKey, bearer, basic or oauth2.' },
);
export type RestAuthInput = z.input<typeof restAuthInputSchema>;

/** A REST connector's settings as a request sends them. */
export const restSettingsInputSchema = z
  .strictObject({
    baseUrl: httpUrlSchema,
    headers: z._default(z.array(restHeaderInputSchema).check(z.maxLength(MAX_HEADERS, `At most ${MAX_HEADERS} default headers.`)), []),
    auth: z._default(restAuthInputSchema, { kind: 'none' }),
  })
  .check(
    z.refine((settings) => new Set(settings.headers.map((h) => h.name.toLowerCase())).size === settings.headers.length, {
      message: 'Two default headers have the same name.',
      path: ['headers'],
    }),
    z.refine((settings) => !authHeaderOf(settings.auth) || !settings.headers.some((h) => h.name.toLowerCase() === authHeaderOf(settings.auth)), {
      message: 'A default header has the name the authentication sends: remove it or change the authentication.',
      path: ['headers'],
    }),
  );
export type RestSettingsInput = z.input<typeof restSettingsInputSchema>;
export type RestSettingsParsed = z.output<typeof restSettingsInputSchema>;

/** The header (lower case) an authentication writes, if any. */
export function authHeaderOf(auth: z.output<typeof restAuthInputSchema>): string | null {
  switch (auth.kind) {
    case 'none':
      return null;
    case 'apiKey':
      return auth.in === 'header' ? auth.name.toLowerCase() : null;
    case 'bearer':
    case 'basic':
    case 'oauth2':
      return 'authorization';
    default: {
      const never: never = auth;
      return never;
    }
  }
}
