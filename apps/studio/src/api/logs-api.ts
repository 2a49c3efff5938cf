import { logsResponseSchema, workspacePaths } from '@tessera/model/workspace-api';
import type { ApiClient } from './create-api-client.ts';

/** The audit log filters the page sends (all optional; dates are YYYY-MM-DD, inclusive). */
export interface LogsFilters {
  action?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** The page size of the audit log. */
export const LOGS_PAGE_SIZE = 50;

/** GET /api/logs: one page, newest first; pass the previous page's `nextCursor` for the next. */
export const logsApi = {
  getLogs: (client: ApiClient, filters: LogsFilters, cursor?: string, signal?: AbortSignal) =>
    client.get(workspacePaths.logs, {
      query: { ...filters, cursor, limit: LOGS_PAGE_SIZE },
      schema: logsResponseSchema,
      requiresAuth: true,
      ...(signal ? { signal } : {}),
    }),
};

/** Query keys of the audit log, per workspace and filter set. */
export const logsKeys = {
  all: (domainName: string) => ['settings', domainName, 'logs'] as const,
  list: (domainName: string, filters: LogsFilters) => ['settings', domainName, 'logs', filters] as const,
};
