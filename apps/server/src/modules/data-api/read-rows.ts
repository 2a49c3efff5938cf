import { DataApiException, dataApiCodes, refuse } from './data-api-error.ts';
import { compileRead } from './compile/read-statement.ts';
import { type DataApiAnswer, type DataApiCall, JSON_TYPE, SINGLE_OBJECT_MEDIA_TYPE } from './data-api-call.ts';
import type { CompiledList } from './compiled-reads.ts';
import { guardedRead, plannedRows, runGuardedRead } from './queries.ts';

/** `Prefer: count=estimated`: an exact count when the planner expects at most this many rows. */
export const ESTIMATED_EXACT_THRESHOLD = 10_000;

/** `[…]` of exactly one row as `…`, or 406 PGRST116. */
export function singleObject(body: string, rows: number): string {
  if (rows !== 1) refuse(406, dataApiCodes.notSingleObject, 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows} rows`);
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  return body.slice(start, end + 1);
}

/**
 * GET: one page of rows as JSON, with `Content-Range` (`0-49/*`, or `/<count>` when a count was
 * asked: exact in the same statement, planned from EXPLAIN, estimated as either), 206 when the
 * page is part of a counted whole, 416 past its end.
 */
export async function readRows(call: DataApiCall, options: { single: boolean; remember?: (read: CompiledList) => void }): Promise<DataApiAnswer> {
  const count = call.request.prefer.count;
  const input = { model: call.model, schemaName: call.schemaName, table: call.table, principal: call.principal, request: call.request };
  // The planner's estimate is taken before the caller's session: under the tables' row-level
  // security its policies (a setting it cannot know) would count for 0.5 % of the rows, and a
  // million-row table would be counted exactly. The compiled conditions include the read rule.
  const planned = count === 'planned' || count === 'estimated' ? await plannedRows(call.appDb, call.guard, compileRead(input, { exactCount: false }).planStatement) : null;
  const exactCount = count === 'exact' || (count === 'estimated' && planned !== null && planned <= ESTIMATED_EXACT_THRESHOLD);
  const { statement, window } = compileRead(input, { exactCount });
  const read = { compiled: guardedRead(call.appDb, call.guard, statement), window };
  // A read whose statement does not depend on an estimate taken now may be run again as it is.
  if (count === null || count === 'exact') options.remember?.(read);
  return answerRead(call, read, planned, options.single);
}

/** Runs a compiled list or get (`readRows`, or kept from an earlier identical request) and answers it. */
export async function answerRead(call: Pick<DataApiCall, 'appDb' | 'principal' | 'guard'>, read: CompiledList, planned: number | null, single: boolean): Promise<DataApiAnswer> {
  const { window } = read;
  const row = await runGuardedRead(call.appDb, call.principal, call.guard, read.compiled);
  const total = row.total !== null ? Number(row.total) : planned;
  const end = window.offset + row.n - 1;
  if (total !== null && row.n === 0 && window.offset > 0 && window.offset >= total) {
    throw new DataApiException({ status: 416, code: dataApiCodes.rangeNotSatisfiable, message: 'Requested range not satisfiable', details: `An offset of ${window.offset} was requested, but there are only ${total} rows.`, hint: null });
  }
  const range = `${row.n === 0 ? '*' : `${window.offset}-${end}`}/${total ?? '*'}`;
  const partial = total !== null && row.n > 0 && (window.offset > 0 || end < total - 1);
  if (single) {
    return { status: 200, headers: { 'content-type': `${SINGLE_OBJECT_MEDIA_TYPE}; charset=utf-8`, 'content-range': range }, body: singleObject(row.body, row.n) };
  }
  return { status: partial ? 206 : 200, headers: { 'content-type': JSON_TYPE, 'content-range': range }, body: row.body };
}
