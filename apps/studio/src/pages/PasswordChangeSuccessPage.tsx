import { messages } from '@tessera/model';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { StatusView } from '../components/StatusView.tsx';

/** /passwordchangesuccess (spec §2). */
export function PasswordChangeSuccessPage() {
  useDocumentTitle('Password changed');
  return (
    <AuthLayout features="login">
      <StatusView tone="success" title="Success" footer={<ReturnSignInLink />}>
        {messages.passwordChanged}
      </StatusView>
    </AuthLayout>
  );
}
