import { useNavigate } from 'react-router';
import { signOut } from '../auth/session.ts';
import { ArrowLeftIcon } from './icons.tsx';
import { textLinkClasses } from './AuthLayout.tsx';

/**
 * 'Return sign in': goes to /login. With `logOut`, the user is signed out first (tokens cleared),
 * as on the sign-up confirmation screen.
 */
export function ReturnSignInLink({ logOut = false }: { logOut?: boolean }) {
  const navigate = useNavigate();
  return (
    <a
      href="/login"
      className={`inline-flex items-center gap-1.5 self-start ${textLinkClasses}`}
      onClick={(event) => {
        event.preventDefault();
        void (async () => {
          if (logOut) await signOut();
          await navigate('/login');
        })();
      }}
    >
      <ArrowLeftIcon className="size-4" />
      Return sign in
    </a>
  );
}
