import { forgotPasswordFormSchema } from '@tessera/model';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api, storage } from '../api/client.ts';
import { storedKeys } from '../api/stored-keys.ts';
import { redirectDelays, useRedirectAfter } from '../hooks/use-redirect-after.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { AuthLayout, CardHeading } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { InfoBox } from '../ui/InfoBox.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { RedirectNote, StatusView } from '../components/StatusView.tsx';
import { Input } from '../ui/Input.tsx';

/** /forgotpassword: 'Reset your password', mails a verification code (spec §2). */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const [searchParams] = useSearchParams();
  const presetEmail = searchParams.get('username')?.trim() ?? '';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting } = useSchemaForm(forgotPasswordFormSchema, { Email: presetEmail });

  const onSubmit = handleSubmit(async ({ Email }) => {
    setFormError(null);
    try {
      await accountsApi.forgotPassword(api, Email);
      storage.setItem(storedKeys.forgotPasswordEmail, Email);
      setSentTo(Email);
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  useRedirectAfter(sentTo === null ? null : `/changepassword?username=${encodeURIComponent(sentTo)}`, redirectDelays.afterForgotPassword);

  return (
    <AuthLayout features="login">
      {sentTo !== null ? (
        <StatusView tone="mail" title="Check your inbox" footer={<RedirectNote>Taking you to the verification step…</RedirectNote>}>
          If an account exists for <strong className="font-semibold text-slate-900">{sentTo}</strong>, we've sent it a verification code.
        </StatusView>
      ) : (
        <>
          <CardHeading title="Reset your password" description="Enter the email of your account and we'll send you a verification code." />
          <div className="flex flex-col gap-6">
            {formError && <InfoBox tone="error">{formError}</InfoBox>}
            <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Reset your password">
              <Input
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                readOnly={presetEmail !== ''}
                autoFocus={presetEmail === ''}
                {...field('Email')}
              />
              <Button type="submit" className="w-full" loading={isSubmitting}>
                Send Verification Code
              </Button>
            </form>
            <ReturnSignInLink />
          </div>
        </>
      )}
    </AuthLayout>
  );
}
