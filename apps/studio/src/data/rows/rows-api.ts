import { sqlConnectorPaths } from '@tessera/model/connectors';
import { dataPaths } from '@tessera/model/data';
import { fillPath } from '@tessera/model/workspace-api';
import { ApiError, clientErrorCodes } from '../../api/api-error.ts';
import { parseContentRange } from './content-range.ts';
import { jsonOf, type DataTransport } from './data-api-transport.ts';
import { keysQuery } from './row-keys.ts';
import { exportQuery, PAGE_SIZE, pageQuery, viewQuery, type PageCursor, type RowView } from './row-query.ts';

/** One row as the data API answers it. */
export type Row = Readonly<Record<string, unknown>>;

/** A page of rows and, on the first page, the table's estimated row count (null when not counted). */
export interface RowPage {
  rows: Row[];
  total: number | null;
  /**
   * The page came back full, so more rows may follow. Kept apart from `rows.length`: a row
   * deleted from a loaded page leaves it shorter without making it the last.
   */
  more: boolean;
}

/**
 * Where the rows of a set of tables are read and written, in PostgREST's grammar: the draft data
 * API of a project, or the table route of a connected database.
 */
export interface RowsSource {
  /** Names the source in query keys: rows of two sources never share a cache entry. */
  scope: string;
  /** The address of one table. */
  pathOf(table: string): string;
  /** Headers every call carries (the schema of a connected Postgres or SQL Server database, an Oracle owner: `Accept-Profile`, `Content-Profile`). */
  readHeaders: Readonly<Record<string, string>>;
  writeHeaders: Readonly<Record<string, string>>;
  /**
   * Whether the first page asks for the planner's estimate (`count=estimated`, the data API's); a
   * connected database counts only exactly, once asked for.
   */
  estimates: boolean;
}

/** The draft data API's address of one table. */
export function tablePath(projectId: string, table: string): string {
  return `${fillPath(dataPaths.dataApiBase, { projectId, environment: 'draft' })}/${encodeURIComponent(table)}`;
}

/** The rows of a project's draft database. */
export function projectRowsSource(projectId: string): RowsSource {
  return { scope: projectId, pathOf: (table) => tablePath(projectId, table), readHeaders: {}, writeHeaders: {}, estimates: true };
}

/** The rows of a connected database's tables, in a Postgres or SQL Server schema or an Oracle owner (null: the connection's default, MySQL's only). */
export function connectorRowsSource(connectorId: string, schema: string | null): RowsSource {
  return {
    scope: `connector:${connectorId}:${schema ?? ''}`,
    pathOf: (table) => fillPath(sqlConnectorPaths.table, { connectorId, table }),
    readHeaders: schema === null ? {} : { 'Accept-Profile': schema },
    writeHeaders: schema === null ? {} : { 'Content-Profile': schema },
    estimates: false,
  };
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

/** The rows calls of one source's tables. */
export function createRowsApi(transport: DataTransport, source: RowsSource) {
  const read = source.readHeaders;
  const write = source.writeHeaders;
  return {
    scope: source.scope,

    /** One page by keyset (by offset on a table without a key); the first page of the data API also asks for the estimated count (never blocks on `COUNT(*)`). */
    async page(table: string, view: RowView, cursor: PageCursor | null, signal?: AbortSignal): Promise<RowPage> {
      const estimate = cursor === null && source.estimates;
      const response = await transport.send({
        path: source.pathOf(table),
        query: pageQuery(view, cursor),
        headers: estimate ? { ...read, Prefer: 'count=estimated' } : { ...read },
        ...(signal ? { signal } : {}),
      });
      const rows = rowsOf(await jsonOf(response));
      return { rows, total: cursor ? null : (parseContentRange(response.headers.get('Content-Range'))?.total ?? null), more: rows.length >= PAGE_SIZE };
    },

    /** The exact number of rows the view shows. */
    async countExactly(table: string, view: RowView): Promise<number | null> {
      const response = await transport.send({ path: source.pathOf(table), query: `${viewQuery(view)}&limit=1`, headers: { ...read, Prefer: 'count=exact' } });
      await response.body?.cancel();
      return parseContentRange(response.headers.get('Content-Range'))?.total ?? null;
    },

    /** Inserts one row; answers the stored row (defaults and generated key filled in). */
    async insert(table: string, values: Record<string, unknown>): Promise<Row> {
      const response = await transport.send({ method: 'POST', path: source.pathOf(table), json: values, headers: { ...write, Prefer: 'return=representation' } });
      return firstRow(await jsonOf(response));
    },

    /** Changes some columns of the row with this key (named by every key column, `row-keys.ts`); answers the stored row. */
    async update(table: string, primaryKey: readonly string[], key: string, values: Record<string, unknown>): Promise<Row> {
      const response = await transport.send({
        method: 'PATCH',
        path: source.pathOf(table),
        query: keysQuery(primaryKey, [key]),
        json: values,
        headers: { ...write, Prefer: 'return=representation' },
      });
      return firstRow(await jsonOf(response));
    },

    /** Deletes the rows with these keys. */
    async remove(table: string, primaryKey: readonly string[], keys: readonly string[]): Promise<void> {
      const response = await transport.send({ method: 'DELETE', path: source.pathOf(table), query: keysQuery(primaryKey, keys), headers: { ...write } });
      await response.body?.cancel();
    },

    /** The rows the view's filters keep, as CSV in the grid's order (streamed by the server, cells neutralised against formulas). */
    async exportCsv(table: string, view: RowView): Promise<Blob> {
      const response = await transport.send({ path: source.pathOf(table), query: exportQuery(view), headers: { ...read }, accept: 'text/csv' });
      return response.blob();
    },
  };
}

export type RowsApi = ReturnType<typeof createRowsApi>;
