import { describe, expect, it } from 'vitest';
import { createRestRequestClient, restRequestRoute } from './rest-request-client.ts';

/**
 * The app's REST request route is served by the release module; until a test can reach it, the
 * answers it documents (`{ status, body }`, or the server's `{ error }`) stand in for it here.
 */
function answering(status: number, body: unknown, seen: { url?: string; init?: RequestInit } = {}) {
  return async (url: string, init?: RequestInit) => {
    seen.url = url;
    seen.init = init;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
}

describe('REST request client', () => {
  it('posts the parameters to the app’s route with the end user’s token and answers the remote status and body', async () => {
    const seen: { url?: string; init?: RequestInit } = {};
    const tokens = { accessToken: async () => 'tok', refresh: async () => ({ ok: true as const, value: null }) };
    const client = createRestRequestClient({ projectId: 'p 1', environment: 'live', fetch: answering(200, { status: 201, body: { id: 9 } }, seen), tokens });
    expect(await client.call('req1', { city: 'Oslo' })).toEqual({ ok: true, value: { status: 201, body: { id: 9 } } });
    expect(seen.url).toBe('/api/apps/p%201/live/requests/req1');
    expect(restRequestRoute('p1', 'draft', 'r/2')).toBe('/api/apps/p1/draft/requests/r%2F2');
    expect(JSON.parse(String(seen.init?.body))).toEqual({ params: { city: 'Oslo' } });
    expect(new Headers(seen.init?.headers).get('authorization')).toBe('Bearer tok');
  });

  it('fails on a remote error with its message, on the server’s refusal, and on an answer it cannot read', async () => {
    const remote = createRestRequestClient({ projectId: 'p1', environment: 'live', fetch: answering(200, { status: 503, body: { message: 'Down for maintenance' } }) });
    expect(await remote.call('r', {})).toEqual({ ok: false, error: { code: 'remote_error', status: 503, message: 'Down for maintenance' } });
    const refused = createRestRequestClient({ projectId: 'p1', environment: 'live', fetch: answering(404, { error: { code: 'not_found', message: 'Not found.' } }) });
    expect(await refused.call('draft-only', {})).toEqual({ ok: false, error: { code: 'not_found', status: 404, message: 'Not found.' } });
    const odd = createRestRequestClient({ projectId: 'p1', environment: 'live', fetch: answering(200, { nope: true }) });
    expect(await odd.call('r', {})).toMatchObject({ ok: false, error: { code: 'invalid_answer' } });
    const offline = createRestRequestClient({ projectId: 'p1', environment: 'live', fetch: async () => Promise.reject(new TypeError('offline')) });
    expect(await offline.call('r', {})).toMatchObject({ ok: false, error: { code: 'network' } });
  });
});
