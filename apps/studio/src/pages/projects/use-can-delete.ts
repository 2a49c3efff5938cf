import type { Project } from '@tessera/model/workspace-api';
import { useUserInfo } from '../../auth/use-user-info.ts';
import { useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';

/**
 * Whether the user may delete a project: owners any of the workspace's, developers the ones they
 * created (the server's rule; it refuses the others with 403). Unknown yet: allowed, the server decides.
 */
export function useCanDelete(): (project: Project) => boolean {
  const role = useWorkspaceDetail().data?.role;
  const userId = useUserInfo().data?.id;
  return (project) => role !== 'developer' || userId === undefined || project.createdBy?.id === userId;
}
