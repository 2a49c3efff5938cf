import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { queryClient } from '../auth/query-client.ts';
import { signOut } from '../auth/session.ts';
import { useUserInfo } from '../auth/use-user-info.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { StatusView } from '../components/StatusView.tsx';

/** /definitions/domain: a signed-in user without any workspace yet. */
export function NoWorkspacePage() {
  useDocumentTitle('Workspaces');
  const navigate = useNavigate();
  const user = useUserInfo();
  return (
    <AuthLayout features="login">
      <StatusView
        tone="mail"
        title="No workspace yet"
        footer={
          <Button
            variant="secondary"
            className="self-start"
            onClick={() =>
              void signOut().then(() => {
                queryClient.clear();
                return navigate('/login', { replace: true });
              })
            }
          >
            Sign out
          </Button>
        }
      >
        {`${user.data?.username ?? 'Your account'} is not a member of any workspace. Ask a workspace owner to invite you.`}
      </StatusView>
    </AuthLayout>
  );
}
