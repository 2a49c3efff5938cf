import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { queryKeys } from '../../auth/query-client.ts';
import { loadWorkspaceDetail } from './load-workspace-detail.ts';

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
    queryKey: queryKeys.domainDetail(domainName),
    queryFn: () => loadWorkspaceDetail(domainName),
    retry: false,
  });
}
