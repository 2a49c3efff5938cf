import type { EndUserEnvironment, EndUserSummary } from '@tessera/model/end-users';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Search, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { endUsersApi, endUsersKeys } from '../../api/end-users-api.ts';
import { projectsApi } from '../../api/projects-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, Button, ConfirmDialog, EmptyState, IconButton, Input, LoadingState, toast } from '../../ui/index.ts';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsFrame } from '../settings/SettingsFrame.tsx';
import { tableClasses } from '../settings/table-classes.ts';
import { RolesDialog } from './RolesDialog.tsx';

const PAGE_SIZE = 25;
const environments: EndUserEnvironment[] = ['live', 'draft'];

/**
 * `/{d}/projects/{projectId}/end-users`: the people who sign in to the project's app, per
 * environment (live: the published app; draft: the Run preview's test accounts), searched by
 * address, a page at a time; a builder edits their roles, disables or enables them, and deletes them.
 */
export function EndUsersPage() {
  const t = useT();
  const domainName = useDomainName();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const projectId = useParams().projectId ?? '';
  const [environment, setEnvironment] = useState<EndUserEnvironment>('live');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<EndUserSummary | null>(null);
  const [deleting, setDeleting] = useState<EndUserSummary | null>(null);
  const detail = useWorkspaceDetail();
  const project = useQuery({ queryKey: queryKeys.project(domainName, projectId), queryFn: () => projectsApi.get(api, projectId) });
  const query = { environment, search: search.trim(), offset, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: endUsersKeys.list(domainName, projectId, query),
    queryFn: ({ signal }) => endUsersApi.list(api, projectId, query, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: endUsersKeys.all(domainName, projectId) });
  const update = useMutation({
    mutationFn: ({ endUser, disabled }: { endUser: EndUserSummary; disabled: boolean }) => endUsersApi.update(api, projectId, endUser.id, { disabled }),
    onSuccess: (endUser) => toast.success(t(endUser.disabled ? 'endUsers.toasts.disabled' : 'endUsers.toasts.enabled', { email: endUser.email })),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });
  const remove = async (endUser: EndUserSummary) => {
    try {
      await endUsersApi.remove(api, projectId, endUser.id);
      toast.success(t('endUsers.toasts.deleted', { email: endUser.email }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await refresh();
  };
  const saveRoles = async (endUser: EndUserSummary, roles: string[]) => {
    await endUsersApi.update(api, projectId, endUser.id, { roles });
    toast.success(t('endUsers.toasts.rolesSaved', { email: endUser.email }));
    await refresh();
  };

  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const name = project.data?.name ?? '…';
  const choose = (next: EndUserEnvironment) => {
    setEnvironment(next);
    setOffset(0);
  };

  return (
    <SettingsFrame title={t('endUsers.title', { name })} description={t('endUsers.description')} crumbs={null}>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div role="group" aria-label={t('endUsers.environment')} className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
          {environments.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={environment === option}
              onClick={() => choose(option)}
              className={`rounded px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${environment === option ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`}
            >
              {t(`endUsers.environments.${option}`)}
            </button>
          ))}
        </div>
        <div className="w-72">
          <Input
            label={t('endUsers.search')}
            hideLabel
            type="search"
            placeholder={t('endUsers.searchPlaceholder')}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setOffset(0);
            }}
          />
        </div>
      </div>
      {list.isPending && <LoadingState label={t('common.loading')} />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && rows.length === 0 &&
        (query.search ? (
          <EmptyState icon={<Search className="size-6" />} title={t('endUsers.noMatchTitle')} text={t('endUsers.noMatchText', { search: query.search })} />
        ) : (
          <EmptyState icon={<Users className="size-6" />} title={t('endUsers.emptyTitle')} text={t(`endUsers.emptyText.${environment}`)} />
        ))}
      {rows.length > 0 && (
        <>
          <div className={tableClasses.wrapper} aria-busy={list.isFetching || undefined}>
            <table className={tableClasses.table} aria-label={t('endUsers.title', { name })}>
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.th}>{t('endUsers.columns.email')}</th>
                  <th scope="col" className={tableClasses.th}>{t('endUsers.columns.roles')}</th>
                  <th scope="col" className={tableClasses.th}>{t('endUsers.columns.status')}</th>
                  <th scope="col" className={tableClasses.th}>{t('endUsers.columns.lastSignIn')}</th>
                  <th scope="col" className={tableClasses.th}>
                    <span className="sr-only">{t('endUsers.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={tableClasses.body}>
                {rows.map((endUser) => (
                  <tr key={endUser.id} data-testid="end-user-row">
                    <td className={`${tableClasses.td} font-medium text-slate-900`}>{endUser.email}</td>
                    <td className={tableClasses.td}>
                      <span className="flex flex-wrap gap-1">
                        {endUser.roles.length === 0 ? <span className="text-slate-400">{t('endUsers.noRoles')}</span> : endUser.roles.map((role) => <Badge key={role} tone="indigo" size="sm">{role}</Badge>)}
                      </span>
                    </td>
                    <td className={tableClasses.td}>
                      {endUser.disabled ? (
                        <Badge tone="danger">{t('endUsers.status.disabled')}</Badge>
                      ) : endUser.emailVerified ? (
                        <Badge tone="success">{t('endUsers.status.active')}</Badge>
                      ) : (
                        <Badge tone="warning">{t('endUsers.status.unverified')}</Badge>
                      )}
                    </td>
                    <td className={`${tableClasses.td} tabular-nums whitespace-nowrap text-slate-500`}>
                      {endUser.lastSignInAt ? <time dateTime={endUser.lastSignInAt}>{formatDate(endUser.lastSignInAt)}</time> : t('endUsers.never')}
                    </td>
                    <td className={`${tableClasses.td} whitespace-nowrap text-right`}>
                      <span className="inline-flex gap-2">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(endUser)} aria-label={t('endUsers.actions.editRolesOf', { email: endUser.email })}>
                          {t('endUsers.actions.editRoles')}
                        </Button>
                        <Button
                          size="sm"
                          variant={endUser.disabled ? 'secondary' : 'danger'}
                          loading={update.isPending && update.variables.endUser.id === endUser.id}
                          onClick={() => update.mutate({ endUser, disabled: !endUser.disabled })}
                          aria-label={t(endUser.disabled ? 'endUsers.actions.enableOf' : 'endUsers.actions.disableOf', { email: endUser.email })}
                        >
                          {t(endUser.disabled ? 'endUsers.actions.enable' : 'endUsers.actions.disable')}
                        </Button>
                        <IconButton size="sm" label={t('endUsers.actions.deleteOf', { email: endUser.email })} icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={() => setDeleting(endUser)} />
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-3 flex items-center justify-between text-sm text-slate-600">
            <span>{t('endUsers.range', { from: offset + 1, to: offset + rows.length, total })}</span>
            <span className="inline-flex gap-2">
              <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                {t('endUsers.previous')}
              </Button>
              <Button size="sm" variant="secondary" disabled={offset + rows.length >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
                {t('endUsers.next')}
              </Button>
            </span>
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        type={detail.data?.deleteModalType ?? 'yesNo'}
        itemName={deleting?.email ?? ''}
        title={t('endUsers.deleteDialog.title', { email: deleting?.email ?? '' })}
        description={t('endUsers.deleteDialog.text')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
      {editing && <RolesDialog endUser={editing} onClose={() => setEditing(null)} onSave={(roles) => saveRoles(editing, roles)} />}
    </SettingsFrame>
  );
}
