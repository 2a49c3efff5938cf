import { methodsWithBody, type RestRequestDefinition, type RestRunResult } from '@tessera/model/connectors';
import { STATUS_CODES } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors/app-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { EgressError } from '../../net/egress/errors.ts';
import type { EgressResponse } from '../../net/egress/guarded-fetch.ts';
import type { OpenedRestConnector } from '../connectors/open-connector.ts';
import { authOwned, checkDefinition } from './check-definition.ts';
import { fillBodyTemplate, fillHeaderValue, fillPathTemplate, fillQueryValue, parseBodyTemplate } from './fill-template.ts';
import { oauthTokensOf, TokenError } from './oauth-tokens.ts';
import { fillParameterValues, type FilledValues, type ParameterValueInput } from './parameter-values.ts';
import { findRequestRow } from './queries.ts';
import { openRestConnector } from './rest-connector.ts';
import { toDefinition } from './request-view.ts';
import { requestUrl, shownUrl } from './request-url.ts';
import { previewResponse } from './response-preview.ts';
import { restFailureOf } from './run-failure.ts';

/** What a run needs of the app: the database and secret box to open the connector, the guard, a clock for token expiry, a logger. */
export type RunContext = Pick<AppContext, 'db' | 'secretBox' | 'egress' | 'clock' | 'log'>;

export const requestNotFound = () => new NotFoundError('Request not found.');

/**
 * Runs a saved request of a REST connector of the workspace with parameter values (the
 * workspace's `…/run` route; a running app's route fills what it runs through {@link runDefinition}
 * too, from its release or the saved request). The values are checked against the request's parameters (no examples); the answer
 * is the response preview, or a failure as a result (unreachable, timeout, too large, token…).
 * 404 for a connector or request of another workspace; 400 for values that do not fit.
 * @example const result = await runRestRequest(ctx, domainId, connectorId, requestId, { id: 42 });
 */
export async function runRestRequest(
  ctx: RunContext,
  domainId: string,
  connectorId: string,
  requestId: string,
  values: Readonly<Record<string, ParameterValueInput>>,
): Promise<RestRunResult> {
  const connector = await openRestConnector(ctx, domainId, connectorId);
  if (!isUuid(requestId)) throw requestNotFound();
  const row = await findRequestRow(ctx.db, domainId, connectorId, requestId);
  if (!row) throw requestNotFound();
  return runDefinition(ctx, connector, toDefinition(row), values, { useExamples: false });
}

/** The editor's Send: an unsaved definition run with values, an omitted value taking the parameter's example. */
export async function previewRestRequest(
  ctx: RunContext,
  domainId: string,
  connectorId: string,
  definition: RestRequestDefinition,
  values: Readonly<Record<string, ParameterValueInput>>,
): Promise<RestRunResult> {
  const connector = await openRestConnector(ctx, domainId, connectorId);
  return runDefinition(ctx, connector, definition, values, { useExamples: true });
}

interface Outgoing {
  url: URL;
  shown: string;
  headers: Map<string, [string, string]>;
  body: string | undefined;
  sensitive: string[];
}

