import { Readable } from 'node:stream';
import { csvLine } from '../../data-api/csv/csv-cells.ts';
import { type DataApiAnswer, JSON_TYPE, SINGLE_OBJECT_MEDIA_TYPE } from '../../data-api/data-api-call.ts';
import { DataApiException, dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import type { OrderTerm, SelectItem } from '../../data-api/grammar/ast.ts';
import { singleObject } from '../../data-api/read-rows.ts';
import { compileExternalRead } from '../compile/read-statement.ts';
import { planRead, type ReadPlan } from '../access/restrict-read.ts';
import { type ExternalCall, runStatement } from './external-call.ts';
import { onConnectorPool } from './on-pool.ts';
import { shapeRows } from './shape-rows.ts';

/** Rows per statement of a CSV export. */
export const EXTERNAL_EXPORT_BATCH_ROWS = 1000;
/** Largest CSV export of an external table: a larger one is refused before any row is read. */
export const EXTERNAL_EXPORT_MAX_ROWS = 100_000;

/** The read as the caller's read rule allows it (`planRead`), before anything runs. */
function planned(call: ExternalCall): { call: ExternalCall; plan: ReadPlan } {
  const plan = planRead(call.access, call.target.table, call.related, call.request);
  return { call: { ...call, request: plan.request }, plan };
}

function compile(call: ExternalCall, plan: ReadPlan, request = call.request) {
  const { caller } = call.access;
  return compileExternalRead({
    target: call.target,
    request,
    related: call.related,
    predicate: plan.predicate.kind === 'all' ? null : plan.predicate,
    caller,
    embedPredicates: plan.embedded,
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

/**
 * GET with `Accept: text/csv`: the same read (filters, order, embeds) counted first and refused
 * above {@link EXTERNAL_EXPORT_MAX_ROWS}, then streamed in batches of
 * {@link EXTERNAL_EXPORT_BATCH_ROWS} rows, each its own statement ordered as `order=` asks then
 * by the primary key, so at most one batch is held in memory. `limit`/`offset` cap and skip as on
 * a page. Cells are neutralised as the data API's export does (`csvCell`).
 */
export async function exportExternalCsv(asked: ExternalCall): Promise<DataApiAnswer> {
  const { call, plan } = planned(asked);
  const header = headerOf(call);
  const root = call.request.limits.find((limit) => limit.path.length === 0);
  const start = root?.offset ?? 0;
  const counted = Number(
    (await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => (await runStatement(db, compile(call, plan).count)).rows[0]?.count)) ?? 0,
  );
  const wanted = Math.max(0, Math.min(counted - start, root?.limit ?? Number.POSITIVE_INFINITY));
  if (wanted > EXTERNAL_EXPORT_MAX_ROWS) {
    refuse(400, dataApiCodes.invalidBody, `This export would have ${wanted} rows; an export of a connected table has at most ${EXTERNAL_EXPORT_MAX_ROWS}.`, null, 'Add a filter or export it in parts with limit and offset.');
  }
  const ordered = new Set(call.request.order.filter((scoped) => scoped.path.length === 0).flatMap((scoped) => scoped.terms.map((term) => term.column)));
  const keyTerms: OrderTerm[] = call.target.table.primaryKey.filter((name) => !ordered.has(name)).map((column) => ({ column, direction: 'asc', nulls: null }));
  const order = [...call.request.order.filter((scoped) => scoped.path.length > 0), { path: [], terms: [...call.request.order.filter((scoped) => scoped.path.length === 0).flatMap((scoped) => scoped.terms), ...keyTerms] }];
  let done = 0;
  const nextBatch = async (): Promise<string> => {
    const size = Math.min(EXTERNAL_EXPORT_BATCH_ROWS, wanted - done);
    const limits = [...call.request.limits.filter((limit) => limit.path.length > 0), { path: [], limit: size, offset: start + done }];
    const compiled = compile(call, plan, { ...call.request, order, limits, range: null });
    const rows = await onConnectorPool(call.pools, call.connector, call.target.table, async (db) => (await runStatement(db, compiled.page)).rows);
    done = rows.length < size ? wanted : done + rows.length;
    return shapeRows(call.target.dialect, call.target.table, call.related, call.request.select, rows).map((row) => csvLine(header.map((name) => row[name]))).join('');
  };
  const first = csvLine(header) + (wanted > 0 ? await nextBatch() : '');
  async function* lines() {
    yield first;
    while (done < wanted) yield await nextBatch();
  }
  return {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${call.target.table.name.replace(/[^\w.-]/g, "_")}.csv"` },
    body: Readable.from(lines()),
  };
}
