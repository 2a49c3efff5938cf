import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EgressError } from './errors.ts';
import { createEgressGuard, type EgressGuard } from './guard.ts';
import { parseEgressPolicy } from './policy.ts';
import { refusalReasons } from './refusal.ts';
import { refusedSpellings } from './spellings.fixture.ts';
import { sequenceResolver } from './test-servers.fixture.ts';

interface TestServer {
  port: number;
  hits: string[];
  server: Server;
}

async function startHttp(host: string, handle: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<TestServer> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString()));
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { port: (server.address() as AddressInfo).port, hits, server };
}

/** Whether the endless stream's connection was closed by the client. */
let streamClosed: Promise<void> = Promise.resolve();

/** The allowed test API: echo, redirects, slow, big and endless answers. */
function api(req: IncomingMessage, res: ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://x');
  switch (url.pathname) {
    case '/echo':
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ method: req.method, host: req.headers.host, headers: req.headers, body }));
      return;
    case '/redirect':
      res.statusCode = Number(url.searchParams.get('status') ?? 302);
      res.setHeader('location', url.searchParams.get('to') ?? '/echo');
      res.end('moved');
      return;
    case '/loop':
      res.statusCode = 302;
      res.setHeader('location', '/loop');
      res.end();
      return;
    case '/slow':
      return; // never answers
    case '/big':
      res.setHeader('content-length', url.searchParams.get('bytes') ?? '0');
      res.end(Buffer.alloc(Number(url.searchParams.get('bytes') ?? 0), 'x'));
      return;
    case '/endless': {
      streamClosed = new Promise((resolve) => res.on('close', () => resolve()));
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
      return;
    }
    default:
      res.statusCode = 404;
      res.end();
  }
}

let allowed: TestServer;
let other: TestServer;
let victim4: TestServer;
let victim6: TestServer;
let opened: string;

beforeAll(async () => {
  allowed = await startHttp('127.0.0.1', api);
  other = await startHttp('127.0.0.1', api);
  victim4 = await startHttp('127.0.0.1', (_req, res) => res.end('secret'));
  victim6 = await startHttp('::1', (_req, res) => res.end('secret'));
  // The operator opens the two test APIs, one address and port each, and nothing else.
  opened = `127.0.0.1:${allowed.port},127.0.0.1:${other.port}`;
});
afterAll(async () => {
  for (const s of [allowed, other, victim4, victim6]) {
    s.server.closeAllConnections();
    await new Promise<void>((resolve) => s.server.close(() => resolve()));
  }
});

const names = {
  'allowed.test': [['127.0.0.1']],
  'other.test': [['127.0.0.1']],
  'victim.test': [['127.0.0.1']],
  'victim6.test': [['::1']],
  'metadata.test': [['169.254.169.254']],
  'internal.test': [['10.0.0.1']],
  'mixed.test': [['127.0.0.1', '10.0.0.1']],
};

function guardWith(allow: string, answers: Record<string, string[][]> = {}) {
  const { resolver, calls } = sequenceResolver({ ...names, ...answers });
  const guard: EgressGuard = createEgressGuard({ policy: parseEgressPolicy(allow), resolver, ownAddresses: () => [] });
  return { guard, calls };
}

async function failureOf(promise: Promise<unknown>): Promise<EgressError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(EgressError);
  return error as EgressError;
}

/** A spelling in a URL: IPv6 in brackets, on the port of the victim it would reach. */
function urlOf(host: string, address: string): string {
  const port = address === '127.0.0.1' ? victim4.port : address.startsWith('::1') ? victim6.port : 80;
  const bracketed = host.startsWith('[') || !host.includes(':') ? host : `[${host}]`;
  return `http://${bracketed}:${port}/`;
}

const victimHits = () => victim4.hits.length + victim6.hits.length;

