import type { Project } from '@tessera/model/workspace-api';
import { Star } from 'lucide-react';
import { useT } from '../i18n/index.ts';
import { cx, IconButton, Tooltip } from '../ui/index.ts';

/** The star of a project: pressed when it is one of the user's favourites. */
export function FavoriteButton({ project, onToggle, className }: { project: Project; onToggle: (project: Project) => void; className?: string }) {
  const t = useT();
  const label = project.isFavorite
    ? t('workspace.projects.actions.unfavorite', { name: project.name })
    : t('workspace.projects.actions.favorite', { name: project.name });
  return (
    <Tooltip content={project.isFavorite ? t('workspace.projects.actions.unfavoriteShort') : t('workspace.projects.actions.favoriteShort')}>
      <IconButton
        size="sm"
        label={label}
        aria-pressed={project.isFavorite}
        className={className}
        icon={
          <Star
            aria-hidden="true"
            className={cx('size-4', project.isFavorite ? 'fill-amber-400 text-amber-500' : 'text-slate-400')}
          />
        }
        onClick={() => onToggle(project)}
      />
    </Tooltip>
  );
}
