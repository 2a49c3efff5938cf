import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportJob } from '@tessera/model/data';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../api/client.ts';
import { refreshDuringImport, reloadTable } from '../rows/use-row-pages.ts';
import { useDataTransport } from '../rows/use-rows-api.ts';
import { hasImportErrors, isActiveImport, type RowsSeen, shouldRefreshRows } from './import-file.ts';
import { createImportsApi, type ImportsApi } from './imports-api.ts';

/** How often a running import's progress is read. */
const POLL_MS = 1000;

export const tableImportsKey = (projectId: string, table: string) => ['data-imports', projectId, table] as const;
export const importJobKey = (projectId: string, importId: string) => ['data-import', projectId, importId] as const;

/** The import calls of one project. */
export function useImportsApi(projectId: string): ImportsApi {
  const transport = useDataTransport(projectId);
  return useMemo(() => createImportsApi(api, transport, projectId), [transport, projectId]);
}

/** The table's imports, newest first; read again every second while one of them runs. */
export function useTableImports(importsApi: ImportsApi, projectId: string, table: string) {
  return useQuery({
    queryKey: tableImportsKey(projectId, table),
    queryFn: () => importsApi.list(table),
    refetchInterval: (query) => (query.state.data?.imports.some((job) => isActiveImport(job.status)) ? POLL_MS : false),
    retry: false,
  });
}

/**
 * One import's progress, read every second until it ends. While a skip-bad-rows import commits
 * batches, the rows are read again every few seconds; when it ends the table's rows and its
 * import list are read again (a job the page saw running or queued; an ended one changes nothing).
 */
export function useImportJob(importsApi: ImportsApi, projectId: string, table: string, importId: string | null, initial?: ImportJob) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: importJobKey(projectId, importId ?? ''),
    queryFn: () => importsApi.job(importId ?? ''),
    enabled: importId !== null,
    ...(initial && initial.id === importId ? { initialData: initial } : {}),
    refetchInterval: (current) => (current.state.data && !isActiveImport(current.state.data.status) ? false : POLL_MS),
    retry: false,
  });
  const job = query.data;
  const status = job?.status;
  // The first rows committed are shown at once, later ones every few seconds.
  const rowsSeen = useRef<RowsSeen>({ rowsImported: 0, at: 0 });
  useEffect(() => {
    if (!job) return;
    const now = Date.now();
    if (!shouldRefreshRows(job, rowsSeen.current, now)) return;
    rowsSeen.current = { rowsImported: job.rowsImported, at: now };
    void refreshDuringImport(client, projectId, table);
  }, [client, projectId, table, job]);
  const seenActive = useRef(false);
  useEffect(() => {
    if (!status) return;
    if (isActiveImport(status)) {
      seenActive.current = true;
      return;
    }
    if (!seenActive.current) return;
    seenActive.current = false;
    void reloadTable(client, projectId, table);
    void client.invalidateQueries({ queryKey: tableImportsKey(projectId, table) });
  }, [client, projectId, table, status]);
  return query;
}

/** The rows a finished import rejected (read once it has ended with rejections). */
export function useImportErrors(importsApi: ImportsApi, projectId: string, job: ImportJob | undefined) {
  return useQuery({
    queryKey: [...importJobKey(projectId, job?.id ?? ''), 'errors'],
    queryFn: () => importsApi.errors(job?.id ?? ''),
    enabled: job !== undefined && hasImportErrors(job),
    retry: false,
  });
}
