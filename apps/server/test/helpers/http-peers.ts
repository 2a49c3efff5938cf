import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as a peer server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Header names and a query parameter an echo leaves out of its answer: the tests' secrets travel in them. */
const UNECHOED_HEADERS = ['authorization', 'x-api-key', 'x-tenant-key'];
const UNECHOED_QUERY = 'key';

/**
 * A local REST API for the runner's tests: records every request in `seen` and answers by path
 * (under any base path): `/echo…` the request as JSON (without the secrets' headers and the `key`
 * query parameter), `/status/<code>`, `/big?bytes=N[&type=json]`, `/slow?ms=N`,
 * `/redirect?to=URL` (without `to`, to itself), `/cookie`, `/guarded` (401 unless `accepts(token)`).
 */
export async function startEchoServer(options: { accepts?: (bearerToken: string) => boolean } = {}) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      answer(request, body, response, options);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    last: (): SeenRequest => {
      const request = seen.at(-1);
      if (!request) throw new Error('no request seen');
      return request;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export type EchoServer = Awaited<ReturnType<typeof startEchoServer>>;

function answer(request: IncomingMessage, body: string, response: ServerResponse, options: { accepts?: (token: string) => boolean }): void {
  const url = new URL(request.url ?? '/', 'http://peer');
  const segments = url.pathname.split('/');
  const route = ['status', 'big', 'slow', 'redirect', 'cookie', 'guarded'].find((name) => segments.includes(name)) ?? 'echo';
  const json = (status: number, value: unknown, headers: Record<string, string | string[]> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(JSON.stringify(value));
  };
  switch (route) {
    case 'status': {
      const code = Number(url.pathname.split('/').at(-1));
      response.writeHead(code, code === 204 ? {} : { 'content-type': 'text/plain' });
      response.end(code === 204 ? undefined : `status ${code}`);
      return;
    }
    case 'big': {
      const bytes = Number(url.searchParams.get('bytes'));
      if (url.searchParams.get('type') === 'json') json(200, { filler: 'x'.repeat(Math.max(0, bytes - 13)) });
      else {
        response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('é'.repeat(Math.floor(bytes / 2)));
      }
      return;
    }
    case 'slow': {
      const timer = setTimeout(() => json(200, { late: true }), Number(url.searchParams.get('ms')));
      response.on('close', () => clearTimeout(timer));
      return;
    }
    case 'redirect':
      // Without `to`: to itself, without end.
      response.writeHead(302, { location: url.searchParams.get('to') ?? request.url ?? '/' });
      response.end();
      return;
    case 'cookie':
      json(200, { ok: true }, { 'set-cookie': ['session=abc; HttpOnly'], 'X-Custom': 'Yes' });
      return;
    case 'guarded': {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!token || !options.accepts?.(token)) json(401, { error: 'invalid_token' });
      else json(200, { ok: true });
      return;
    }
    default: {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !UNECHOED_HEADERS.includes(name)));
      url.searchParams.delete(UNECHOED_QUERY);
      json(200, { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body });
    }
  }
}
