import { useNavigate } from 'react-router';
import { setCurrentProjectId } from '../../api/client.ts';
import { queryClient } from '../../auth/query-client.ts';
import { signOut } from '../../auth/session.ts';

/** The sign-out of the workspace pages: revoke and forget the tokens, empty the cache, go to /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    setCurrentProjectId(null);
    await signOut();
    queryClient.clear();
    await navigate('/login', { replace: true });
  };
}
