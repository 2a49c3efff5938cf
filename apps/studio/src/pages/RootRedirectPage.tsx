import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { api } from '../api/client.ts';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { homePathFor } from '../auth/paths.ts';
import { FullPageSpinner } from '../app/AppShell.tsx';

/**
 * / and /redirect: `?token=` becomes the refresh token; then user info decides the destination,
 * the last used workspace's projects. No refresh token or no user id: /login (spec §2).
 */
export function RootRedirectPage() {
  useDocumentTitle('Loading');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = searchParams.get('token');
    if (token) api.session.setRefreshToken(token);
    if (!api.session.refreshToken()) {
      void navigate('/login', { replace: true });
      return;
    }
    // No access token after `?token=`: the client refreshes before asking for user info.
    accountsApi
      .getUserInfo(api)
      .then((user) => {
        if (!user.id) return navigate('/login', { replace: true });
        api.session.setUserId(user.id);
        return navigate(homePathFor(user), { replace: true });
      })
      .catch(() => navigate('/login', { replace: true }));
  }, [navigate, searchParams]);

  return <FullPageSpinner />;
}
