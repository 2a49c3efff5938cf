import { messages } from '@tessera/model';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { redirectDelays, useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { RedirectNote, StatusView } from '../components/StatusView.tsx';
import { workspaceHref } from '../workspace/workspace-paths.ts';

type Outcome =
  | { kind: 'pending' }
  | { kind: 'joined'; domainName: string }
  | { kind: 'rejected'; domainName: string }
  | { kind: 'error'; message: string };

/**
 * /invitation?accepted=0|1&username=&domainName=&token=: answers a workspace invitation from its
 * email (spec §2, §4). Every outcome but "no account yet" leaves by itself after 4 s.
 */
export function InvitationPage() {
  useDocumentTitle('Workspace invitation');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const accepted = searchParams.get('accepted');
    const username = searchParams.get('username')?.trim();
    const domainName = searchParams.get('domainName')?.trim();
    const token = searchParams.get('token');
    if ((accepted !== '0' && accepted !== '1') || !username || !domainName || !token) {
      setOutcome({ kind: 'error', message: messages.noInvitationInfo });
      return;
    }
    const body = { username, domainName, token };
    const call = accepted === '1' ? accountsApi.acceptInvite(api, body) : accountsApi.rejectInvite(api, body);
    call
      .then(({ invitationResult }) => {
        switch (invitationResult) {
          case 0: {
            // No account yet: sign up, prefilled, to join the workspace.
            const query = new URLSearchParams({ username, domainName });
            void navigate(`/signup?${query.toString()}`, { replace: true });
            return;
          }
          case 1:
            setOutcome({ kind: 'joined', domainName });
            return;
          case 2:
            setOutcome({ kind: 'rejected', domainName });
            return;
          case 3:
            setOutcome({ kind: 'error', message: messages.invitationExpired });
            return;
          default: {
            const unknown: never = invitationResult;
            setOutcome({ kind: 'error', message: `Unexpected invitation result ${String(unknown)}.` });
          }
        }
      })
      .catch((error: unknown) => setOutcome({ kind: 'error', message: errorMessage(error) }));
  }, [navigate, searchParams]);

  const target = outcome.kind === 'joined' ? workspaceHref(outcome.domainName, 'projects') : outcome.kind === 'pending' ? null : '/';
  useRedirectAfter(target, redirectDelays.afterInvitation);

  return (
    <AuthLayout features="login">
      {outcome.kind === 'pending' && <LoadingState label="Answering the invitation…" />}
      {outcome.kind === 'joined' && (
        <StatusView tone="success" title="Workspace joined" footer={<RedirectNote>{`Taking you to ${outcome.domainName}…`}</RedirectNote>}>
          {`You are now a member of the ${outcome.domainName} workspace.`}
        </StatusView>
      )}
      {outcome.kind === 'rejected' && (
        <StatusView tone="mail" title="Workspace rejected" footer={<RedirectNote />}>
          {`You have declined the ${outcome.domainName} workspace invitation.`}
        </StatusView>
      )}
      {outcome.kind === 'error' && (
        <StatusView tone="error" title="Invitation" footer={<RedirectNote />}>
          {outcome.message}
        </StatusView>
      )}
    </AuthLayout>
  );
}
