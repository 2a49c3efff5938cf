import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@tessera/model/workspace-api';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { projectsApi } from '../api/projects-api.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { queryKeys } from '../auth/query-client.ts';
import { useT } from '../i18n/index.ts';
import { Button, buttonClasses, EmptyState, LoadingState, toast, Toaster } from '../ui/index.ts';
import { useCanBuild } from '../projects/use-can-build.ts';
import { useCurrentProjectHeader } from '../projects/use-current-project.ts';
import { usePreferredLanguage } from '../hooks/use-preferred-language.ts';
import { useDomainName, useWorkspaceDetail } from '../workspace/use-workspace-detail.ts';
import { safeRedirectUrl, workspaceHref } from '../workspace/workspace-paths.ts';
import { WorkspaceNotFound } from '../workspace/WorkspaceStates.tsx';
import { StudioShell } from './shell/StudioShell.tsx';
import { refusalText } from './shell/refusal-text.ts';
import { initialModeOf, useModeInUrl } from './shell/use-mode-in-url.ts';
import { createStudio, type Studio } from './store/create-studio.ts';
import { StudioProvider } from './store/studio-context.tsx';
import { bindStudioServices, sessionStudioMemory } from './studio-services.ts';

/**
 * `/{domainName}/sd/{sdId}`: the design studio of a project, full window (outside the
 * workspace sidebar). While shown, every call carries the project as `currentProjectId`; the
 * project is opened (it becomes the user's most recent) once per visit.
 */
export function StudioPage() {
  usePreferredLanguage();
  const t = useT();
  const domainName = useDomainName();
  const projectId = useParams().sdId ?? '';
  useCurrentProjectHeader(projectId);
  const detail = useWorkspaceDetail();
  const project = useQuery({
    queryKey: queryKeys.project(domainName, projectId),
    queryFn: () => projectsApi.get(api, projectId),
    retry: false,
  });
  useOpenOnce(domainName, projectId);
  useDocumentTitle(`${project.data?.name ?? t('studio.title')} · ${domainName}`);

  const redirectUrl = safeRedirectUrl(detail.data?.redirectUrl, window.location.origin);
  useEffect(() => {
    if (redirectUrl) window.location.replace(redirectUrl);
  }, [redirectUrl]);

  let content;
  const workspaceMissing = detail.error instanceof ApiError && detail.error.status === 404;
  if (workspaceMissing) content = <WorkspaceNotFound domainName={domainName} />;
  else if (project.isPending || redirectUrl) content = <LoadingState label={t('studio.loading')} />;
  else if (project.isError) {
    const missing = project.error instanceof ApiError && project.error.status === 404;
    content = (
      <div className="mx-auto max-w-lg py-16">
        <EmptyState
          title={missing ? t('studio.notFoundTitle') : t('studio.loadError')}
          text={missing ? t('studio.notFoundText') : errorMessage(project.error)}
          action={
            missing ? (
              <Link to={workspaceHref(domainName, 'projects/allprojects')} className={buttonClasses('primary')}>
                {t('studio.backToProjects')}
              </Link>
            ) : (
              <Button variant="secondary" onClick={() => void project.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  } else content = <StudioRoot key={projectId} project={project.data} domainName={domainName} accesses={detail.data?.accesses} ready={!detail.isPending} />;

  return (
    <>
      {content}
      <Toaster />
    </>
  );
}

/** POST …/open once per visit of a project (it becomes the user's most recent). */
function useOpenOnce(domainName: string, projectId: string): void {
  const client = useQueryClient();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!projectId || opened.current === projectId) return;
    opened.current = projectId;
    projectsApi.open(api, projectId).then(
      () => {
        void client.invalidateQueries({ queryKey: queryKeys.projectLists(domainName) });
        void client.invalidateQueries({ queryKey: queryKeys.dashboard(domainName) });
      },
      // Opening only orders the Recent list: the studio works without it.
      () => undefined,
    );
  }, [client, domainName, projectId]);
}

/** One studio per project visit: created on mount, its histories dropped on unmount. */
function StudioRoot({ project, domainName, accesses, ready }: { project: Project; domainName: string; accesses: readonly string[] | undefined; ready: boolean }) {
  const t = useT();
  const canBuild = useCanBuild();
  const [search] = useSearchParams();
  const [studio] = useState<Studio>(() =>
    createStudio({
      projectId: project.id,
      readOnly: !canBuild,
      mode: initialModeOf(search),
      services: bindStudioServices(api, project.id),
      notify: {
        refused: (refusal) => toast.error(refusalText(t, refusal)),
        error: (message) => toast.error(message),
      },
      memory: sessionStudioMemory,
    }),
  );

  useEffect(() => studio.setProject(project), [studio, project]);
  useEffect(() => studio.setReadOnly(!canBuild), [studio, canBuild]);
  useEffect(() => {
    void studio.loadScreens().then(() => {
      if (studio.store.getState().mode === 'design') return studio.openDesignScreen();
    });
    return () => studio.dispose();
  }, [studio]);
  useModeInUrl(studio, accesses, ready);

  return (
    <StudioProvider studio={studio}>
      <StudioShell domainName={domainName} accesses={accesses} />
    </StudioProvider>
  );
}
