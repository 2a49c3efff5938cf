import { useQuery } from '@tanstack/react-query';
import { appSettingsApi, appSettingsKeys } from '../api/app-settings-api.ts';
import { api } from '../api/client.ts';
import { useDomainName } from '../workspace/use-workspace-detail.ts';

/**
 * A project's run settings (`GET …/app-settings`), under the one query key the run settings
 * page writes when it saves: the Run button, the binding editor and the action editor read the
 * saved settings without a reload.
 */
export function useAppSettings(projectId: string) {
  const domainName = useDomainName();
  return useQuery({ queryKey: appSettingsKeys.one(domainName, projectId), queryFn: ({ signal }) => appSettingsApi.get(api, projectId, signal) });
}
