import type { Project } from '@tessera/model/workspace-api';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../i18n/index.ts';
import { Badge, cx, focusRing } from '../../ui/index.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { projectHref } from '../../workspace/workspace-paths.ts';
import { WorkspaceAvatar } from '../../components/WorkspaceAvatar.tsx';
import { FavoriteButton } from '../../projects/FavoriteButton.tsx';
import { ProjectActionsMenu, type ProjectCommands } from './ProjectActionsMenu.tsx';
import { formatDateTimeLong, formatRelativeTime } from './relative-time.ts';
import { TargetBadges } from './TargetBadges.tsx';

/**
 * One project in a list: its name (opens it), targets, when it changed, who created it, the
 * favourite star and the actions menu. The whole card opens the project when clicked.
 */
export function ProjectCard({
  project,
  commands,
  onOpen,
  onToggleFavorite,
  busy,
  now,
}: {
  project: Project;
  commands: ProjectCommands;
  onOpen: (project: Project) => void;
  onToggleFavorite: (project: Project) => void;
  busy: boolean;
  now: Date;
}) {
  const t = useT();
  const language = useLanguage();
  const domainName = useDomainName();
  const nameId = useId();
  const archived = project.archivedAt !== null;
  return (
    <article
      aria-labelledby={nameId}
      data-testid="project-card"
      className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white shadow-xs transition-shadow hover:border-slate-300 hover:shadow-md"
    >
      <div className="flex items-start gap-3 p-4">
        <WorkspaceAvatar name={project.name} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={nameId} title={project.name} className="line-clamp-2 text-sm font-semibold break-words text-slate-900">
            <Link
              to={projectHref(domainName, project.id)}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(project);
              }}
              className={cx('rounded-sm after:absolute after:inset-0 after:rounded-lg hover:text-indigo-700', focusRing)}
            >
              {project.name}
            </Link>
          </h3>
          <p className="truncate text-xs text-slate-500">
            <time dateTime={project.updatedAt} title={formatDateTimeLong(project.updatedAt, language)}>
              {t('workspace.projects.card.updated', { when: formatRelativeTime(project.updatedAt, now, language) })}
            </time>
          </p>
          <p className="truncate text-xs text-slate-500" title={project.createdBy?.username}>
            {project.createdBy
              ? t('workspace.projects.card.createdBy', { name: project.createdBy.username })
              : t('workspace.projects.card.createdByUnknown')}
          </p>
        </div>
        <div className="relative z-10 -mt-1 -mr-1 flex items-center">
          <FavoriteButton project={project} onToggle={onToggleFavorite} />
          <ProjectActionsMenu project={project} commands={commands} busy={busy} />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-2.5">
        <TargetBadges project={project} />
        {archived && (
          <Badge size="sm" tone="warning" className="ml-auto">
            {t('workspace.projects.card.archived')}
          </Badge>
        )}
      </div>
    </article>
  );
}
