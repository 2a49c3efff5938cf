import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { queryKeys } from './query-client.ts';

/** The signed-in user (GET /auth/userinfo), shared by the guard and the pages. */
export function useUserInfo(options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: queryKeys.userInfo,
    queryFn: async ({ signal }) => {
      const user = await accountsApi.getUserInfo(api, signal);
      api.session.setUserId(user.id);
      return user;
    },
  });
}
