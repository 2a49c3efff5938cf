import { Readable } from 'node:stream';
import { csvLine } from '../../data-api/csv/csv-cells.ts';
import { type DataApiAnswer, JSON_TYPE, SINGLE_OBJECT_MEDIA_TYPE } from '../../data-api/data-api-call.ts';
import { DataApiException, dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { OrderTerm, SelectItem } from '../../data-api/grammar/ast.ts';
import { singleObject } from '../../data-api/read-rows.ts';
import { externalKeysetTerms, positionOf } from '../compile/keyset.ts';
import { requestOrder } from '../compile/order-and-page.ts';
import { compileExternalRead, type ExternalReadInput } from '../compile/read-statement.ts';
import { planRead, type ReadPlan } from '../access/restrict-read.ts';
import { type ExternalCall, runStatement } from './external-call.ts';
import { onConnectorPool } from './on-pool.ts';
import { shapeRows } from './shape-rows.ts';

/** Rows per statement of a CSV export. */
export const EXTERNAL_EXPORT_BATCH_ROWS = 1000;
/** Largest CSV export of an external table without a primary key: a larger one is refused before any row is read. */
export const EXTERNAL_EXPORT_MAX_ROWS = 100_000;

/** The read as the caller's read rule allows it (`planRead`), before anything runs. */
function planned(call: ExternalCall): { call: ExternalCall; plan: ReadPlan } {
  const plan = planRead(call.access, call.target.table, call.related, call.request);
  return { call: { ...call, request: plan.request }, plan };
}

/** The read compiled with the caller's rule: its rows, its embedded tables' rows; a CSV batch's keyset. */
function compile(call: ExternalCall, plan: ReadPlan, request = call.request, keyset?: ExternalReadInput['keyset']) {
  const { caller } = call.access;
  return compileExternalRead({
    target: call.target,
    request,
    related: call.related,
    predicate: plan.predicate.kind === 'all' ? null : plan.predicate,
    caller,
    embedPredicates: plan.embedded,
    ...(keyset ? { keyset } : {}),
  });
}

/**
 * GET: one page of rows as JSON with `Content-Range` (`0-49/*`, or `/<total>` with `Prefer:
 * count=exact`, counted by a statement of its own under the same filters), 206 when the page is
 * part of a counted whole, 416 past its end; one object with `Accept:
 * application/vnd.pgrst.object+json` (406 unless exactly one row).
 */
export async function readExternalRows(asked: ExternalCall, options: { single: boolean }): Promise<DataApiAnswer> {
  const { call, plan } = planned(asked);
  const compiled = compile(call, plan);
  const exact = call.request.prefer.count === 'exact';
  const { rows, total } = await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => {
    const page = await runStatement(db, compiled.page);
    const counted = exact ? Number((await runStatement(db, compiled.count)).rows[0]?.count ?? 0) : null;
    return { rows: page.rows, total: counted };
  });
  const { window } = compiled;
  const n = rows.length;
  const end = window.offset + n - 1;
  if (total !== null && n === 0 && window.offset > 0 && window.offset >= total) {
    throw new DataApiException({ status: 416, code: dataApiCodes.rangeNotSatisfiable, message: 'Requested range not satisfiable', details: `An offset of ${window.offset} was requested, but there are only ${total} rows.`, hint: null });
  }
  const range = `${n === 0 ? '*' : `${window.offset}-${end}`}/${total ?? '*'}`;
  const body = JSON.stringify(shapeRows(call.target.dialect, call.target.table, call.related, call.request.select, rows));
  if (options.single) return { status: 200, headers: { 'content-type': `${SINGLE_OBJECT_MEDIA_TYPE}; charset=utf-8`, 'content-range': range }, body: singleObject(body, n) };
  const partial = total !== null && n > 0 && (window.offset > 0 || end < total - 1);
  return { status: partial ? 206 : 200, headers: { 'content-type': JSON_TYPE, 'content-range': range }, body };
}

/** The CSV header: the answer's keys from the select list (`*` is every column of the table). */
function headerOf(call: ExternalCall): string[] {
  const items: readonly SelectItem[] = call.request.select.length === 0 ? [{ kind: 'star' }] : call.request.select;
  return items.flatMap((item) => {
    if (item.kind === 'star') return call.target.table.columns.map((column) => column.name);
    if (item.kind === 'column') return [item.alias ?? item.name];
    return item.select.length === 0 ? [] : [item.alias ?? item.relation];
  });
}

/** The CSV answer: the header line first, then each batch as it is read. */
function csvAnswer(call: ExternalCall, first: string, more: () => AsyncGenerator<string>): DataApiAnswer {
  async function* lines() {
    yield first;
    yield* more();
  }
  return {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${call.target.table.name.replace(/[^\w.-]/g, '_')}.csv"` },
    body: Readable.from(lines()),
  };
}

