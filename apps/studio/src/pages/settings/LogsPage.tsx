import { useInfiniteQuery } from '@tanstack/react-query';
import { findPlan } from '@tessera/catalog';
import type { LogEntry } from '@tessera/model/workspace-api';
import { ScrollText, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { api } from '../../api/client.ts';
import { logsApi, logsKeys, type LogsFilters } from '../../api/logs-api.ts';
import { type Translate, useT } from '../../i18n/index.ts';
import { Button, DateTimePicker, EmptyState, Input, LoadingState, Select, type SelectGroup, type SelectOption } from '../../ui/index.ts';
import { LoadError } from './LoadError.tsx';
import { logActionGroups, logActionKey, logEntryKey } from './log-actions.ts';
import { SettingsFrame } from './SettingsFrame.tsx';
import { tableClasses } from './table-classes.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';

const ALL_ACTIONS = 'all';

/** An entry's words ("removed member", or "left the workspace" for a member who removed themself). */
function entryWords(t: Translate, entry: LogEntry): string {
  const key = logEntryKey(entry);
  return key ? t(key) : entry.action;
}

/** An action in words, e.g. "created project"; an unknown action as the server wrote it. */
function actionWords(t: Translate, action: string): string {
  const key = logActionKey(action);
  return key ? t(key) : action;
}

/** The target of an entry: its name, and for a plan change "Free → Standard". */
function targetText(t: Translate, entry: LogEntry): string {
  const { from, to } = entry.details as { from?: unknown; to?: unknown };
  if (entry.action === 'subscription.changed' && typeof from === 'string' && typeof to === 'string') {
    const name = (id: string) => findPlan(id)?.planName ?? id;
    return t('settings.logs.planChange', { from: name(from), to: name(to) });
  }
  return entry.targetName ?? entry.targetId ?? '';
}

/** `/{d}/logs`: the workspace's audit log, newest first, with filters and "Load more". */
export function LogsPage() {
  const t = useT();
  const domainName = useDomainName();
  const formatDate = useFormatDate();
  const [action, setAction] = useState(ALL_ACTIONS);
  const [actor, setActor] = useState('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const debouncedActor = useDebouncedValue(actor.trim(), 300);

  const filters = useMemo<LogsFilters>(
    () => ({
      ...(action !== ALL_ACTIONS ? { action } : {}),
      ...(debouncedActor ? { actor: debouncedActor } : {}),
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
    }),
    [action, debouncedActor, from, to],
  );
  const filtered = Object.keys(filters).length > 0;

  const logs = useInfiniteQuery({
    queryKey: logsKeys.list(domainName, filters),
    queryFn: ({ pageParam, signal }) => logsApi.getLogs(api, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 0,
  });
  const entries = logs.data?.pages.flatMap((page) => page.entries) ?? [];

  const actionOptions: (SelectOption | SelectGroup)[] = [
    { value: ALL_ACTIONS, label: t('settings.logs.allActions') },
    ...logActionGroups.map((group) => ({
      label: t(group.label),
      options: [
        { value: group.prefix, label: t('settings.logs.anyInGroup', { group: t(group.label) }) },
        ...group.actions.map((value) => ({ value, label: actionWords(t, value) })),
      ],
    })),
  ];

  function clearFilters() {
    setAction(ALL_ACTIONS);
    setActor('');
    setFrom(null);
    setTo(null);
  }

  return (
    <SettingsFrame title={t('settings.logs.title')} description={t('settings.logs.description', { domain: domainName })} crumbs={null}>
      <section aria-label={t('settings.logs.filtersLabel')} className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto]">
        <Select label={t('settings.logs.action')} value={action} onValueChange={setAction} options={actionOptions} />
        <Input
          label={t('settings.logs.actor')}
          type="search"
          value={actor}
          placeholder={t('settings.logs.actorPlaceholder')}
          leading={<Search aria-hidden="true" className="size-4" />}
          onChange={(event) => setActor(event.target.value)}
        />
        <DateTimePicker label={t('settings.logs.from')} mode="date" value={from} onChange={setFrom} />
        <DateTimePicker label={t('settings.logs.to')} mode="date" value={to} onChange={setTo} />
        <Button variant="ghost" disabled={!filtered && actor === ''} onClick={clearFilters}>
          {t('settings.logs.clearFilters')}
        </Button>
      </section>

      {logs.isPending && <LoadingState label={t('common.loading')} />}
      {logs.isError && <LoadError error={logs.error} onRetry={() => void logs.refetch()} />}
      {logs.isSuccess && entries.length === 0 && (
        <EmptyState
          icon={<ScrollText className="size-6" />}
          title={filtered ? t('settings.logs.emptyFiltered') : t('settings.logs.empty')}
          text={filtered ? undefined : t('settings.logs.emptyHint')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t('settings.logs.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      )}
      {entries.length > 0 && (
        <div className="flex flex-col gap-4">
          <div className={tableClasses.wrapper} aria-busy={logs.isFetching || undefined}>
            <table className={tableClasses.table} aria-label={t('settings.logs.title')}>
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.th}>{t('settings.logs.columns.when')}</th>
                  <th scope="col" className={tableClasses.th}>{t('settings.logs.columns.who')}</th>
                  <th scope="col" className={tableClasses.th}>{t('settings.logs.columns.action')}</th>
                  <th scope="col" className={tableClasses.th}>{t('settings.logs.columns.target')}</th>
                </tr>
              </thead>
              <tbody className={tableClasses.body}>
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="log-row" data-action={entry.action}>
                    <td className={`${tableClasses.td} tabular-nums whitespace-nowrap text-slate-500`}>
                      <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
                    </td>
                    <td className={`${tableClasses.td} font-medium text-slate-900`}>{entry.actorName}</td>
                    <td className={tableClasses.td}>{entryWords(t, entry)}</td>
                    <td className={tableClasses.td}>{targetText(t, entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {logs.hasNextPage && (
            <Button variant="secondary" className="self-center" loading={logs.isFetchingNextPage} onClick={() => void logs.fetchNextPage()}>
              {t('settings.logs.loadMore')}
            </Button>
          )}
          {logs.isFetchNextPageError && <LoadError error={logs.error} onRetry={() => void logs.fetchNextPage()} />}
        </div>
      )}
    </SettingsFrame>
  );
}
