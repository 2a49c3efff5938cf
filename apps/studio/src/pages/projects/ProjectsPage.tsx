import type { Project } from '@tessera/model/workspace-api';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useT } from '../../i18n/index.ts';
import { Button, PageHeader, toast } from '../../ui/index.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { projectHref, workspaceHref } from '../../workspace/workspace-paths.ts';
import { CreateProjectModal } from './CreateProjectModal.tsx';
import { DeveloperSeatGate } from './DeveloperSeatGate.tsx';
import type { ProjectsPageView } from './project-list-params.ts';
import { defaultTargets, type ProjectTargets } from './project-templates.ts';
import { ProjectList } from './ProjectList.tsx';
import { TemplatesView } from './TemplatesView.tsx';

/**
 * `/{domainName}/projects` (recent) and `projects/{favorites,recent,myprojects,allprojects,archive,templates}`
 * (spec §2): the page header with "New project", then the list of the view or the templates.
 */
export function ProjectsPage({ view }: { view: ProjectsPageView }) {
  const t = useT();
  const domainName = useDomainName();
  const navigate = useNavigate();
  const client = useQueryClient();
  useDocumentTitle(`${t(`workspace.projects.views.${view}.title`)} · ${domainName}`);
  const [creating, setCreating] = useState<ProjectTargets | null>(null);

  function onCreated(project: Project | null, name: string) {
    setCreating(null);
    void client.invalidateQueries({ queryKey: queryKeys.projects(domainName) });
    void client.invalidateQueries({ queryKey: queryKeys.dashboard(domainName) });
    toast.success(t('workspace.projects.toasts.created', { name }));
    // The server counts the creation as the creator's first visit: the new project opens.
    void navigate(project ? projectHref(domainName, project.id) : workspaceHref(domainName, 'projects/allprojects'));
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t(`workspace.projects.views.${view}.title`)}
        description={t(`workspace.projects.views.${view}.description`)}
        actions={
          <DeveloperSeatGate>
            {({ disabled, describedBy }) => (
              <Button disabled={disabled} aria-describedby={describedBy} onClick={() => setCreating(defaultTargets)}>
                <Plus aria-hidden="true" className="size-4" />
                {t('workspace.projects.newProject')}
              </Button>
            )}
          </DeveloperSeatGate>
        }
      />
      {view === 'templates' ? (
        <TemplatesView onPick={(template) => setCreating(template.targets)} />
      ) : (
        <ProjectList view={view} onCreate={() => setCreating(defaultTargets)} />
      )}
      {creating && <CreateProjectModal targets={creating} onCreated={onCreated} onClose={() => setCreating(null)} />}
    </div>
  );
}
