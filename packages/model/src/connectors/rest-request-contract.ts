import * as z from 'zod/mini';
import { pathIdSchema } from '../api/path-id.ts';
import { HEADER_VALUE_MAX_LENGTH, reservedHeaderNames } from './connector-settings.ts';

/**
 * Named requests of a REST connector: what the actions of an app call. A request is a method, a
 * path under the connector's base URL, query parameters, headers and a JSON body template, with
 * typed parameters filled in when it runs. Placeholders are `{{name}}` everywhere:
 *
 * - in the path, a parameter's value becomes one percent-encoded segment part (it can never add a
 *   `/`, `?`, `#` or `..` of its own);
 * - in query values and header values, it is the value as text (query values are encoded as such);
 * - in the body, a JSON string that is exactly `"{{name}}"` becomes the parameter's typed value
 *   (a number stays a number, a JSON parameter is inserted as JSON), and a placeholder inside a
 *   longer string is replaced by the value as text. The template is parsed as JSON first, so a
 *   value can never break out of its place.
 *
 * Every call goes through the egress guard; the connector's default headers and authentication are
 * added by the server (a request cannot override the header the authentication writes).
 */
/**
 * Why a request cannot be deleted: the live app of these projects calls it (a published app
 * changes only by a publish, so the request stays until the apps are published without it).
 */
export function restRequestInLiveAppMessage(projectNames: readonly string[]): string {
  const apps = projectNames.map((name) => `“${name}”`).join(', ');
  const which = projectNames.length === 1 ? `the live app of ${apps} calls it` : `the live apps of ${apps} call it`;
  return `This request cannot be deleted: ${which}. Publish without the request first, then delete it.`;
}

export const restRequestPaths = {
  /** GET the connector's requests; POST create one. */
  requests: '/api/connectors/:connectorId/requests',
  /** GET one; PATCH change it; DELETE it. */
  request: '/api/connectors/:connectorId/requests/:requestId',
  /** POST: run a saved request with parameter values, answering the response preview. */
  run: '/api/connectors/:connectorId/requests/:requestId/run',
  /** POST: run a request definition that is not saved (the editor's Send), answering the preview. */
  preview: '/api/connectors/:connectorId/request-preview',
} as const;

export const restRequestParamsSchema = z.object({ connectorId: pathIdSchema, requestId: pathIdSchema });

export const restMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RestMethod = (typeof restMethods)[number];
/** The methods that send the body template. */
export const methodsWithBody: readonly RestMethod[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export const restParameterTypes = ['text', 'number', 'boolean', 'json'] as const;
export type RestParameterType = (typeof restParameterTypes)[number];

export const REST_REQUEST_NAME_MAX_LENGTH = 80;
export const REST_PATH_MAX_LENGTH = 2000;
export const MAX_REST_PARAMETERS = 30;
export const MAX_REST_QUERY = 50;
export const MAX_REST_HEADERS = 30;
export const REST_BODY_MAX_LENGTH = 65_536;
export const REST_TIMEOUT_MS = { min: 1_000, default: 15_000, max: 60_000 } as const;
export const REST_MAX_RESPONSE_BYTES = { min: 1_024, default: 1_048_576, max: 10_485_760 } as const;
/** The most of a response body a preview shows; the rest is counted, not sent. */
export const REST_PREVIEW_BODY_BYTES = 65_536;

/** `{{name}}` placeholders: a parameter name between double braces, no spaces. */
export const PLACEHOLDER_PATTERN = /\{\{([A-Za-z_][A-Za-z0-9_]*)\}\}/g;

const parameterNameSchema = z.string().check(
  z.regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'A parameter name starts with a letter or _ and holds only letters, digits and _ (at most 63).'),
);

/** A parameter of a request: its type decides how a value is checked and placed in the body. */
export const restParameterSchema = z.strictObject({
  name: parameterNameSchema,
  type: z.enum(restParameterTypes, 'A parameter type is one of text, number, boolean or json.'),
  required: z._default(z.boolean(), true),
  /** The value the editor's Send uses unless another is typed; never sent by a running app. */
  example: z._default(z.nullable(z.string().check(z.maxLength(4096, 'An example has at most 4096 characters.'))), null),
});
export type RestParameter = z.output<typeof restParameterSchema>;

