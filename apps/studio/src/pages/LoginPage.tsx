import { loginFormSchema, messages } from '@tessera/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api } from '../api/client.ts';
import { googleRedirectUri, startGoogleSignIn, takePendingGoogleSignIn } from '../auth/google-sign-in.ts';
import { returnPathFrom } from '../auth/paths.ts';
import { pathAfterSignIn } from '../auth/session.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { useSchemaForm } from '../hooks/use-schema-form.ts';
import { AuthLayout, CardHeading, textLinkClasses } from '../components/AuthLayout.tsx';
import { ActionLink } from '../components/ActionLink.tsx';
import { Button } from '../ui/Button.tsx';
import { Divider } from '../ui/Divider.tsx';
import { GoogleIcon } from '../components/icons.tsx';
import { InfoBox } from '../ui/InfoBox.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { Input } from '../ui/Input.tsx';
import { getClientConfig } from '../config/client-config.ts';
import { showsGoogleSignIn, showsSignUpOptions } from '../config/sign-up-options.ts';

/** Login `result` of an account whose password is right but which is not activated yet (spec §4). */
const NOT_ACTIVATED = '2';

type Feedback =
  | { kind: 'none' }
  | { kind: 'error'; message: string }
  | { kind: 'notActivated'; email: string }
  | { kind: 'resent' };

/** /login: email and password, Google sign-in on the product's own hosts, the resend link (spec §2). */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const config = getClientConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [feedback, setFeedback] = useState<Feedback>({ kind: 'none' });
  const [resending, setResending] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [completingGoogle, setCompletingGoogle] = useState(() => searchParams.has('code') && searchParams.has('state'));
  const returnPath = returnPathFrom(location.state);
  const source = searchParams.get('source') ?? undefined;
  const signUpOptions = showsSignUpOptions(config, window.location.hostname);
  const googleSignIn = showsGoogleSignIn(config, window.location.hostname);

  const { field, handleSubmit, isSubmitting } = useSchemaForm(loginFormSchema, { username: '', password: '' });

  const enter = useCallback(
    async (tokens: { tokenString: string; refreshToken: string }, to: string | null) => {
      api.session.setTokens(tokens);
      await navigate(await pathAfterSignIn(to), { replace: true });
    },
    [navigate],
  );

  const onSubmit = handleSubmit(async (form) => {
    setFeedback({ kind: 'none' });
    try {
      const answer = await accountsApi.login(api, { username: form.username, password: form.password, ...(source ? { source } : {}) });
      if (answer.result === '' && answer.tokenString && answer.refreshToken) {
        await enter({ tokenString: answer.tokenString, refreshToken: answer.refreshToken }, returnPath);
      } else if (answer.result === NOT_ACTIVATED) {
        setFeedback({ kind: 'notActivated', email: form.username });
      } else {
        setFeedback({ kind: 'error', message: answer.result || errorMessage(null) });
      }
    } catch (error) {
      setFeedback({ kind: 'error', message: errorMessage(error) });
    }
  });

  async function resendVerification(email: string) {
    setResending(true);
    try {
      await accountsApi.sendConfirmationEmail(api, email);
      setFeedback({ kind: 'resent' });
    } catch (error) {
      setFeedback({ kind: 'error', message: errorMessage(error) });
    } finally {
      setResending(false);
    }
  }

  async function signInWithGoogle() {
    setFeedback({ kind: 'none' });
    setGoogleBusy(true);
    try {
      await startGoogleSignIn(returnPath);
    } catch (error) {
      setGoogleBusy(false);
      setFeedback({ kind: 'error', message: errorMessage(error) });
    }
  }

  // Back from Google with ?code=&state=: trade the code for a session, once (codes are single-use).
  // Runs once, for the query the page was opened with.
  const googleHandled = useRef(false);
  useEffect(() => {
    if (googleHandled.current) return;
    googleHandled.current = true;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code || !state) return;
    const pending = takePendingGoogleSignIn();
    setSearchParams({}, { replace: true });
    // Only a sign-in this tab started may finish here: a code and state sent to the user by
    // someone else would otherwise sign them in to that person's account (login CSRF).
    if (!pending || pending.state !== state) {
      setCompletingGoogle(false);
      setFeedback({ kind: 'error', message: 'Google sign-in could not be verified. Please try again.' });
      return;
    }
    accountsApi
      .loginWithGoogle(api, { AuthCode: code, state, redirectUri: googleRedirectUri() })
      .then((answer) => enter(answer, pending.returnPath))
      .catch((error: unknown) => {
        setCompletingGoogle(false);
        setFeedback({ kind: 'error', message: errorMessage(error) });
      });
  }, [enter, searchParams, setSearchParams]);

  return (
    <AuthLayout features="login">
      <CardHeading title="Sign in to your account" />
      {completingGoogle ? (
        <LoadingState label="Signing you in with Google…" />
      ) : (
        <div className="flex flex-col gap-6">
          {feedback.kind === 'error' && <InfoBox tone="error">{feedback.message}</InfoBox>}
          {feedback.kind === 'notActivated' && (
            <InfoBox tone="error">
              <p>{messages.notActivated}</p>
              <ActionLink className="mt-1 inline-block" busy={resending} onAction={() => void resendVerification(feedback.email)}>
                Resend verify code
              </ActionLink>
            </InfoBox>
          )}
          {feedback.kind === 'resent' && <InfoBox tone="success">{messages.verificationCodeSent}</InfoBox>}

          {googleSignIn && (
            <>
              <Button variant="secondary" className="w-full" loading={googleBusy} onClick={() => void signInWithGoogle()}>
                {!googleBusy && <GoogleIcon />}
                Continue with Google
              </Button>
              <Divider label="OR" />
            </>
          )}

          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Sign in">
            <Input
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              {...field('username')}
            />
            <div className="flex flex-col gap-2">
              <Input label="Password" type="password" autoComplete="current-password" {...field('password')} />
              <div className="flex justify-end">
                <Link to="/forgotpassword" className={`text-sm ${textLinkClasses}`}>
                  Forgot your password?
                </Link>
              </div>
            </div>
            <Button type="submit" className="w-full" loading={isSubmitting}>
              Sign in
            </Button>
          </form>

          {signUpOptions && (
            <div className="flex items-center justify-center gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600">
              <span>Don't have an account?</span>
              <Button
                variant="secondary"
                className="h-9 px-3"
                onClick={() => void navigate(source ? `/signup?source=${encodeURIComponent(source)}` : '/signup')}
              >
                Sign up
              </Button>
            </div>
          )}
        </div>
      )}
    </AuthLayout>
  );
}
