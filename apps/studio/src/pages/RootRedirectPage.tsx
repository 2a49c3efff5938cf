import type { UserInfo } from '@tessera/model';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { ApiError } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { adoptLinkSession, discardLinkSession, inspectLinkToken, type LinkSession } from '../auth/link-session.ts';
import { takeLinkToken } from '../auth/link-token.ts';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { homePathFor } from '../auth/paths.ts';

// Loaded only when a link of another account is opened while signed in.
const SessionSwapDialog = lazy(() => import('../components/SessionSwapDialog.tsx').then((m) => ({ default: m.SessionSwapDialog })));

/** Signed in as `current`, the link signs in as `link`: the user chooses. */
interface SwapQuestion {
  current: UserInfo;
  link: LinkSession;
}

/**
 * / and /redirect: the spec §2 root redirect. A `?token=` (already out of the address bar, see
 * auth/link-token.ts) becomes the refresh token when the browser has no session. With a session,
 * the token's account is looked up in memory first: the same account goes on with the stored
 * session (the link's is revoked); another account is only switched to once the user says so.
 * Then user info decides the destination, the last used workspace's projects; no refresh token or
 * no user id: /login.
 */
export function RootRedirectPage() {
  useDocumentTitle('Loading');
  const navigate = useNavigate();
  const started = useRef(false);
  const [question, setQuestion] = useState<SwapQuestion | null>(null);
  const [busy, setBusy] = useState<'stay' | 'switch' | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const goHome = (user: UserInfo) => {
      api.session.setUserId(user.id);
      return navigate(homePathFor(user), { replace: true });
    };
    const toLogin = () => navigate('/login', { replace: true });

    /** The stored session decides (spec §2). */
    const continueWithStoredSession = async () => {
      if (!api.session.refreshToken()) return toLogin();
      // No access token after `?token=`: the client refreshes before asking for user info.
      const user = await accountsApi.getUserInfo(api).catch(() => null);
      return user?.id ? goHome(user) : toLogin();
    };

    const run = async () => {
      const token = takeLinkToken();
      const stored = api.session.refreshToken();
      if (token && !stored) api.session.setRefreshToken(token);
      if (!token || !stored || token === stored) return continueWithStoredSession();

      const link = await inspectLinkToken(token);
      if (!link) return continueWithStoredSession();
      let current: UserInfo;
      try {
        current = await accountsApi.getUserInfo(api);
      } catch (error) {
        if (error instanceof ApiError && error.isSessionEnd) {
          // The stored session was already over: the link signs in, as without one.
          await adoptLinkSession(link, { signOutCurrent: false });
          return goHome(link.user);
        }
        await discardLinkSession(link);
        return toLogin();
      }
      if (current.id === link.user.id) {
        await discardLinkSession(link);
        return goHome(current);
      }
      setQuestion({ current, link });
    };
    void run().catch(toLogin);
  }, [navigate]);

  if (!question) return <FullPageSpinner />;

  const stay = async () => {
    setBusy('stay');
    await discardLinkSession(question.link);
    api.session.setUserId(question.current.id);
    await navigate(homePathFor(question.current), { replace: true });
  };
  const switchAccount = async () => {
    setBusy('switch');
    try {
      await adoptLinkSession(question.link, { signOutCurrent: true });
      await navigate(homePathFor(question.link.user), { replace: true });
    } catch {
      await navigate('/login', { replace: true });
    }
  };

  return (
    <>
      <FullPageSpinner />
      <Suspense fallback={null}>
        <SessionSwapDialog
          currentName={question.current.username}
          linkName={question.link.user.username}
          busy={busy}
          onStay={() => void stay()}
          onSwitch={() => void switchAccount()}
        />
      </Suspense>
    </>
  );
}