const templateText = (what: string, max: number) =>
  z.string().check(z.maxLength(max, `${what} has at most ${max} characters.`), z.regex(/^[^\r\n\u0000]*$/, `${what} is one line.`));

const headerNameSchema = z.string().check(z.regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/, 'A header name is 1–100 letters, digits or !#$%&\'*+.^_`|~-.'));

/** A request definition, as the editor sends it (create, change, or Send without saving). */
export const restRequestInputSchema = z
  .strictObject({
    name: z.string().check(
      z.trim(),
      z.minLength(1, { error: 'Enter a name for the request.', abort: true }),
      z.maxLength(REST_REQUEST_NAME_MAX_LENGTH, `A request name has at most ${REST_REQUEST_NAME_MAX_LENGTH} characters.`),
      z.regex(/^[^\u0000-\u001f\u007f]*$/, 'A request name cannot hold control characters.'),
    ),
    method: z.enum(restMethods, 'The method is one of GET, POST, PUT, PATCH or DELETE.'),
    /** Under the connector's base URL: starts with `/`, no `?` or `#` (query parameters go in `query`). */
    path: templateText('The path', REST_PATH_MAX_LENGTH).check(
      z.regex(/^\/[^?#\s]*$/, 'The path starts with / and holds no spaces, ? or # (put query parameters in the list).'),
    ),
    query: z._default(
      z
        .array(z.strictObject({ name: templateText('A query parameter name', 200).check(z.minLength(1, 'Enter the query parameter’s name.')), value: templateText('A query value', 2000) }))
        .check(z.maxLength(MAX_REST_QUERY, `At most ${MAX_REST_QUERY} query parameters.`)),
      [],
    ),
    headers: z._default(
      z
        .array(
          z.strictObject({ name: headerNameSchema, value: templateText('A header value', HEADER_VALUE_MAX_LENGTH) }).check(
            z.refine((header) => !reservedHeaderNames.includes(header.name.toLowerCase()), {
              message: 'This header is set by the HTTP client and cannot be a request header.',
              path: ['name'],
            }),
          ),
        )
        .check(z.maxLength(MAX_REST_HEADERS, `At most ${MAX_REST_HEADERS} headers.`)),
      [],
    ),
    /** JSON text with placeholders, or null for no body. */
    body: z._default(z.nullable(z.string().check(z.maxLength(REST_BODY_MAX_LENGTH, `The body has at most ${REST_BODY_MAX_LENGTH} characters.`))), null),
    parameters: z._default(z.array(restParameterSchema).check(z.maxLength(MAX_REST_PARAMETERS, `At most ${MAX_REST_PARAMETERS} parameters.`)), []),
    timeoutMs: z._default(
      z.int().check(
        z.gte(REST_TIMEOUT_MS.min, `The time limit is at least ${REST_TIMEOUT_MS.min / 1000} s.`),
        z.lte(REST_TIMEOUT_MS.max, `The time limit is at most ${REST_TIMEOUT_MS.max / 1000} s.`),
      ),
      REST_TIMEOUT_MS.default,
    ),
    maxResponseBytes: z._default(
      z.int().check(
        z.gte(REST_MAX_RESPONSE_BYTES.min, `The response limit is at least ${REST_MAX_RESPONSE_BYTES.min} bytes.`),
        z.lte(REST_MAX_RESPONSE_BYTES.max, `The response limit is at most ${REST_MAX_RESPONSE_BYTES.max} bytes (10 MB).`),
      ),
      REST_MAX_RESPONSE_BYTES.default,
    ),
  })
  .check(
    z.refine((request) => new Set(request.parameters.map((p) => p.name)).size === request.parameters.length, {
      message: 'Two parameters have the same name.',
      path: ['parameters'],
    }),
    z.refine((request) => new Set(request.headers.map((h) => h.name.toLowerCase())).size === request.headers.length, {
      message: 'Two headers have the same name.',
      path: ['headers'],
    }),
    z.refine((request) => request.body === null || methodsWithBody.includes(request.method), {
      message: 'A GET request has no body.',
      path: ['body'],
    }),
  );
export type RestRequestInput = z.input<typeof restRequestInputSchema>;
export type RestRequestDefinition = z.output<typeof restRequestInputSchema>;

/** A value for a parameter: text for text and json (JSON text), a number, a boolean, or null. */
export const restParameterValueSchema = z.union([z.string().check(z.maxLength(65_536, 'A parameter value has at most 65536 characters.')), z.number(), z.boolean(), z.null()]);
export const restParameterValuesSchema = z._default(z.record(z.string(), restParameterValueSchema), {});

/** POST …/run: the values of the request's parameters (missing optional ones are left empty). */
export const runRestRequestSchema = z.strictObject({ parameters: restParameterValuesSchema });
export type RunRestRequest = z.input<typeof runRestRequestSchema>;

/** POST …/request-preview: an unsaved definition and the values to run it with. */
export const previewRestRequestSchema = z.strictObject({ request: restRequestInputSchema, parameters: restParameterValuesSchema });
export type PreviewRestRequest = z.input<typeof previewRestRequestSchema>;

const person = z.nullable(z.object({ id: z.string(), username: z.string() }));

/** A saved request as every answer shows it. */
export const restRequestSchema = z.object({
  id: z.string(),
  connectorId: z.string(),
  name: z.string(),
  method: z.enum(restMethods),
  path: z.string(),
  query: z.array(z.object({ name: z.string(), value: z.string() })),
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  body: z.nullable(z.string()),
  parameters: z.array(z.object({ name: z.string(), type: z.enum(restParameterTypes), required: z.boolean(), example: z.nullable(z.string()) })),
  timeoutMs: z.number(),
  maxResponseBytes: z.number(),
  createdBy: person,
  updatedBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RestRequest = z.infer<typeof restRequestSchema>;

export const restRequestListSchema = z.object({ requests: z.array(restRequestSchema) });
export type RestRequestList = z.infer<typeof restRequestListSchema>;

/**
 * Why a call got no response. `refused`: the egress guard refused the address (or a redirect's);
 * `unreachable`: unknown name, no route or refused connection; `timeout`: no full answer within
 * the request's time limit; `tls`: the TLS handshake or certificate failed; `protocol`: the answer
 * was not HTTP; `tooLarge`: the response passed the request's size limit; `redirects`: too many
 * redirects; `auth`: the OAuth 2 token could not be obtained (the message says why).
 */
export const restFailureKinds = ['refused', 'unreachable', 'timeout', 'tls', 'protocol', 'tooLarge', 'redirects', 'auth'] as const;
export type RestFailureKind = (typeof restFailureKinds)[number];

/**
 * What running a request answers (200 either way: a failed call is a result, as a failed
 * connection test is). A response of any status is `response`; `body` is parsed JSON when the
 * response says JSON and parses, text otherwise, at most `REST_PREVIEW_BODY_BYTES` of it.
 */
export const restRunResultSchema = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.literal('response'),
    status: z.number(),
    statusText: z.string(),
    durationMs: z.number(),
    /** Response headers in order, names in lower case; `set-cookie` left out. */
    headers: z.array(z.tuple([z.string(), z.string()])),
    contentType: z.nullable(z.string()),
    body: z.union([z.object({ kind: z.literal('json'), value: z.unknown() }), z.object({ kind: z.literal('text'), value: z.string() }), z.object({ kind: z.literal('empty') })]),
    /** The body's size in bytes; `truncated` when the preview shows only its start. */
    sizeBytes: z.number(),
    truncated: z.boolean(),
    /** Method and URL as sent (secrets in the query masked as `***`). */
    request: z.object({ method: z.enum(restMethods), url: z.string() }),
  }),
  z.object({
    outcome: z.literal('failure'),
    failure: z.enum(restFailureKinds),
    message: z.string(),
    durationMs: z.number(),
    request: z.object({ method: z.enum(restMethods), url: z.string() }),
  }),
]);
export type RestRunResult = z.infer<typeof restRunResultSchema>;
