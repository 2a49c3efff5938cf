import { dataPaths } from '@tessera/model/data';
import { fillPath } from '@tessera/model/workspace-api';
import { ApiError, clientErrorCodes } from '../../api/api-error.ts';
import { parseContentRange } from './content-range.ts';
import { jsonOf, type DataTransport } from './data-api-transport.ts';
import { exportQuery, keysQuery, pageQuery, viewQuery, type RowCursor, type RowView } from './row-query.ts';

/** One row as the data API answers it. */
export type Row = Readonly<Record<string, unknown>>;

/** A page of rows and, on the first page, the table's estimated row count (null when not counted). */
export interface RowPage {
  rows: Row[];
  total: number | null;
}

/** The draft data API's address of one table. */
export function tablePath(projectId: string, table: string): string {
  return `${fillPath(dataPaths.dataApiBase, { projectId, environment: 'draft' })}/${encodeURIComponent(table)}`;
}

function rowsOf(body: unknown): Row[] {
  if (!Array.isArray(body)) throw new ApiError(200, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
  return body as Row[];
}

function firstRow(body: unknown): Row {
  const [row] = rowsOf(body);
  if (!row) throw new ApiError(200, clientErrorCodes.badResponse, 'The server sent an unexpected answer. Please try again.');
  return row;
}

/** The rows calls of one project's draft database. */
export function createRowsApi(transport: DataTransport, projectId: string) {
  return {
    /** One page by keyset; the first page also asks for the estimated count (never blocks on `COUNT(*)`). */
    async page(table: string, view: RowView, cursor: RowCursor | null, signal?: AbortSignal): Promise<RowPage> {
      const response = await transport.send({
        path: tablePath(projectId, table),
        query: pageQuery(view, cursor),
        ...(cursor ? {} : { headers: { Prefer: 'count=estimated' } }),
        ...(signal ? { signal } : {}),
      });
      const rows = rowsOf(await jsonOf(response));
      return { rows, total: cursor ? null : (parseContentRange(response.headers.get('Content-Range'))?.total ?? null) };
    },

    /** The exact number of rows the view shows. */
    async countExactly(table: string, view: RowView): Promise<number | null> {
      const response = await transport.send({ path: tablePath(projectId, table), query: `${viewQuery(view)}&limit=1`, headers: { Prefer: 'count=exact' } });
      await response.body?.cancel();
      return parseContentRange(response.headers.get('Content-Range'))?.total ?? null;
    },

    /** Inserts one row; answers the stored row (defaults and generated key filled in). */
    async insert(table: string, values: Record<string, unknown>): Promise<Row> {
      const response = await transport.send({ method: 'POST', path: tablePath(projectId, table), json: values, headers: { Prefer: 'return=representation' } });
      return firstRow(await jsonOf(response));
    },

    /** Changes some columns of the row with this key; answers the stored row. */
    async update(table: string, primaryKey: string, key: string, values: Record<string, unknown>): Promise<Row> {
      const response = await transport.send({
        method: 'PATCH',
        path: tablePath(projectId, table),
        query: keysQuery(primaryKey, [key]),
        json: values,
        headers: { Prefer: 'return=representation' },
      });
      return firstRow(await jsonOf(response));
    },

    /** Deletes the rows with these keys. */
    async remove(table: string, primaryKey: string, keys: readonly string[]): Promise<void> {
      const response = await transport.send({ method: 'DELETE', path: tablePath(projectId, table), query: keysQuery(primaryKey, keys) });
      await response.body?.cancel();
    },

    /** The rows the view's filters keep, as CSV in the grid's order (streamed by the server, cells neutralised against formulas). */
    async exportCsv(table: string, view: RowView): Promise<Blob> {
      const response = await transport.send({ path: tablePath(projectId, table), query: exportQuery(view), accept: 'text/csv' });
      return response.blob();
    },
  };
}

export type RowsApi = ReturnType<typeof createRowsApi>;
