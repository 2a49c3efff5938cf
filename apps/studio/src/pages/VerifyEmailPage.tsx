import { messages, VERIFICATION_CODE_LENGTH, verifyCodeFormSchema } from '@tessera/model';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api, storage } from '../api/client.ts';
import { storedKeys } from '../api/stored-keys.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { ActionLink } from '../components/ActionLink.tsx';
import { AuthLayout, CardHeading } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { InfoBox } from '../ui/InfoBox.tsx';
import { ReturnSignInLink } from '../components/ReturnSignInLink.tsx';
import { Input } from '../ui/Input.tsx';

type Feedback = { kind: 'none' } | { kind: 'error'; message: string; wrongCode: boolean } | { kind: 'resent' };

/** /changepassword: 'Verify your email', trades the mailed code for a reset token (spec §2). */
export function VerifyEmailPage() {
  useDocumentTitle('Verify your email');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryEmail = searchParams.get('username')?.trim() ?? '';
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'none' });
  const [resending, setResending] = useState(false);
  const { field, valueOf, validateField, handleSubmit, isSubmitting } = useSchemaForm(verifyCodeFormSchema, {
    username: queryEmail || (storage.getItem(storedKeys.forgotPasswordEmail) ?? ''),
    verificationCode: '',
  });

  const onSubmit = handleSubmit(async (form) => {
    setFeedback({ kind: 'none' });
    try {
      const { token } = await accountsApi.verifyCode(api, form);
      const query = new URLSearchParams({ token, username: form.username });
      await navigate(`/resetpassword?${query.toString()}`, { state: { fromVerification: true } });
    } catch (error) {
      const message = errorMessage(error);
      // A wrong or spent code: point at the resend link.
      const wrongCode = message === messages.verificationCodeIncorrect;
      setFeedback({ kind: 'error', message, wrongCode });
    }
  });

  async function resend() {
    if (!(await validateField('username'))) return;
    setResending(true);
    try {
      await accountsApi.forgotPassword(api, String(valueOf('username')).trim());
      setFeedback({ kind: 'resent' });
    } catch (error) {
      setFeedback({ kind: 'error', message: errorMessage(error), wrongCode: false });
    } finally {
      setResending(false);
    }
  }

  const wrongCode = feedback.kind === 'error' && feedback.wrongCode;

  return (
    <AuthLayout features="login">
      <CardHeading title="Verify your email" description="Enter the 6-character verification code we sent to your email." />
      <div className="flex flex-col gap-6">
        {feedback.kind === 'error' && <InfoBox tone="error">{feedback.message}</InfoBox>}
        {feedback.kind === 'resent' && <InfoBox tone="success">{messages.verificationCodeSent}</InfoBox>}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Verify your email">
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            readOnly={queryEmail !== ''}
            {...field('username')}
          />
          <Input
            label="Verification code"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            autoFocus
            spellCheck={false}
            className="[&_input]:font-mono [&_input]:tracking-[0.3em]"
            {...field('verificationCode')}
          />
          <Button type="submit" className="w-full" loading={isSubmitting}>
            CONTINUE
          </Button>
        </form>
        <div className="flex items-center justify-between text-sm">
          <ReturnSignInLink />
          <ActionLink busy={resending} highlighted={wrongCode} onAction={() => void resend()}>
            Resend verify code
          </ActionLink>
        </div>
      </div>
    </AuthLayout>
  );
}
