import type { Project } from '@tessera/model/workspace-api';
import { Globe, Smartphone, Tablet } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { Badge } from '../../ui/index.ts';

/** The platforms a project targets: Web, Android, iOS. */
export function TargetBadges({ project }: { project: Pick<Project, 'supportWeb' | 'supportAndroid' | 'supportIOS'> }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('workspace.projects.fields.targets')}>
      {project.supportWeb && (
        <li>
          <Badge size="sm" tone="info" icon={<Globe aria-hidden="true" className="size-3" />}>
            {t('workspace.projects.targets.web')}
          </Badge>
        </li>
      )}
      {project.supportAndroid && (
        <li>
          <Badge size="sm" tone="success" icon={<Smartphone aria-hidden="true" className="size-3" />}>
            {t('workspace.projects.targets.android')}
          </Badge>
        </li>
      )}
      {project.supportIOS && (
        <li>
          <Badge size="sm" tone="neutral" icon={<Tablet aria-hidden="true" className="size-3" />}>
            {t('workspace.projects.targets.ios')}
          </Badge>
        </li>
      )}
    </ul>
  );
}