/** Fills a definition into the request to send: URL, headers (the connector's, the request's, the auth's) and body. */
function buildOutgoing(connector: OpenedRestConnector, definition: RestRequestDefinition, values: FilledValues): Outgoing {
  const owned = authOwned(connector.auth);
  const auth = connector.auth;
  const query = definition.query.map((entry) => ({ name: entry.name, value: fillQueryValue(entry.value, values) }));
  if (auth.kind === 'apiKey' && auth.in === 'query') query.push({ name: auth.name, value: auth.key.reveal() });
  const url = requestUrl(connector.baseUrl, fillPathTemplate(definition.path, values), query);
  // Keyed by lower-case name: a request header replaces a default header of the same name.
  const headers = new Map<string, [string, string]>();
  const sensitive: string[] = [];
  for (const header of connector.headers) {
    const value = header.value;
    if (typeof value !== 'string') sensitive.push(header.name.toLowerCase());
    headers.set(header.name.toLowerCase(), [header.name, typeof value === 'string' ? value : value.reveal()]);
  }
  for (const header of definition.headers) headers.set(header.name.toLowerCase(), [header.name, fillHeaderValue(header.name, header.value, values)]);
  let body: string | undefined;
  if (definition.body !== null && methodsWithBody.includes(definition.method)) {
    body = JSON.stringify(fillBodyTemplate(parseBodyTemplate(definition.body), values));
    if (!headers.has('content-type')) headers.set('content-type', ['content-type', 'application/json']);
  }
  if (auth.kind === 'apiKey' && auth.in === 'header') {
    sensitive.push(auth.name.toLowerCase());
    headers.set(auth.name.toLowerCase(), [auth.name, auth.key.reveal()]);
  } else if (auth.kind === 'bearer') {
    headers.set('authorization', ['authorization', `Bearer ${auth.token.reveal()}`]);
  } else if (auth.kind === 'oauth2') {
    headers.delete('authorization'); // set per attempt with the current token
  } else if (auth.kind === 'basic') {
    // RFC 7617: user-id ":" password, UTF-8, base64.
    const credentials = `${auth.username}:${auth.password?.reveal() ?? ''}`;
    headers.set('authorization', ['authorization', `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`]);
  }
  return { url, shown: shownUrl(url, owned.query), headers, body, sensitive };
}

/**
 * The core of a run, shared by saved requests and previews: checks the definition against the
 * connector (placeholders, the auth's header), fills it, sends it through the egress guard with
 * the request's time and size limits, and answers the preview or the failure.
 */
export async function runDefinition(
  ctx: RunContext,
  connector: OpenedRestConnector,
  definition: RestRequestDefinition,
  values: Readonly<Record<string, ParameterValueInput>>,
  options: { useExamples: boolean },
): Promise<RestRunResult> {
  checkDefinition(definition, authOwned(connector.auth));
  const filled = fillParameterValues(definition.parameters, values, options);
  const outgoing = buildOutgoing(connector, definition, filled);
  const method = definition.method;
  const request = { method, url: outgoing.shown };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const send = (authorization: string | null): Promise<EgressResponse> => {
    const headers: Record<string, string> = Object.fromEntries(outgoing.headers.values());
    if (authorization !== null) headers.authorization = authorization;
    return ctx.egress.fetch(outgoing.url, {
      method,
      headers,
      ...(outgoing.body !== undefined ? { body: outgoing.body } : {}),
      timeoutMs: definition.timeoutMs,
      maxResponseBytes: definition.maxResponseBytes,
      sensitiveHeaders: outgoing.sensitive,
    });
  };
  try {
    let answer: EgressResponse;
    const auth = connector.auth;
    if (auth.kind === 'oauth2') {
      const tokens = oauthTokensOf(ctx);
      const token = await tokens.token(connector, auth, definition.timeoutMs);
      answer = await send(`Bearer ${token}`);
      if (answer.status === 401) {
        // The API no longer takes the cached token (revoked, or expired early): one fresh try.
        await tokens.drop(connector.id, token);
        answer = await send(`Bearer ${await tokens.token(connector, auth, definition.timeoutMs)}`);
      }
    } else {
      answer = await send(null);
    }
    ctx.log.info({ connectorId: connector.id, method, status: answer.status }, 'rest request answered');
    return {
      outcome: 'response',
      status: answer.status,
      statusText: statusTextOf(answer.status),
      durationMs: elapsed(),
      ...previewResponse(answer),
      request,
    };
  } catch (error) {
    if (error instanceof TokenError) {
      ctx.log.info({ connectorId: connector.id, method, failure: 'auth' }, 'rest request failed');
      return { outcome: 'failure', failure: 'auth', message: error.message, durationMs: elapsed(), request };
    }
    const failure = error instanceof EgressError ? restFailureOf(error.failure) : null;
    if (error instanceof EgressError && failure !== null) {
      // The refused or unreachable address is the operator's to read, never the builder's.
      ctx.log.info({ connectorId: connector.id, method, failure, address: error.address }, 'rest request failed');
      return { outcome: 'failure', failure, message: error.message, durationMs: elapsed(), request };
    }
    throw error;
  }
}

/** The reason phrase of a status (undici's answer does not carry the one the server sent). */
function statusTextOf(status: number): string {
  return STATUS_CODES[status] ?? '';
}