/** Rows as CSV lines under the header's keys, shaped as a page is (`shapeRows`), cells neutralised (`csvLine`). */
function csvLines(call: ExternalCall, header: readonly string[], rows: readonly Record<string, unknown>[]): string {
  return shapeRows(call.target.dialect, call.target.table, call.related, call.request.select, rows)
    .map((row) => csvLine(header.map((name) => row[name])))
    .join('');
}

/**
 * GET with `Accept: text/csv`: the same read (filters, embeds) streamed in batches of
 * {@link EXTERNAL_EXPORT_BATCH_ROWS} rows, each its own short statement on the pool, so at most
 * one batch is held in memory and no transaction stays open, whatever the size. Ordered as
 * `order=` asks then by the primary key, each batch continues after the last row's values of
 * those columns (keyset, `compile/keyset.ts`). `limit`/`offset` cap and skip as on a page,
 * without the page's cap. A table without a primary key has no total order to continue from:
 * see {@link exportKeylessCsv}. The first batch runs before the answer starts, so a refused
 * request still gets its error. Cells are neutralised as the data API's export does (`csvCell`).
 */
export async function exportExternalCsv(asked: ExternalCall): Promise<DataApiAnswer> {
  const { call, plan } = planned(asked);
  const header = headerOf(call);
  const terms = externalKeysetTerms(call.target, requestOrder(call.request.order));
  if (terms === null) return exportKeylessCsv(call, plan, header);
  const root = call.request.limits.find((limit) => limit.path.length === 0);
  let remaining = root?.limit ?? Number.POSITIVE_INFINITY;
  let skip = root?.offset ?? 0;
  let after: unknown[] | null = null;
  let done = remaining <= 0;
  const nextBatch = async (): Promise<string> => {
    const size = Math.min(EXTERNAL_EXPORT_BATCH_ROWS, remaining);
    const limits = [...call.request.limits.filter((limit) => limit.path.length > 0), { path: [], limit: size, offset: skip }];
    const compiled = compile(call, plan, { ...call.request, limits, range: null }, { terms, after });
    skip = 0;
    const rows = await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => (await runStatement(db, compiled.page)).rows);
    const last = rows.at(-1);
    if (last) after = positionOf(terms, last);
    remaining -= rows.length;
    if (rows.length < size || remaining <= 0) done = true;
    return csvLines(call, header, rows);
  };
  const first = csvLine(header) + (done ? '' : await nextBatch());
  return csvAnswer(call, first, async function* () {
    while (!done) yield await nextBatch();
  });
}

/**
 * The export of a table without a primary key: no total order to continue from, so it is counted
 * first and refused above {@link EXTERNAL_EXPORT_MAX_ROWS} rows (400, with a hint to filter or
 * export in parts), then read by `limit`/`offset` in batches ordered as asked then by every
 * column that sorts (not JSON, not a type without one), so the batches do not shift between
 * statements.
 */
async function exportKeylessCsv(call: ExternalCall, plan: ReadPlan, header: readonly string[]): Promise<DataApiAnswer> {
  const root = call.request.limits.find((limit) => limit.path.length === 0);
  const start = root?.offset ?? 0;
  const counted = Number(
    (await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => (await runStatement(db, compile(call, plan).count)).rows[0]?.count)) ?? 0,
  );
  const wanted = Math.max(0, Math.min(counted - start, root?.limit ?? Number.POSITIVE_INFINITY));
  if (wanted > EXTERNAL_EXPORT_MAX_ROWS) {
    refuse(
      400,
      dataApiCodes.invalidBody,
      `This export would have ${wanted} rows; "${call.target.table.name}" has no primary key, and an export of a table without one has at most ${EXTERNAL_EXPORT_MAX_ROWS}.`,
      null,
      'Add a filter or export it in parts with limit and offset.',
    );
  }
  const requested = requestOrder(call.request.order);
  const ordered = new Set(requested.map((term) => term.column));
  const tieBreak: OrderTerm[] = call.target.table.columns
    .filter((column) => !ordered.has(column.name) && column.type !== 'json' && column.type !== 'unknown')
    .map((column) => ({ column: column.name, direction: 'asc', nulls: null }));
  const order = [...call.request.order.filter((scoped) => scoped.path.length > 0), { path: [], terms: [...requested, ...tieBreak] }];
  let done = 0;
  const nextBatch = async (): Promise<string> => {
    const size = Math.min(EXTERNAL_EXPORT_BATCH_ROWS, wanted - done);
    const limits = [...call.request.limits.filter((limit) => limit.path.length > 0), { path: [], limit: size, offset: start + done }];
    const compiled = compile(call, plan, { ...call.request, order, limits, range: null });
    const rows = await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => (await runStatement(db, compiled.page)).rows);
    done = rows.length < size ? wanted : done + rows.length;
    return csvLines(call, header, rows);
  };
  const first = csvLine(header) + (wanted > 0 ? await nextBatch() : '');
  return csvAnswer(call, first, async function* () {
    while (done < wanted) yield await nextBatch();
  });
}
