import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { queryKeys } from './query-client.ts';

/** The signed-in user (GET /auth/userinfo), shared by the guard and the pages. */
export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: queryKeys.userInfo,
    // No abort signal: an aborted first attempt (StrictMode remount, fast navigation) would only
    // be sent again, and a request cut off mid-refresh gains nothing.
    queryFn: async () => {
      const user = await accountsApi.getUserInfo(api);
      api.session.setUserId(user.id);
      return user;
    },
  });
}
