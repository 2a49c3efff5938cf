import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error.ts';
import { onSessionEnd } from '../api/client.ts';

/**
 * The query cache of the authenticated pages. Loaded with them (not with /login), and emptied when
 * the session ends so the next user never sees the previous one's data.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // The client already refreshed and retried a 401; a 4xx is an answer, not a blip.
      retry: (failureCount, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

onSessionEnd(() => queryClient.clear());

/** The list parameters of one project view (what the toolbar and the URL decide). */
export interface ProjectListKey {
  view: string;
  search: string;
  sort: string;
}

/**
 * Query keys of the account and workspace data. Every key of a workspace's data carries its
 * name: the server answers for the workspace of the path, so two workspaces never share an entry.
 */
export const queryKeys = {
  userInfo: ['auth', 'userinfo'] as const,
  domains: ['domains'] as const,
  preferences: ['preferences'] as const,
  /** Prefix of every project entry of a workspace (lists and single projects): invalidate this after a change. */
  projects: (domainName: string) => ['projects', domainName] as const,
  /** Prefix of every list of a workspace. */
  projectLists: (domainName: string) => ['projects', domainName, 'list'] as const,
  projectList: (domainName: string, list: ProjectListKey) => ['projects', domainName, 'list', list] as const,
  project: (domainName: string, projectId: string) => ['projects', domainName, 'item', projectId] as const,
  dashboard: (domainName: string) => ['dashboard', domainName] as const,
};