describe('guarded fetch: the allowed way', () => {
  it('reaches an opened address by name, sending the name as Host, after one lookup', async () => {
    const { guard, calls } = guardWith(opened);
    const answer = await guard.fetch(`http://allowed.test:${allowed.port}/echo?q=1`);
    expect(answer.status).toBe(200);
    expect(answer.json()).toMatchObject({ method: 'GET', host: `allowed.test:${allowed.port}` });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.url).toBe(`http://allowed.test:${allowed.port}/echo?q=1`);
    expect(calls).toEqual(['allowed.test']);
  });

  it('refuses everything by default, the opened test API included', async () => {
    const { guard } = guardWith('');
    expect((await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/echo`))).failure).toBe('refused');
    expect((await failureOf(guard.fetch(`http://127.0.0.1:${allowed.port}/echo`))).failure).toBe('refused');
  });
});

describe('guarded fetch: every refused range, every spelling, directly', () => {
  it.each(refusedSpellings)('refuses $host ($reason) and reaches nothing', async ({ host, address, reason }) => {
    const { guard, calls } = guardWith(opened);
    const before = victimHits();
    const url = urlOf(host, address);
    const error = await failureOf(guard.fetch(url, { timeoutMs: 2_000 }));
    if (URL.canParse(url)) {
      expect(error.failure).toBe('refused');
      expect(error.message).toContain(refusalReasons[reason].text);
    } else {
      expect(error.failure).toBe('invalid-target'); // a zone id has no URL form
    }
    expect(victimHits()).toBe(before);
    expect(calls).toEqual([]);
  });

  it.each(['victim.test', 'victim6.test', 'metadata.test', 'internal.test', 'mixed.test'])(
    'refuses the name %s, whose answers are refused',
    async (name) => {
      const { guard } = guardWith(opened);
      const before = victimHits();
      const port = name === 'victim6.test' ? victim6.port : victim4.port;
      expect((await failureOf(guard.fetch(`http://${name}:${port}/`))).failure).toBe('refused');
      expect(victimHits()).toBe(before);
    },
  );
});

describe('guarded fetch: every refused range, every spelling, behind a redirect from an allowed server', () => {
  const redirectTo = (location: string, status = 302) =>
    `http://allowed.test:${allowed.port}/redirect?status=${status}&to=${encodeURIComponent(location)}`;

  it.each(refusedSpellings)('refuses a redirect to $host ($reason)', async ({ host, address }) => {
    const { guard, calls } = guardWith(opened);
    const before = victimHits();
    // A Location header is ASCII: a host in other characters arrives percent-encoded.
    const location = urlOf(host, address);
    const error = await failureOf(guard.fetch(redirectTo(/[^\x20-\x7e]/.test(location) ? encodeURI(location) : location), { timeoutMs: 2_000 }));
    expect(['refused', 'invalid-target']).toContain(error.failure);
    expect(error.message).toMatch(/^A redirect from allowed\.test leads to /);
    expect(victimHits()).toBe(before);
    expect(calls).toEqual(['allowed.test']);
  });

  it.each([301, 302, 303, 307, 308])('checks the target of a %i redirect too', async (status) => {
    const { guard } = guardWith(opened);
    const before = victimHits();
    expect((await failureOf(guard.fetch(redirectTo(`http://127.0.0.1:${victim4.port}/`, status)))).failure).toBe('refused');
    expect(victimHits()).toBe(before);
  });

  it.each(['victim.test', 'metadata.test', 'internal.test', 'mixed.test'])('refuses a redirect to the name %s, naming neither it nor its address', async (name) => {
    const { guard, calls } = guardWith(opened);
    const before = victimHits();
    const error = await failureOf(guard.fetch(redirectTo(`http://${name}:${victim4.port}/latest/meta-data/`)));
    expect(error.failure).toBe('refused');
    expect(error.message).not.toContain(name);
    expect(error.message).not.toMatch(/127\.0\.0\.1|169\.254|10\.0\.0\.1/);
    expect(victimHits()).toBe(before);
    expect(calls).toEqual(['allowed.test', name]);
  });

  it('control: once the operator opens the victim, the same redirect reaches it (so the tests above can fail)', async () => {
    const { guard } = guardWith(`${opened},127.0.0.1:${victim4.port}`);
    const before = victim4.hits.length;
    const answer = await guard.fetch(redirectTo(`http://127.0.0.1:${victim4.port}/`));
    expect(answer.text()).toBe('secret');
    expect(victim4.hits.length).toBe(before + 1);
  });

  it.each(['file:///etc/passwd', `gopher://127.0.0.1:${6379}/_INFO`, 'ftp://allowed.test/', 'data:text/plain,x', `http://user:pw@allowed.test:1/`])(
    'refuses a redirect to %s (http and https only, no credentials in URLs)',
    async (location) => {
      const { guard } = guardWith(opened);
      expect((await failureOf(guard.fetch(redirectTo(location)))).failure).toBe('invalid-target');
    },
  );

  it('re-resolves the same name on each hop: a name that turns to a refused address on the redirect is refused', async () => {
    const { guard, calls } = guardWith(opened, { 'flip.test': [['127.0.0.1'], ['169.254.169.254']] });
    const error = await failureOf(guard.fetch(`http://flip.test:${allowed.port}/redirect?to=/echo`));
    expect(error.failure).toBe('refused');
    expect(error.message).toContain('a cloud metadata address');
    expect(calls).toEqual(['flip.test', 'flip.test']);
  });

  it('stops after the redirect limit, one lookup per hop', async () => {
    const { guard, calls } = guardWith(opened);
    const error = await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/loop`, { maxRedirects: 3 }));
    expect(error.failure).toBe('too-many-redirects');
    expect(error.message).toBe('allowed.test redirected more than 3 times.');
    expect(calls).toEqual(['allowed.test', 'allowed.test', 'allowed.test', 'allowed.test']);
  });
});

describe('guarded fetch: DNS rebinding', () => {
  it('connects to the first, checked answer and never looks the name up again', async () => {
    // A second lookup would answer the metadata address; the system resolver does not know the name at all.
    const { guard, calls } = guardWith(opened, { 'rebind.test': [['127.0.0.1'], ['169.254.169.254']] });
    const before = allowed.hits.length;
    const answer = await guard.fetch(`http://rebind.test:${allowed.port}/echo`);
    expect(answer.json()).toMatchObject({ host: `rebind.test:${allowed.port}` });
    expect(allowed.hits.length).toBe(before + 1);
    expect(calls).toEqual(['rebind.test']);
  });

  it('a first answer refused stays refused', async () => {
    const { guard, calls } = guardWith(opened, { 'rebind.test': [['10.0.0.1'], ['127.0.0.1']] });
    expect((await failureOf(guard.fetch(`http://rebind.test:${allowed.port}/echo`))).failure).toBe('refused');
    expect(calls).toEqual(['rebind.test']);
  });

  it('follows an allowed redirect with exactly one lookup per hop', async () => {
    const { guard, calls } = guardWith(opened, { 'rebind.test': [['127.0.0.1'], ['10.0.0.1']] });
    const location = `http://rebind.test:${other.port}/echo`;
    const answer = await guard.fetch(`http://allowed.test:${allowed.port}/redirect?to=${encodeURIComponent(location)}`);
    expect(answer.redirects).toBe(1);
    expect(answer.json()).toMatchObject({ host: `rebind.test:${other.port}` });
    expect(calls).toEqual(['allowed.test', 'rebind.test']);
  });
});

describe('guarded fetch: redirects keep secrets at home', () => {
  const headers = { authorization: 'Bearer s3cret', cookie: 'sid=1', 'x-api-key': 'k3y', 'x-other': 'kept' };

  it('drops Authorization, Cookie and the sensitive headers on a redirect to another origin', async () => {
    const { guard } = guardWith(opened);
    const location = `http://other.test:${other.port}/echo`;
    const answer = await guard.fetch(`http://allowed.test:${allowed.port}/redirect?to=${encodeURIComponent(location)}`, {
      headers,
      sensitiveHeaders: ['X-Api-Key'],
    });
    const seen = (answer.json() as { headers: Record<string, string> }).headers;
    expect(seen['x-other']).toBe('kept');
    expect(seen.authorization).toBeUndefined();
    expect(seen.cookie).toBeUndefined();
    expect(seen['x-api-key']).toBeUndefined();
  });

  it('keeps them on a redirect within the same origin', async () => {
    const { guard } = guardWith(opened);
    const answer = await guard.fetch(`http://allowed.test:${allowed.port}/redirect?to=/echo`, { headers, sensitiveHeaders: ['x-api-key'] });
    expect((answer.json() as { headers: Record<string, string> }).headers).toMatchObject(headers);
  });

  it('turns a POST into a GET without body on 303, keeps it on 307', async () => {
    const { guard } = guardWith(opened);
    const post = { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } };
    const after303 = await guard.fetch(`http://allowed.test:${allowed.port}/redirect?status=303&to=/echo`, post);
    expect(after303.json()).toMatchObject({ method: 'GET', body: '' });
    const after307 = await guard.fetch(`http://allowed.test:${allowed.port}/redirect?status=307&to=/echo`, post);
    expect(after307.json()).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });
});

