import { messages, resetPasswordFormSchema } from '@tessera/model';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { redirectDelays, useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { AuthLayout, CardHeading } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { RedirectNote, StatusView } from '../components/StatusView.tsx';
import { Input } from '../ui/Input.tsx';
import { passwordRuleMessages } from './password-rule-messages.ts';

/** Spec §4 reset status: 1 form, 2 success, 3 error. */
type ResetStatus = { status: 1 } | { status: 2 } | { status: 3; message: string };


/**
 * /resetpassword?token=&username=: 'Create new password'. Only reachable through the
 * verification (or sign-up) redirect; anything else goes to the root (spec §2).
 */
export function ResetPasswordPage() {
  useDocumentTitle('Create new password');
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const username = searchParams.get('username')?.trim() ?? '';
  const [reset, setReset] = useState<ResetStatus>({ status: 1 });
  const { field, handleSubmit, setError, isSubmitting } = useSchemaForm(resetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  // Signed out 3 s after success, then sent to sign in with the new password (spec §4, §9).
  useRedirectAfter(reset.status === 2 ? '/login' : null, redirectDelays.logoutAfterPasswordReset, { before: () => api.session.clear() });

  const state = location.state as { fromVerification?: boolean; fromSignUp?: boolean } | null;
  if (!state?.fromVerification && !state?.fromSignUp) return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await accountsApi.resetPassword(api, { token, UserName: username, newPassword });
      setReset({ status: 2 });
    } catch (error) {
      const message = errorMessage(error);
      if (error instanceof ApiError && passwordRuleMessages.has(message)) {
        setError('newPassword', message);
        return;
      }
      setReset({ status: 3, message });
    }
  });

  return (
    <AuthLayout features="login">
      {!token ? (
        <StatusView tone="error" title="Error" footer={<ReturnSignInLink />}>
          {messages.invalidToken}
        </StatusView>
      ) : reset.status === 2 ? (
        <StatusView tone="success" title="Success" footer={<RedirectNote>Taking you to sign in…</RedirectNote>}>
          {messages.passwordChanged}
        </StatusView>
      ) : reset.status === 3 ? (
        <StatusView tone="error" title="Error" footer={<ReturnSignInLink />}>
          {reset.message}
        </StatusView>
      ) : (
        <>
          <CardHeading title="Create new password" description="Choose a new password for your account." />
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Create new password">
            {username && <Input label="Email" type="email" autoComplete="username" readOnly value={username} />}
            <Input
              label="New password"
              type="password"
              autoComplete="new-password"
              autoFocus
              description={messages.passwordRuleHint}
              {...field('newPassword')}
            />
            <Input
              label="New password (confirm)"
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <Button type="submit" className="w-full" loading={isSubmitting}>
              CHANGE MY PASSWORD
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
