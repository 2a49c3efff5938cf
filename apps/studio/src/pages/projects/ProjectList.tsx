import { useQuery } from '@tanstack/react-query';
import type { Project, ProjectView } from '@tessera/model/workspace-api';
import { Archive, Clock, FolderPlus, SearchX, Star, User } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { projectsApi } from '../../api/projects-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useT } from '../../i18n/index.ts';
import { Button, EmptyState, InfoBox } from '../../ui/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { endUsersHref } from '../../workspace/workspace-paths.ts';
import { DeleteProjectDialog } from './DeleteProjectDialog.tsx';
import { DeveloperSeatGate } from './DeveloperSeatGate.tsx';
import { orderOf, readListParams, writeListParams, type ProjectListParams } from './project-list-params.ts';
import { ProjectCard } from './ProjectCard.tsx';
import type { ProjectCommands } from './ProjectActionsMenu.tsx';
import { ProjectsToolbar } from './ProjectsToolbar.tsx';
import { RenameProjectModal } from './RenameProjectModal.tsx';
import { useCanBuild } from '../../projects/use-can-build.ts';
import { useCanDelete } from './use-can-delete.ts';
import { useProjectActions } from '../../projects/use-project-actions.ts';

const emptyIcons: Record<ProjectView, ReactNode> = {
  recent: <Clock className="size-6" />,
  favorites: <Star className="size-6" />,
  myprojects: <User className="size-6" />,
  allprojects: <FolderPlus className="size-6" />,
  archive: <Archive className="size-6" />,
};

/** Placeholder cards while a list loads for the first time. */
function ProjectGridSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-busy="true" aria-label={t('workspace.projects.loading')}>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="flex h-36 animate-pulse flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex gap-3">
              <div className="size-10 rounded-md bg-slate-200" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <div className="h-3 w-2/3 rounded bg-slate-200" />
                <div className="h-2.5 w-1/2 rounded bg-slate-100" />
                <div className="h-2.5 w-1/3 rounded bg-slate-100" />
              </div>
            </div>
            <div className="mt-auto h-5 w-24 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One of the project lists (recent, favourites, mine, all, archive): the toolbar, the cards and
 * the dialogs of their commands; an empty state that says what fills this list, a skeleton while
 * it loads and an error with a retry.
 */
export function ProjectList({ view, onCreate }: { view: ProjectView; onCreate: () => void }) {
  const t = useT();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  const actions = useProjectActions();
  const navigate = useNavigate();
  const canDelete = useCanDelete();
  const canBuild = useCanBuild();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams, view);
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  const list = useQuery({
    queryKey: queryKeys.projectList(domainName, { view, search: params.search, sort: params.sort }),
    queryFn: ({ signal }) =>
      projectsApi.list(api, { view, search: params.search || undefined, sort: params.sort, order: orderOf(params.sort) }, signal),
    // While a new search or sort loads, the previous answer of the same list stays on screen.
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[3] as { view?: string } | undefined)?.view === view ? previous : undefined),
  });

  const onParamsChange = useCallback(
    (next: Partial<ProjectListParams>) => setSearchParams((current) => writeListParams(current, next, view), { replace: true }),
    [setSearchParams, view],
  );

  const commands: ProjectCommands = {
    open: (project) => void actions.open(project),
    rename: setRenaming,
    duplicate: actions.duplicate,
    endUsers: (project) => void navigate(endUsersHref(domainName, project.id)),
    archive: actions.archive,
    restore: actions.restore,
    delete: setDeleting,
    canDelete,
    canBuild,
  };

  let body: ReactNode;
  if (list.isPending) {
    body = <ProjectGridSkeleton />;
  } else if (list.isError) {
    body = (
      <InfoBox
        tone="error"
        title={t('workspace.projects.loadError')}
        action={
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorMessage(list.error)}
      </InfoBox>
    );
  } else if (list.data.length === 0 && params.search) {
    body = (
      <EmptyState
        icon={<SearchX className="size-6" />}
        title={t('workspace.projects.noMatchTitle', { search: params.search })}
        text={t('workspace.projects.noMatchText')}
        action={
          <Button variant="secondary" onClick={() => onParamsChange({ search: '' })}>
            {t('workspace.projects.toolbar.clearSearch')}
          </Button>
        }
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        icon={emptyIcons[view]}
        title={t(`workspace.projects.views.${view}.emptyTitle`)}
        text={t(`workspace.projects.views.${view}.emptyText`)}
        action={
          view === 'archive' || view === 'favorites' ? undefined : (
            <DeveloperSeatGate>
              {({ disabled, describedBy }) => (
                <Button disabled={disabled} aria-describedby={describedBy} onClick={onCreate}>
                  {t('workspace.projects.newProject')}
                </Button>
              )}
            </DeveloperSeatGate>
          )
        }
      />
    );
  } else {
    const now = new Date();
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={t(`workspace.projects.views.${view}.title`)} aria-busy={list.isFetching || undefined}>
        {list.data.map((project) => (
          <li key={project.id}>
            <ProjectCard
              project={project}
              commands={commands}
              onOpen={commands.open!}
              onToggleFavorite={actions.toggleFavorite}
              busy={actions.isBusy(project)}
              now={now}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <ProjectsToolbar params={params} onChange={onParamsChange} fetching={list.isFetching && !list.isPending} />
      {list.isSuccess && list.data.length > 0 && (
        <p className="text-xs text-slate-500" aria-live="polite">
          {t('workspace.projects.count', { count: list.data.length })}
        </p>
      )}
      {body}
      {renaming && <RenameProjectModal project={renaming} onRename={actions.rename} onClose={() => setRenaming(null)} />}
      {deleting && (
        <DeleteProjectDialog
          project={deleting}
          type={detail.data?.deleteModalType ?? 'confirm'}
          onDelete={actions.remove}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