describe('guarded fetch: limits and failures', () => {
  it('gives up after the time limit', async () => {
    const { guard } = guardWith(opened);
    const started = Date.now();
    const error = await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/slow`, { timeoutMs: 300 }));
    expect(error.failure).toBe('timeout');
    expect(error.message).toBe('allowed.test did not answer within 0.3 s.');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses a body larger than the limit by its Content-Length', async () => {
    const { guard } = guardWith(opened);
    const error = await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/big?bytes=2000000`, { maxResponseBytes: 1_000_000 }));
    expect(error.failure).toBe('too-large');
    expect(error.message).toBe('The answer of allowed.test is larger than 976.6 KB.');
    const fits = await guard.fetch(`http://allowed.test:${allowed.port}/big?bytes=1000000`, { maxResponseBytes: 1_000_000 });
    expect(fits.body.length).toBe(1_000_000);
  });

  it('stops reading an endless body at the limit and drops the connection', async () => {
    const { guard } = guardWith(opened);
    const error = await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/endless`, { maxResponseBytes: 256 * 1024, timeoutMs: 5_000 }));
    expect(error.failure).toBe('too-large');
    await streamClosed;
  });

  it('says a name that does not resolve could not be found', async () => {
    const { guard } = guardWith(opened);
    const error = await failureOf(guard.fetch('https://nowhere.test/'));
    expect(error.failure).toBe('dns');
    expect(error.message).toBe('nowhere.test could not be found. Check the host name.');
  });

  it('says a closed port refused the connection, naming the host, not its address', async () => {
    const closed = await startHttp('127.0.0.1', () => undefined);
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const { guard } = guardWith(`127.0.0.1:${closed.port}`);
    const error = await failureOf(guard.fetch(`http://allowed.test:${closed.port}/`));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe(`allowed.test (port ${closed.port}) refused the connection.`);
  });

  it('says a redirect led to a host that cannot be reached, without naming that host', async () => {
    const closed = await startHttp('127.0.0.1', () => undefined);
    await new Promise<void>((resolve) => closed.server.close(() => resolve()));
    const { guard } = guardWith(`${opened},127.0.0.1:${closed.port}`);
    const location = `http://other.test:${closed.port}/`;
    const error = await failureOf(guard.fetch(`http://allowed.test:${allowed.port}/redirect?to=${encodeURIComponent(location)}`));
    expect(error.failure).toBe('unreachable');
    expect(error.message).toBe('A redirect from allowed.test leads to a host that cannot be reached.');
  });

  it('speaks TLS to the checked address with the URL’s name as SNI', async () => {
    const names: string[] = [];
    const tlsServer = createTlsServer({
      SNICallback: (name, callback) => {
        names.push(name);
        callback(new Error('no certificate here'));
      },
    });
    tlsServer.on('tlsClientError', () => undefined);
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve));
    const port = (tlsServer.address() as AddressInfo).port;
    const { guard, calls } = guardWith(`127.0.0.1:${port}`, { 'secure.test': [['127.0.0.1'], ['10.0.0.1']] });
    const error = await failureOf(guard.fetch(`https://secure.test:${port}/`));
    expect(['tls', 'unreachable']).toContain(error.failure);
    expect(error.message).toContain(`secure.test (port ${port})`);
    expect(names).toEqual(['secure.test']);
    expect(calls).toEqual(['secure.test']);
    await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
  });

  it.each([
    ['not a url', 'invalid-target'],
    ['ftp://allowed.test/', 'invalid-target'],
    ['http://user:pw@allowed.test/', 'invalid-target'],
  ])('refuses %j before any lookup', async (url, failure) => {
    const { guard, calls } = guardWith(opened);
    expect((await failureOf(guard.fetch(url))).failure).toBe(failure);
    expect(calls).toEqual([]);
  });
});
