import { projectSorts, projectViews, type ProjectView } from '@tessera/model/workspace-api';

/** A projects page: one of the server's lists, or the templates to start from. */
export type ProjectsPageView = ProjectView | 'templates';
export const projectsPageViews = [...projectViews, 'templates'] as const satisfies readonly ProjectsPageView[];

/** A sort of the project lists. */
export type ProjectSort = (typeof projectSorts)[number];

/** What the toolbar decides, kept in the URL (`?q=` and `?sort=`) so a list can be linked and reloaded. */
export interface ProjectListParams {
  search: string;
  sort: ProjectSort;
}

/** The longest search the server accepts. */
export const MAX_SEARCH_LENGTH = 80;

const isSort = (value: string | null): value is ProjectSort => value !== null && (projectSorts as readonly string[]).includes(value);

/** Recent lists what was opened last first; every other list starts with what changed last. */
export function defaultSortOf(view: ProjectView): ProjectSort {
  return view === 'recent' ? 'visited' : 'updated';
}

/** Names go A to Z; dates go newest first. */
export function orderOf(sort: ProjectSort): 'asc' | 'desc' {
  return sort === 'name' ? 'asc' : 'desc';
}

/** Reads the toolbar's state from the query string (unknown or missing values fall back to the defaults). */
export function readListParams(params: URLSearchParams, view: ProjectView): ProjectListParams {
  const search = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sort = params.get('sort');
  return { search, sort: isSort(sort) ? sort : defaultSortOf(view) };
}

/**
 * The query string with the toolbar's new state: other parameters are kept, defaults are left
 * out so the plain address stays plain.
 */
export function writeListParams(params: URLSearchParams, next: Partial<ProjectListParams>, view: ProjectView): URLSearchParams {
  const out = new URLSearchParams(params);
  if (next.search !== undefined) {
    const search = next.search.trim().slice(0, MAX_SEARCH_LENGTH);
    if (search) out.set('q', search);
    else out.delete('q');
  }
  if (next.sort !== undefined) {
    if (next.sort === defaultSortOf(view)) out.delete('sort');
    else out.set('sort', next.sort);
  }
  return out;
}
