import { useWorkspaceDetail } from '../workspace/use-workspace-detail.ts';

/**
 * Whether the user may build apps here (create, rename, duplicate, archive, restore or delete a
 * project): everyone but an End User, whose seat only uses the published apps (the server refuses
 * their writes with 403). Unknown yet: allowed, the server decides.
 */
export function useCanBuild(): boolean {
  return useWorkspaceDetail().data?.resourceType !== 'end_user';
}
