import { Navigate, useLocation } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { StatusView } from '../components/StatusView.tsx';

/** /email-confirmation: 'Check your inbox' after sign-up; only reachable from sign-up (spec §2). */
export function EmailConfirmationPage() {
  useDocumentTitle('Check your inbox');
  const state = useLocation().state as { fromSignUp?: boolean; email?: string } | null;
  if (!state?.fromSignUp) return <Navigate to="/" replace />;
  return (
    <AuthLayout features="signup">
      <StatusView tone="mail" title="Check your inbox" footer={<ReturnSignInLink logOut />}>
        <p>
          We've sent an activation email to{' '}
          {state.email ? <strong className="font-semibold text-slate-900">{state.email}</strong> : 'your email address'}. Open the link in
          it to activate your account.
        </p>
        <p className="mt-2 text-slate-500">Can't find it? Check your spam folder.</p>
      </StatusView>
    </AuthLayout>
  );
}
