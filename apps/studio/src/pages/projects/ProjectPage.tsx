import { useQuery } from '@tanstack/react-query';
import type { Project } from '@tessera/model/workspace-api';
import {
  Archive,
  ArchiveRestore,
  ArrowLeft,
  Boxes,
  Database,
  Pencil,
  PlayCircle,
  Trash2,
  Workflow,
  LayoutPanelTop,
  type LucideIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { projectsApi } from '../../api/projects-api.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useLanguage, useT } from '../../i18n/index.ts';
import { Badge, Button, buttonClasses, Card, EmptyState, Heading, InfoBox, LoadingState } from '../../ui/index.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useDomainName, useWorkspaceDetail } from '../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../workspace/workspace-paths.ts';
import { WorkspaceAvatar } from '../workspace/WorkspaceAvatar.tsx';
import { DeleteProjectDialog } from './DeleteProjectDialog.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { formatDateTimeLong, formatRelativeTime } from './relative-time.ts';
import { RenameProjectModal } from './RenameProjectModal.tsx';
import { TargetBadges } from './TargetBadges.tsx';
import { useCurrentProjectHeader } from './use-current-project.ts';
import { useCanBuild } from './use-can-build.ts';
import { useCanDelete } from './use-can-delete.ts';
import { useProjectActions } from './use-project-actions.ts';

/** The areas of the design studio (spec §2 modes) that the studio issue brings; listed so the page says what comes. */
const studioAreas: readonly { id: 'design' | 'data' | 'workflows' | 'run'; Icon: LucideIcon }[] = [
  { id: 'design', Icon: LayoutPanelTop },
  { id: 'data', Icon: Database },
  { id: 'workflows', Icon: Workflow },
  { id: 'run', Icon: PlayCircle },
];

/**
 * `/{domainName}/sd/{sdId}`: an open project. It sends the project as `currentProjectId` on every
 * call while shown, and offers the project's details and commands (rename, favourite, archive or
 * restore, delete). The design studio itself fills this route in a later issue.
 */
export function ProjectPage() {
  const t = useT();
  const domainName = useDomainName();
  const projectId = useParams().sdId ?? '';
  useCurrentProjectHeader(projectId);
  const project = useQuery({
    queryKey: queryKeys.project(domainName, projectId),
    queryFn: () => projectsApi.get(api, projectId),
    retry: false,
  });
  useDocumentTitle(`${project.data?.name ?? t('workspace.project.title')} · ${domainName}`);

  if (project.isPending) return <LoadingState label={t('workspace.project.loading')} />;
  if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    return (
      <EmptyState
        title={missing ? t('workspace.project.notFoundTitle') : t('workspace.project.loadError')}
        text={missing ? t('workspace.project.notFoundText') : errorMessage(project.error)}
        action={
          missing ? (
            <Link to={workspaceHref(domainName, 'projects/allprojects')} className={buttonClasses('primary')}>
              {t('workspace.project.backToProjects')}
            </Link>
          ) : (
            <Button variant="secondary" onClick={() => void project.refetch()}>
              {t('common.retry')}
            </Button>
          )
        }
      />
    );
  }
  return <ProjectDetails project={project.data} />;
}

