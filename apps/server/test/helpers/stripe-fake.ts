import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the server under test sent to Stripe's API, as Stripe would read it. */
export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The form-encoded body, keys as sent (`line_items[0][price]`, `metadata[planId]`). */
  form: Record<string, string>;
}

/**
 * A local peer that speaks Stripe's HTTP API for the two calls Tessera makes: create a Checkout
 * Session (POST /v1/checkout/sessions) and cancel a subscription (DELETE /v1/subscriptions/:id).
 * The server reaches it through STRIPE_API_BASE_URL; tests read `requests` to see what was sent.
 */
export interface FakeStripe {
  /** The base URL to configure as `stripe.apiBaseUrl`. */
  url: string;
  requests: StripeRequest[];
  /** Answers the next `times` requests with a Stripe error of this status instead (the client retries a 5xx once). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let failure: { status: number; times: number } | null = null;
  let sessions = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const query = request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : body;
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      authorization: request.headers.authorization,
      form: Object.fromEntries(new URLSearchParams(query)),
    });
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify(json));
    };
    if (failure) {
      const { status } = failure;
      failure = failure.times > 1 ? { status, times: failure.times - 1 } : null;
      answer(status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: `Refused by the test (${status}).` } });
      return;
    }
    const form = requests.at(-1)!.form;
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      answer(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { domainId: form['metadata[domainId]'], planId: form['metadata[planId]'] },
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
      return;
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && cancel) {
      answer(200, { id: decodeURIComponent(cancel[1]!), object: 'subscription', status: 'canceled' });
      return;
    }
    answer(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname}).` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(status, times = 1) {
      failure = { status, times };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe sends it: the JSON event and its Stripe-Signature header. */
export function signedStripeEvent(
  secret: string,
  event: { id: string; type: string; object: Record<string, unknown> },
  options: { timestamp?: number } = {},
): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
  return { payload, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header } };
}
