import { useQuery } from '@tanstack/react-query';
import { appIconApi, appIconKeys } from './app-icon-api.ts';
import { api } from '../api/client.ts';
import { useDomainName } from '../workspace/use-workspace-detail.ts';

/** A project's draft app icon (`GET …/app-icon`), under the one key the icon section writes. */
export function useAppIcon(projectId: string) {
  const domainName = useDomainName();
  return useQuery({ queryKey: appIconKeys.one(domainName, projectId), queryFn: ({ signal }) => appIconApi.get(api, projectId, signal) });
}
