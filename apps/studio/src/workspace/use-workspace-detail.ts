import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { loadWorkspaceDetail, workspaceDetailKey } from './workspace-detail-query.ts';

/** The name of the workspace in the path (`/:domainName/…`). */
export function useDomainName(): string {
  return useParams().domainName ?? '';
}

/**
 * The detail of the workspace in the path (role, plan, accesses, delete dialog type). The layout
 * loads it; a page calling this shares the same request and cache entry.
 */
export function useWorkspaceDetail() {
  const domainName = useDomainName();
  return useQuery({
    queryKey: workspaceDetailKey(domainName),
    queryFn: () => loadWorkspaceDetail(domainName),
    retry: false,
  });
}
