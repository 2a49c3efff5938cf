import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { api } from '../../api/client.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';

/** The workspace of the current `/:domainName/…` route. */
export function useDomainName(): string {
  return useParams().domainName ?? '';
}

/** The full workspace detail (role, plan, accesses, delete dialog type) of the current route. */
export function useWorkspaceDetail() {
  const domainName = useDomainName();
  return useQuery({
    queryKey: membersKeys.workspaceDetail(domainName),
    queryFn: () => membersApi.getWorkspaceDetail(api),
  });
}
