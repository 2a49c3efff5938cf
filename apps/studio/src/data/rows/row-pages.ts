import type { InfiniteData } from '@tanstack/react-query';
import { keyOf } from './row-keys.ts';
import type { Row, RowPage } from './rows-api.ts';

/** Every loaded row, in page order. */
export function flattenPages(data: InfiniteData<RowPage> | undefined): Row[] {
  return data ? data.pages.flatMap((page) => page.rows) : [];
}

/** The pages with one row replaced (an edit, its rollback or the server's stored row). */
export function replaceRow(data: InfiniteData<RowPage> | undefined, primaryKey: readonly string[], key: string, row: Row): InfiniteData<RowPage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) =>
      page.rows.some((candidate) => keyOf(candidate, primaryKey) === key)
        ? { ...page, rows: page.rows.map((candidate) => (keyOf(candidate, primaryKey) === key ? row : candidate)) }
        : page,
    ),
  };
}

/** The pages without some rows (after a delete); the first page's count goes down by as many. */
export function removeRows(data: InfiniteData<RowPage> | undefined, primaryKey: readonly string[], keys: ReadonlySet<string>): InfiniteData<RowPage> | undefined {
  if (!data) return data;
  let removed = 0;
  const pages = data.pages.map((page) => {
    const rows = page.rows.filter((row) => !keys.has(keyOf(row, primaryKey)));
    removed += page.rows.length - rows.length;
    return rows.length === page.rows.length ? page : { ...page, rows };
  });
  return {
    ...data,
    pages: pages.map((page, index) => (index === 0 && page.total !== null ? { ...page, total: Math.max(0, page.total - removed) } : page)),
  };
}

/**
 * The pages cut to the first one, so that reloading a view asks for one page, not for every page
 * scrolled through (a deep scroll may hold thousands); the rows stay shown until it answers.
 */
export function firstPageOnly(data: InfiniteData<RowPage> | undefined): InfiniteData<RowPage> | undefined {
  if (!data || data.pages.length <= 1) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}
