import { useQuery } from '@tanstack/react-query';
import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { workspacesApi } from '../../api/workspaces-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useT } from '../../i18n/index.ts';
import { cx, DropdownMenu, focusRing, Spinner, type MenuEntry } from '../../ui/index.ts';
import { useSelectWorkspace } from './use-select-workspace.ts';
import { WorkspaceAvatar } from '../../components/WorkspaceAvatar.tsx';

/** The user's workspaces (GET /domains), shared by the switcher and /definitions/domain. */
export function useWorkspaces() {
  return useQuery({ queryKey: queryKeys.domains, queryFn: () => workspacesApi.list(api) });
}

/**
 * The workspace switcher at the top of the sidebar: the current workspace, and a menu of the
 * user's others (choosing one selects it and opens its projects) with "Create workspace".
 */
export function WorkspaceSwitcher({ domainName, roleLabel }: { domainName: string; roleLabel: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const workspaces = useWorkspaces();
  const select = useSelectWorkspace();

  const entries: MenuEntry[] = [{ type: 'label', id: 'heading', label: t('workspace.switcher.heading') }];
  if (workspaces.isPending) {
    entries.push({ id: 'loading', label: t('common.loading'), disabled: true, onSelect: () => undefined });
  } else if (workspaces.isError) {
    entries.push({ id: 'error', label: errorMessage(workspaces.error), disabled: true, onSelect: () => undefined });
    entries.push({ id: 'retry', label: t('common.retry'), onSelect: () => void workspaces.refetch() });
  } else {
    for (const workspace of workspaces.data) {
      const current = workspace.domainName === domainName;
      entries.push({
        id: `workspace:${workspace.domainName}`,
        icon: current ? <Check /> : undefined,
        label: (
          <span className="flex items-center justify-between gap-3">
            <span className={cx('truncate', current && 'font-semibold')}>{workspace.domainName}</span>
            <span className="text-xs text-slate-500">{t(`workspace.roles.${workspace.role}`)}</span>
          </span>
        ),
        onSelect: () => {
          if (!current) select.mutate(workspace.domainName);
        },
      });
    }
  }
  entries.push(
    { type: 'separator', id: 'separator' },
    { id: 'create', icon: <Plus />, label: t('workspace.switcher.create'), onSelect: () => void navigate('/definitions/domain') },
  );

  return (
    <DropdownMenu
      label={t('workspace.switcher.heading')}
      items={entries}
      trigger={
        <button
          type="button"
          aria-label={t('workspace.switcher.label', { name: domainName })}
          aria-busy={select.isPending || undefined}
          className={cx(
            'flex w-full items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-2.5 py-2 text-left shadow-xs hover:bg-slate-50',
            focusRing,
          )}
        >
          <WorkspaceAvatar name={domainName} />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="truncate text-sm font-semibold text-slate-900" data-testid="workspace-name">
              {domainName}
            </span>
            {roleLabel && <span className="truncate text-xs text-slate-500">{roleLabel}</span>}
          </span>
          {select.isPending ? (
            <Spinner className="size-4 text-slate-400" />
          ) : (
            <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          )}
        </button>
      }
    />
  );
}
