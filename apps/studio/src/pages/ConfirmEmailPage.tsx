import { messages } from '@tessera/model';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { deviceKey } from '../auth/device-key.ts';
import { redirectDelays, useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { RedirectNote, StatusView } from '../components/StatusView.tsx';
import { workspaceHref } from '../workspace/workspace-paths.ts';
import { ActivationPasswordForm } from './ActivationPasswordForm.tsx';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'choosePassword'; username: string }
  | { kind: 'activated'; domainName: string | null }
  | { kind: 'failed'; message: string };

/**
 * /confirm-email?token=&username=&domainName=: activates the account from the emailed link.
 * Success goes to the workspace after 4 s, failure to the root after 2 s (spec §2, §9). Opened
 * outside the browser that signed up (or from a resent mail), the server asks for a password
 * first: the page shows {@link ActivationPasswordForm} and activates with the one chosen.
 */
export function ConfirmEmailPage() {
  useDocumentTitle('Activate your account');
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const started = useRef(false);
  const activate = useRef<(password?: string) => Promise<void>>(async () => undefined);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = searchParams.get('token');
    const username = searchParams.get('username');
    const queryDomain = searchParams.get('domainName') || null;
    if (!token || !username) {
      setOutcome({ kind: 'failed', message: messages.invalidToken });
      return;
    }
    activate.current = async (password?: string) => {
      const body = { token, username, deviceKey: deviceKey(), ...(queryDomain ? { domainName: queryDomain } : {}) };
      const answer = await accountsApi.confirmEmail(api, password === undefined ? body : { ...body, password });
      // The server says which workspace the activation joined (it may have expired meanwhile).
      setOutcome({ kind: 'activated', domainName: answer.domainName });
    };
    activate.current().catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'password_required') setOutcome({ kind: 'choosePassword', username });
      else setOutcome({ kind: 'failed', message: errorMessage(error) });
    });
  }, [searchParams]);

  const target =
    outcome.kind === 'activated' ? (outcome.domainName ? workspaceHref(outcome.domainName, 'projects') : '/') : outcome.kind === 'failed' ? '/' : null;
  useRedirectAfter(target, outcome.kind === 'failed' ? redirectDelays.afterFailedActivation : redirectDelays.afterActivation);

  return (
    <AuthLayout features="signup">
      {outcome.kind === 'pending' && <LoadingState label="Activating your account…" />}
      {outcome.kind === 'choosePassword' && (
        <ActivationPasswordForm
          username={outcome.username}
          activate={(password) => activate.current(password)}
          onFailed={(message) => setOutcome({ kind: 'failed', message })}
        />
      )}
      {outcome.kind === 'activated' && (
        <StatusView
          tone="success"
          title={outcome.domainName ? 'Workspace joined' : 'Success activation'}
          footer={<RedirectNote>{outcome.domainName ? `Taking you to ${outcome.domainName}…` : 'Redirecting…'}</RedirectNote>}
        >
          {outcome.domainName
            ? `Your account is active and you joined the ${outcome.domainName} workspace.`
            : 'Your account is active. You can sign in now.'}
        </StatusView>
      )}
      {outcome.kind === 'failed' && (
        <StatusView tone="error" title="Activation failed" footer={<RedirectNote />}>
          {outcome.message}
        </StatusView>
      )}
    </AuthLayout>
  );
}
