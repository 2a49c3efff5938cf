import { describe, expect, it } from 'vitest';
import { createDataClient } from './data-client.ts';
import { dataTableKey, dataTableOf, dataTablePath } from './data-table.ts';

/** An answer of the data API as its routes give it (PostgREST JSON errors), recording the calls. */
function answering(status: number, body: unknown, seen: string[], headers: Record<string, string> = {}) {
  return async (url: string) => {
    seen.push(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  };
}

describe('data tables', () => {
  it('names a data model table by name and a connected one by its connector, as repeaters and the query action do', () => {
    expect(dataTableOf('tasks', undefined)).toBe('tasks');
    expect(dataTableOf('tasks', '')).toBe('tasks');
    expect(dataTableOf('orders', 'c1')).toEqual({ connectorId: 'c1', table: 'orders' });
    expect(dataTablePath('tasks')).toBe('tasks');
    expect(dataTablePath({ connectorId: 'c/1', table: 'order lines' })).toBe('connectors/c%2F1/order%20lines');
    expect(dataTableKey({ connectorId: 'c1', table: 'orders' })).toBe('connectors/c1/orders');
  });

  it('reads a connected table through the data API’s connectors route, counted, with the filters', async () => {
    const seen: string[] = [];
    const client = createDataClient({ baseUrl: '/api/data/p1/live', fetch: answering(200, [{ id: 1 }], seen, { 'content-range': '0-0/7' }) });
    const page = await client.select({ connectorId: 'c1', table: 'orders' }, { filters: [{ column: 'status', operator: 'eq', value: 'open' }], limit: 5, count: true });
    expect(page).toEqual({ ok: true, value: { rows: [{ id: 1 }], count: 7 } });
    expect(seen).toEqual(['/api/data/p1/live/connectors/c1/orders?select=*&status=eq.open&limit=5']);
  });

  it('answers a connected table’s refusals as the data API’s errors: no rule for the caller, an unknown table', async () => {
    const seen: string[] = [];
    const closed = createDataClient({ baseUrl: '/api/data/p1/live', fetch: answering(401, { code: '42501', message: 'permission denied for table orders', details: null, hint: null }, seen) });
    expect(await closed.select({ connectorId: 'c1', table: 'orders' })).toMatchObject({ ok: false, error: { code: '42501', status: 401, message: 'permission denied for table orders' } });
    const unknown = createDataClient({ baseUrl: '/api/data/p1/live', fetch: answering(404, { code: 'PGRST205', message: "Could not find the table 'nope'", details: null, hint: null }, seen) });
    expect(await unknown.select({ connectorId: 'c1', table: 'nope' })).toMatchObject({ ok: false, error: { code: 'PGRST205', status: 404, message: "Could not find the table 'nope'" } });
  });
});
