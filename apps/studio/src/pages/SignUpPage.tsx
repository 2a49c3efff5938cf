import { messages, signUpFormSchema } from '@tessera/model';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { useDocumentTitle, useMetaDescription } from '../hooks/use-document-title.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { deviceKey } from '../auth/device-key.ts';
import { startGoogleSignIn } from '../auth/google-sign-in.ts';
import { AuthLayout, CardHeading, textLinkClasses } from '../components/AuthLayout.tsx';
import { Button } from '../ui/Button.tsx';
import { Checkbox } from '../ui/Checkbox.tsx';
import { Divider } from '../ui/Divider.tsx';
import { GoogleIcon } from '../components/icons.tsx';
import { InfoBox } from '../ui/InfoBox.tsx';
import { Input } from '../ui/Input.tsx';
import { getClientConfig } from '../config/client-config.ts';
import { showsGoogleSignIn } from '../config/sign-up-options.ts';
import { brandCopy } from '../config/branding.ts';

/** Neither branding enforces the terms checkbox today (spec §5). */
const formSchema = signUpFormSchema({ enforceTerms: false });

/** The workspace an invited user joins by signing up (query `domainName` and `username`). */
interface Invite {
  domainName: string;
  username: string;
}

/** /signup: create an account, or join the inviting workspace (spec §2, §4). */
export function SignUpPage() {
  const config = getClientConfig();
  const title = `Create your ${config.productName} account`;
  useDocumentTitle('Sign up');
  useMetaDescription(`${title}: design web and native mobile apps, connect a database and publish.`);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const source = searchParams.get('source') ?? undefined;
  const [invite, setInvite] = useState<Invite | null>(() => {
    const domainName = searchParams.get('domainName')?.trim();
    return domainName ? { domainName, username: searchParams.get('username')?.trim() ?? '' } : null;
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const google = showsGoogleSignIn(config, window.location.hostname);
  const termsShown = brandCopy(config.branding).legalLinks;

  const { field, checkbox, handleSubmit, isSubmitting } = useSchemaForm(formSchema, {
    username: searchParams.get('username')?.trim() ?? '',
    firstname: '',
    lastname: '',
    password: '',
    termsAndPrivacy: false,
  });

  // One `signup_screen_shown` per visit (a ref survives StrictMode's double effect run).
  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    void accountsApi.logEvent(api, 'signup_screen_shown', { source: source ?? null });
  }, [source]);

  const onSubmit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      const status = await accountsApi.getUserStatus(api, form.username).catch(() => null);
      if (status?.status === 'active') {
        setFormError(messages.accountExists);
        return;
      }
      const answer = await accountsApi.signUp(api, {
        ...form,
        domainName: invite?.domainName ?? '',
        VerifyEmailAddress: true,
        deviceKey: deviceKey(),
        ...(source ? { source } : {}),
      });
      if (answer.result === '') {
        await navigate('/email-confirmation', { state: { fromSignUp: true, email: form.username } });
      } else if (answer.result === messages.signUpInvitationExpired) {
        // The invitation is gone: continue as a plain sign-up with an editable email.
        setInvite(null);
        setFormError(answer.result);
      } else {
        setFormError(answer.result);
      }
    } catch (error) {
      setFormError(errorMessage(error));
    }
  });

  async function signUpWithGoogle() {
    setFormError(null);
    setGoogleBusy(true);
    try {
      await startGoogleSignIn(null);
    } catch (error) {
      setGoogleBusy(false);
      setFormError(errorMessage(error));
    }
  }

  const emailLocked = Boolean(invite?.username);

  return (
    <AuthLayout features="signup">
      <CardHeading
        title={title}
        description={
          invite ? (
            <>
              You were invited to the <strong className="font-semibold text-slate-900">{invite.domainName}</strong> workspace. Create your
              account to join it.
            </>
          ) : (
            'Start building web and mobile apps in minutes.'
          )
        }
      />
      <div className="flex flex-col gap-6">
        {google && (
          <>
            <Button variant="secondary" className="w-full" loading={googleBusy} onClick={() => void signUpWithGoogle()}>
              {!googleBusy && <GoogleIcon />}
              Continue with Google
            </Button>
            <Divider label="OR" />
          </>
        )}
        {formError && (
          <InfoBox tone="error" testId="signup-error">
            {formError}
          </InfoBox>
        )}
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign up">
          <Input
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            readOnly={emailLocked}
            autoFocus={!emailLocked}
            {...field('username')}
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Input
              label="First name"
              autoComplete="given-name"
              autoFocus={emailLocked}
              {...field('firstname')}
            />
            <Input label="Last name" autoComplete="family-name" {...field('lastname')} />
          </div>
          <Input
            label="Password"
            type="password"
            autoComplete="new-password"
            description={messages.passwordRuleHint}
            {...field('password')}
          />
          {termsShown && (
            <Checkbox
              label={
                <>
                  I agree to the{' '}
                  <Link to="/terms" target="_blank" className={textLinkClasses}>
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link to="/privacy" target="_blank" className={textLinkClasses}>
                    Privacy Policy
                  </Link>
                  .
                </>
              }
              {...checkbox('termsAndPrivacy')}
            />
          )}
          <Button type="submit" className="w-full" loading={isSubmitting}>
            {invite ? 'Join Workspace' : 'Sign up'}
          </Button>
        </form>
        <p className="text-center text-sm text-slate-600">
          Have an account?{' '}
          <Link to="/login" className={textLinkClasses}>
            Sign in
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}