function ProjectDetails({ project }: { project: Project }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  const actions = useProjectActions();
  const canDelete = useCanDelete();
  const canBuild = useCanBuild();
  const hintId = useId();
  // An End User sees the commands disabled, described by the note that says why.
  const seatHint = canBuild ? undefined : hintId;
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const archived = project.archivedAt !== null;
  const now = new Date();

  const dates: { label: string; iso: string | null }[] = [
    { label: t('workspace.project.created'), iso: project.createdAt },
    { label: t('workspace.project.updated'), iso: project.updatedAt },
    { label: t('workspace.project.lastOpened'), iso: project.lastVisitedAt },
    ...(archived ? [{ label: t('workspace.project.archivedAt'), iso: project.archivedAt }] : []),
  ];

  return (
    <div className="flex flex-col gap-6">
      <Link
        to={workspaceHref(domainName, 'projects')}
        className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('workspace.project.backToProjects')}
      </Link>

      <header className="flex flex-wrap items-start gap-4 border-b border-slate-200 pb-5">
        <WorkspaceAvatar name={project.name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Heading level={1} look={2} className="truncate">
              {project.name}
            </Heading>
            {archived && <Badge tone="warning">{t('workspace.projects.card.archived')}</Badge>}
          </div>
          <TargetBadges project={project} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FavoriteButton project={project} onToggle={actions.toggleFavorite} className="ring-1 ring-slate-300 ring-inset" />
          <Button variant="secondary" size="sm" disabled={!canBuild} aria-describedby={seatHint} onClick={() => setRenaming(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('workspace.projects.actions.rename')}
          </Button>
          {archived ? (
            <Button variant="secondary" size="sm" disabled={!canBuild} aria-describedby={seatHint} loading={actions.isBusy(project)} onClick={() => actions.restore(project)}>
              <ArchiveRestore aria-hidden="true" className="size-4" />
              {t('workspace.projects.actions.restore')}
            </Button>
          ) : (
            <Button variant="secondary" size="sm" disabled={!canBuild} aria-describedby={seatHint} loading={actions.isBusy(project)} onClick={() => actions.archive(project)}>
              <Archive aria-hidden="true" className="size-4" />
              {t('workspace.projects.actions.archive')}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="text-red-600"
            disabled={!canBuild || !canDelete(project)}
            aria-describedby={seatHint}
            onClick={() => setDeleting(true)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('common.delete')}
          </Button>
        </div>
      </header>

      {!canBuild && (
        <InfoBox tone="info" testId="developer-seat-notice">
          <span id={hintId}>{t('workspace.projects.developerSeatNeeded')}</span>
        </InfoBox>
      )}
      {archived && <InfoBox tone="warning">{t('workspace.project.archivedNotice')}</InfoBox>}

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-5 lg:col-span-1">
          <Heading level={2} look={4} className="mb-4">
            {t('workspace.project.details')}
          </Heading>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium text-slate-500">{t('workspace.project.creator')}</dt>
              <dd className="truncate text-slate-900">{project.createdBy?.username ?? t('workspace.projects.card.createdByUnknown')}</dd>
            </div>
            {dates.map((entry) => (
              <div key={entry.label} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-slate-500">{entry.label}</dt>
                <dd className="text-slate-900">
                  {entry.iso ? (
                    <time dateTime={entry.iso} title={formatRelativeTime(entry.iso, now, language)}>
                      {formatDateTimeLong(entry.iso, language)}
                    </time>
                  ) : (
                    t('workspace.project.never')
                  )}
                </dd>
              </div>
            ))}
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs font-medium text-slate-500">{t('workspace.project.id')}</dt>
              <dd className="font-mono text-xs break-all text-slate-700">{project.id}</dd>
            </div>
          </dl>
        </Card>

        <Card className="flex flex-col gap-4 p-5 lg:col-span-2">
          <div className="flex items-center gap-2">
            <Boxes aria-hidden="true" className="size-5 text-indigo-600" />
            <Heading level={2} look={4}>
              {t('workspace.project.studioTitle')}
            </Heading>
          </div>
          <p className="text-sm leading-relaxed text-slate-600">{t('workspace.project.studioText')}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {studioAreas.map(({ id, Icon }) => (
              <li key={id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                <div className="flex flex-col gap-0.5">
                  <span className="text-sm font-medium text-slate-900">{t(`workspace.project.areas.${id}.title`)}</span>
                  <span className="text-xs leading-relaxed text-slate-500">{t(`workspace.project.areas.${id}.text`)}</span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      {renaming && <RenameProjectModal project={project} onRename={actions.rename} onClose={() => setRenaming(false)} />}
      {deleting && (
        <DeleteProjectDialog
          project={project}
          type={detail.data?.deleteModalType ?? 'confirm'}
          onDelete={async (target, confirmName) => {
            await actions.remove(target, confirmName);
            await navigate(workspaceHref(domainName, 'projects'), { replace: true });
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
