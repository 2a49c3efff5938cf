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

/** Query keys of the account data. */
export const queryKeys = {
  userInfo: ['auth', 'userinfo'] as const,
  domains: ['domains'] as const,
  domainDetail: (domainName: string) => ['domain', 'detail', domainName] as const,
};
