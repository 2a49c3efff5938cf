import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { dataModelApi } from './data-model-api.ts';

/** The query key of a project's draft data model (invalidate it after a change). */
export const dataModelKey = (projectId: string) => ['data-model', projectId] as const;

/** The draft data model of a project, its version and how many migrations live lacks. */
export function useDataModel(projectId: string) {
  return useQuery({ queryKey: dataModelKey(projectId), queryFn: () => dataModelApi.get(api, projectId) });
}
