import { Readable } from 'node:stream';
import { compileRead, KEYSET_KEY } from '../compile/read-statement.ts';
import { readAuthorization, createReadContext } from '../compile/read-context.ts';
import type { DataApiAnswer, DataApiCall } from '../data-api-call.ts';
import { runReadInCallerSession } from '../queries.ts';
import { csvLine } from './csv-cells.ts';

/** Rows per export batch: each batch is one short statement, so memory stays flat. */
export const EXPORT_BATCH_ROWS = 1000;

/** The header of the export: the page's keys, from the select list (`*` is the readable columns). */
function headerOf(call: DataApiCall): string[] {
  const readable = readAuthorization(createReadContext(call.model, call.schemaName, call.principal, call.request), call.table).columns;
  return call.request.select.flatMap((item) => {
    if (item.kind === 'star') return call.table.columns.filter((column) => readable.has(column.name)).map((column) => column.name);
    if (item.kind === 'column') return [item.alias ?? item.name];
    return item.select.length === 0 ? [] : [item.alias ?? item.relation];
  });
}

/**
 * GET with `Accept: text/csv`: the same compiled read (same rules, filters and embeds) streamed
 * in keyset batches, each its own short transaction, so neither the table nor the answer is ever
 * held in memory. Ordered as `order=` asks, then by the primary key (each batch continues after
 * the last row's values of those columns); `limit`/`offset` cap and skip as on a page, without
 * the page's 1,000-row cap. The first batch runs before the answer starts, so a refused request
 * still gets its error.
 */
export async function exportCsv(call: DataApiCall): Promise<DataApiAnswer> {
  const header = headerOf(call);
  const root = call.request.limits.find((limit) => limit.path.length === 0);
  let remaining = root?.limit ?? Number.POSITIVE_INFINITY;
  let skip = root?.offset ?? 0;
  const request = { ...call.request, limits: call.request.limits.filter((limit) => limit.path.length > 0), range: null };
  const input = { model: call.model, schemaName: call.schemaName, table: call.table, principal: call.principal, request };
  let after: ReadonlyArray<string | null> | null = null;
  let done = false;
  const nextBatch = async (): Promise<string> => {
    const size = Math.min(EXPORT_BATCH_ROWS, remaining);
    const { statement } = compileRead(input, { exactCount: false, keyset: { after, size, skip } });
    skip = 0;
    const row = await runReadInCallerSession(call.appDb, call.principal, call.guard, statement);
    const rows = JSON.parse(row.body) as Array<Record<string, unknown>>;
    if (rows.length < size) done = true;
    after = rows.length > 0 ? (rows.at(-1)![KEYSET_KEY] as Array<string | null>) : after;
    let out = '';
    for (const item of rows) {
      if (remaining <= 0) {
        done = true;
        break;
      }
      remaining -= 1;
      out += csvLine(header.map((name) => item[name]));
    }
    if (remaining <= 0) done = true;
    return out;
  };
  const first = csvLine(header) + (await nextBatch());
  async function* lines() {
    yield first;
    while (!done) yield await nextBatch();
  }
  const filename = `${call.table.name}.csv`;
  return {
    status: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` },
    body: Readable.from(lines()),
  };
}

