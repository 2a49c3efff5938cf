import { type ClientResult, failure, type FetchLike, success } from './client-result.ts';
import { countOfContentRange, type DataFilter, type DataQuery, queryString } from './data-query.ts';
import { type DataTable, dataTablePath } from './data-table.ts';
import { type HttpAnswer, jsonHeaders, joinUrl, type PreviewTokenSource, requestJson, withPreviewToken } from './http.ts';

/** A row as the data API answers it. */
export type DataRow = Record<string, unknown>;

/** The bearer token of the signed-in end user, and its refresh (an `EndUserAuthClient` fits). */
export interface TokenSource {
  accessToken(): Promise<string | null>;
  refresh(): Promise<ClientResult<unknown>>;
}

export interface DataClientOptions {
  /** The environment's data API base: `/api/data/{projectId}/{environment}` (absolute or not). */
  baseUrl: string;
  fetch?: FetchLike;
  /** Without one, every call is a visitor's. */
  tokens?: TokenSource;
  /** Draft only: the Run preview's token, sent with every call. */
  previewToken?: PreviewTokenSource;
}

/** One page of rows and how many match in all (`null` when not counted). */
export interface DataPage {
  rows: DataRow[];
  count: number | null;
}

/** The data API of one project environment; see `createDataClient`. */
export interface DataClient {
  /** Reads a page of a table of the data model, or (`{ connectorId, table }`) of a connected database. */
  select(table: DataTable, query?: DataQuery & { count?: boolean }): Promise<ClientResult<DataPage>>;
  insert(table: string, values: DataRow): Promise<ClientResult<DataRow[]>>;
  update(table: string, filters: readonly DataFilter[], values: DataRow): Promise<ClientResult<DataRow[]>>;
  remove(table: string, filters: readonly DataFilter[]): Promise<ClientResult<DataRow[]>>;
  /** The environment's OpenAPI document (the tables' column rules), read once. */
  describe(): Promise<ClientResult<unknown>>;
}

const rowsOf = (body: unknown): DataRow[] => (Array.isArray(body) ? (body as DataRow[]) : []);

/**
 * The data API client of one project environment in PostgREST's grammar: `select`, filters,
 * `order`, `limit`/`offset`, `Prefer: count=exact` (the total read from `Content-Range`) and
 * `Prefer: return=representation` on writes. Calls carry the end user's token; a 401 to a call
 * that carried one refreshes it once and sends the call again. Errors are the data API's own
 * (`{ code, message }` of its PostgREST JSON).
 */
export function createDataClient(options: DataClientOptions): DataClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let description: Promise<ClientResult<unknown>> | null = null;

  async function send(path: string, init: { method: string; headers?: Record<string, string>; body?: unknown }): Promise<ClientResult<HttpAnswer>> {
    const attempt = async (token: string | null) => {
      const headers = withPreviewToken(jsonHeaders(token, init.headers), options.previewToken);
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      return requestJson(fetchImpl, joinUrl(options.baseUrl, path), {
        method: init.method,
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    };
    const token = (await options.tokens?.accessToken()) ?? null;
    const first = await attempt(token);
    if (first.ok || first.error.status !== 401 || token === null || !options.tokens) return first;
    // Another call refreshed while this one was under way: use its token, do not rotate again.
    const meanwhile = await options.tokens.accessToken();
    if (meanwhile !== null && meanwhile !== token) return attempt(meanwhile);
    const refreshed = await options.tokens.refresh();
    if (!refreshed.ok) return first;
    return attempt(await options.tokens.accessToken());
  }

  const tablePath = (table: DataTable, query: string) => `${dataTablePath(table)}${query ? `?${query}` : ''}`;

  return {
    async select(table, query = {}) {
      const search = queryString(query, { select: true });
      if (!search.ok) return search;
      const answer = await send(tablePath(table, search.value), { method: 'GET', headers: query.count ? { prefer: 'count=exact' } : {} });
      if (!answer.ok) return answer;
      return success({ rows: rowsOf(answer.value.body), count: countOfContentRange(answer.value.headers.get('content-range')) });
    },
    async insert(table, values) {
      const answer = await send(tablePath(table, 'select=*'), { method: 'POST', headers: { prefer: 'return=representation' }, body: values });
      return answer.ok ? success(rowsOf(answer.value.body)) : answer;
    },
    async update(table, filters, values) {
      if (filters.length === 0) return failure({ code: 'filter_required', message: 'An update needs at least one filter.' });
      const search = queryString({ filters }, { select: true });
      if (!search.ok) return search;
      const answer = await send(tablePath(table, search.value), { method: 'PATCH', headers: { prefer: 'return=representation' }, body: values });
      return answer.ok ? success(rowsOf(answer.value.body)) : answer;
    },
    async remove(table, filters) {
      if (filters.length === 0) return failure({ code: 'filter_required', message: 'A delete needs at least one filter.' });
      const search = queryString({ filters }, { select: true });
      if (!search.ok) return search;
      const answer = await send(tablePath(table, search.value), { method: 'DELETE', headers: { prefer: 'return=representation' } });
      return answer.ok ? success(rowsOf(answer.value.body)) : answer;
    },
    describe() {
      description ??= send('', { method: 'GET' }).then((answer) => {
        // A failure is not kept: the next form asks again.
        if (!answer.ok) description = null;
        return answer.ok ? success(answer.value.body) : answer;
      });
      return description;
    },
  };
}
