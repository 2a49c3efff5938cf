import { PREVIEW_TOKEN_HEADER } from '@tessera/model/releases';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../clients/key-value-storage.ts';
import { createAppClients } from './app-clients.ts';

/** A server that answers every call with `body`, recording each request's headers. */
function recording(body: unknown) {
  const seen: { url: string; headers: Headers }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    seen.push({ url, headers: new Headers(init?.headers) });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { seen, fetch };
}

const appOf = (environment: 'draft' | 'live') => ({
  projectId: 'p1',
  environment,
  dataApiBase: `/api/data/p1/${environment}`,
  authBase: `/api/apps/p1/${environment}/auth`,
});

describe('app clients and the Run preview token', () => {
  it('send the preview token on draft from every client, reading the current one at each call', async () => {
    const server = recording({ status: 200, body: null });
    let current: string | null = 'first';
    const clients = createAppClients(appOf('draft'), { fetch: server.fetch, storage: memoryStorage(), previewToken: () => current });
    await clients.data.select('items');
    await clients.auth.signUp('a@example.com', 'password-123');
    await clients.rest.call('r1', {});
    expect(server.seen.map((call) => call.headers.get(PREVIEW_TOKEN_HEADER))).toEqual(['first', 'first', 'first']);
    current = 'renewed';
    await clients.data.insert('items', { title: 'x' });
    await clients.auth.requestPasswordReset('a@example.com');
    expect(server.seen.slice(3).map((call) => call.headers.get(PREVIEW_TOKEN_HEADER))).toEqual(['renewed', 'renewed']);
    current = null;
    await clients.data.select('items');
    expect(server.seen.at(-1)!.headers.has(PREVIEW_TOKEN_HEADER)).toBe(false);
  });

  it('never send it on live, nor when none is given', async () => {
    const server = recording({ status: 200, body: null });
    const live = createAppClients(appOf('live'), { fetch: server.fetch, storage: memoryStorage(), previewToken: () => 'leaked' });
    await live.data.select('items');
    await live.auth.signUp('a@example.com', 'password-123');
    await live.rest.call('r1', {});
    const draft = createAppClients(appOf('draft'), { fetch: server.fetch, storage: memoryStorage() });
    await draft.data.select('items');
    await draft.rest.call('r1', {});
    expect(server.seen).toHaveLength(5);
    expect(server.seen.every((call) => !call.headers.has(PREVIEW_TOKEN_HEADER))).toBe(true);
  });
});
