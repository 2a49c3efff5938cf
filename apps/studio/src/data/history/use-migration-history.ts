import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { dataModelApi } from '../model/data-model-api.ts';
import { dataModelKey } from '../model/use-data-model.ts';

/**
 * The query keys of a project's migration history and live state. They sit under the data
 * model's key, so every change that invalidates the model refetches them too.
 */
export const historyKeys = {
  migrations: (projectId: string) => [...dataModelKey(projectId), 'history'] as const,
  live: (projectId: string) => [...dataModelKey(projectId), 'live'] as const,
};

/** The project's migrations, newest first. */
export function useMigrations(projectId: string) {
  return useQuery({ queryKey: historyKeys.migrations(projectId), queryFn: () => dataModelApi.migrations(api, projectId) });
}

/** What live lacks: the migrations applied to draft that wait for the app to be published. */
export function useLiveState(projectId: string) {
  return useQuery({ queryKey: historyKeys.live(projectId), queryFn: () => dataModelApi.live(api, projectId) });
}
