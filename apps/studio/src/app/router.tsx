import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from '../pages/LoginPage.tsx';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { AppShell, RouteErrorPage } from './AppShell.tsx';
import { workspaceRoutes } from './workspace-routes.tsx';

/**
 * The route table of spec §2. Only the shell and the login page are in the entry chunk; every
 * other page is a lazy chunk (ARCHITECTURE §7: login route ≤ 150 KB gzip).
 */
export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageSpinner,
    children: [
      { path: '/', lazy: () => import('../pages/RootRedirectPage.tsx').then((m) => ({ Component: m.RootRedirectPage })) },
      { path: '/redirect', lazy: () => import('../pages/RootRedirectPage.tsx').then((m) => ({ Component: m.RootRedirectPage })) },
      { path: '/login', Component: LoginPage },
      { path: '/signup', lazy: () => import('../pages/SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage })) },
      {
        path: '/email-confirmation',
        lazy: () => import('../pages/EmailConfirmationPage.tsx').then((m) => ({ Component: m.EmailConfirmationPage })),
      },
      { path: '/confirm-email', lazy: () => import('../pages/ConfirmEmailPage.tsx').then((m) => ({ Component: m.ConfirmEmailPage })) },
      { path: '/invitation', lazy: () => import('../pages/InvitationPage.tsx').then((m) => ({ Component: m.InvitationPage })) },
      { path: '/forgotpassword', lazy: () => import('../pages/ForgotPasswordPage.tsx').then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: '/changepassword', lazy: () => import('../pages/VerifyEmailPage.tsx').then((m) => ({ Component: m.VerifyEmailPage })) },
      { path: '/resetpassword', lazy: () => import('../pages/ResetPasswordPage.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
      {
        path: '/passwordchangesuccess',
        lazy: () => import('../pages/PasswordChangeSuccessPage.tsx').then((m) => ({ Component: m.PasswordChangeSuccessPage })),
      },
      {
        path: '/unsupported-device',
        lazy: () => import('../pages/UnsupportedDevicePage.tsx').then((m) => ({ Component: m.UnsupportedDevicePage })),
      },
      { path: '/privacy', lazy: () => import('../pages/LegalPage.tsx').then((m) => ({ Component: m.PrivacyPage })) },
      { path: '/terms', lazy: () => import('../pages/LegalPage.tsx').then((m) => ({ Component: m.TermsPage })) },
      {
        // Authenticated routes: the guard checks the session (user info) and holds the query cache.
        lazy: () => import('../auth/RequireAuth.tsx').then((m) => ({ Component: m.RequireAuth })),
        children: workspaceRoutes,
      },
      { path: '*', lazy: () => import('../pages/NotFoundPage.tsx').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

/** The browser router of the studio. */
export function createStudioRouter() {
  return createBrowserRouter(routes);
}
