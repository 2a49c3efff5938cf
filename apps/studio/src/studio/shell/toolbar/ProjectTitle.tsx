import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { cx, focusRing, Tooltip } from '../../../ui/index.ts';
import { FavoriteButton } from '../../../projects/FavoriteButton.tsx';
import { useProjectActions } from '../../../projects/use-project-actions.ts';
import { workspaceHref } from '../../../workspace/workspace-paths.ts';
import { useStudioState } from '../../store/studio-context.tsx';

/** Back to the projects, the project's name (the page's h1) and its favourite star. */
export function ProjectTitle({ domainName }: { domainName: string }) {
  const t = useT();
  const project = useStudioState((state) => state.project);
  const actions = useProjectActions();
  const back = t('studio.backToProjects');
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <Tooltip content={back}>
        <Link
          to={workspaceHref(domainName, 'projects')}
          aria-label={back}
          className={cx('inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900', focusRing)}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Link>
      </Tooltip>
      <h1 className="max-w-64 min-w-0 truncate text-sm font-semibold text-slate-900" title={project?.name}>
        {project?.name}
      </h1>
      {project && <FavoriteButton project={project} onToggle={actions.toggleFavorite} />}
    </div>
  );
}
