import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Project } from '@tessera/model/workspace-api';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { projectsApi } from '../api/projects-api.ts';
import { queryKeys } from '../auth/query-client.ts';
import { useT } from '../i18n/index.ts';
import { toast } from '../ui/index.ts';
import { useDomainName } from '../workspace/use-workspace-detail.ts';
import { projectHref } from '../workspace/workspace-paths.ts';

type Snapshot = [QueryKey, unknown][];

/** Sets `isFavorite` of one project in a cached list or single project (other entries untouched). */
function withFavorite(data: unknown, projectId: string, isFavorite: boolean): unknown {
  if (Array.isArray(data)) return (data as Project[]).map((project) => (project.id === projectId ? { ...project, isFavorite } : project));
  const project = data as Project | undefined;
  return project?.id === projectId ? { ...project, isFavorite } : data;
}

/**
 * The commands on a project (open, favourite, rename, duplicate, archive, restore, delete) of
 * the workspace in the path. Each refreshes the workspace's project lists and dashboard when it
 * settles and reports a refusal with the server's message.
 */
export function useProjectActions() {
  const t = useT();
  const domainName = useDomainName();
  const navigate = useNavigate();
  const client = useQueryClient();

  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.projects(domainName) }),
      client.invalidateQueries({ queryKey: queryKeys.dashboard(domainName) }),
    ]);

  /** The design studio of the project (it records the visit: the project becomes the most recent). */
  async function open(project: Project): Promise<void> {
    await navigate(projectHref(domainName, project.id));
  }

  const favorite = useMutation({
    mutationFn: ({ project, isFavorite }: { project: Project; isFavorite: boolean }) => projectsApi.setFavorite(api, project.id, isFavorite),
    // Optimistic: the star changes at once in every list and view of the project, and goes back on a refusal.
    onMutate: async ({ project, isFavorite }): Promise<Snapshot> => {
      const prefix = queryKeys.projects(domainName);
      await client.cancelQueries({ queryKey: prefix });
      const snapshot = client.getQueriesData({ queryKey: prefix });
      client.setQueriesData({ queryKey: prefix }, (data: unknown) => withFavorite(data, project.id, isFavorite));
      return snapshot;
    },
    onError: (error, _variables, snapshot) => {
      for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
      toast.error(errorMessage(error));
    },
    onSettled: refresh,
  });

  const archive = useMutation({
    mutationFn: (project: Project) => projectsApi.archive(api, project.id),
    onSuccess: (_answer, project) => {
      toast.success(t('workspace.projects.toasts.archived', { name: project.name }), {
        action: { label: t('workspace.projects.actions.undo'), onClick: () => restore.mutate(project) },
      });
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });

  const restore = useMutation({
    mutationFn: (project: Project) => projectsApi.restore(api, project.id),
    onSuccess: (_answer, project) => toast.success(t('workspace.projects.toasts.restored', { name: project.name })),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });

  const duplicate = useMutation({
    mutationFn: (project: Project) => projectsApi.duplicate(api, project.id),
    onSuccess: (copy, project) =>
      toast.success(t('workspace.projects.toasts.duplicated', { name: copy?.name ?? project.name }), {
        ...(copy ? { action: { label: t('workspace.projects.actions.open'), onClick: () => void open(copy) } } : {}),
      }),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });

  return {
    /** POST open (the project becomes the user's most recent), then the design studio. */
    open,
    toggleFavorite: (project: Project) => favorite.mutate({ project, isFavorite: !project.isFavorite }),
    archive: (project: Project) => archive.mutate(project),
    restore: (project: Project) => restore.mutate(project),
    duplicate: (project: Project) => duplicate.mutate(project),
    /** Renames; rejects with the server's refusal (the rename dialog shows it). */
    rename: async (project: Project, name: string) => {
      await projectsApi.rename(api, project.id, name);
      toast.success(t('workspace.projects.toasts.renamed', { name }));
      await refresh();
    },
    /** Deletes; rejects with the server's refusal. `confirmName` is sent where the workspace asks for it. */
    remove: async (project: Project, confirmName: string | undefined) => {
      await projectsApi.remove(api, project.id, confirmName);
      toast.success(t('workspace.projects.toasts.deleted', { name: project.name }));
      // Lists only: refetching the deleted project itself (still shown by its page) would only answer 404.
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.projectLists(domainName) }),
        client.invalidateQueries({ queryKey: queryKeys.dashboard(domainName) }),
      ]);
    },
    /** Whether a command on `project` is under way (its buttons show it). */
    isBusy: (project: Project) =>
      [archive, restore, duplicate].some((mutation) => mutation.isPending && mutation.variables?.id === project.id),
  };
}
