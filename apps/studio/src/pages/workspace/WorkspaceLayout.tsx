import { CreditCard, Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { cx, focusRing, IconButton, LoadingState, Toaster } from '../../ui/index.ts';
import { usePreferredLanguage } from '../../hooks/use-preferred-language.ts';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { UserMenu } from './UserMenu.tsx';
import { WorkspaceAvatar } from '../../components/WorkspaceAvatar.tsx';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import { safeRedirectUrl, workspaceHref } from '../../workspace/workspace-paths.ts';
import { LoadError, RedirectingState, WorkspaceNotFound } from '../../workspace/WorkspaceStates.tsx';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.tsx';

/**
 * The frame of every `/:domainName/…` page: the sidebar (workspace switcher, the workspace's
 * pages, the user menu) beside the page. It loads the workspace detail (spec §3 stored values);
 * an unknown workspace, or one the user is not a member of, shows "Workspace not found" instead of
 * the page, and a workspace with a redirect address sends the browser there. On narrow screens
 * the sidebar becomes a drawer behind a menu button.
 */
export function WorkspaceLayout() {
  usePreferredLanguage();
  const t = useT();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const redirectUrl = safeRedirectUrl(detail.data?.redirectUrl, window.location.origin);
  useEffect(() => {
    if (redirectUrl) window.location.replace(redirectUrl);
  }, [redirectUrl]);
  // A link followed inside the drawer closes it.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const error = detail.error;
  const notFound = error instanceof ApiError && error.status === 404;
  const sessionEnded = error instanceof ApiError && error.isSessionEnd;
  const available = !detail.isError;

  let content;
  if (redirectUrl) content = <RedirectingState url={redirectUrl} />;
  else if (notFound) content = <WorkspaceNotFound domainName={domainName} />;
  else if (sessionEnded) content = <LoadingState label={t('common.loading')} />;
  else if (detail.isError) content = <LoadError title={t('workspace.states.errorTitle')} error={error} onRetry={() => void detail.refetch()} />;
  // The page renders while the detail loads, so its own requests start at the same time.
  else content = <Outlet />;

  // The role, and the seat when it is not a Developer one: an End User cannot build.
  const roleLabel = detail.data
    ? [t(`workspace.roles.${detail.data.role}`), detail.data.resourceType === 'end_user' ? t('workspace.roles.endUserSeat') : null]
        .filter(Boolean)
        .join(' · ')
    : undefined;
  const sidebar = (
    <div className="flex h-full flex-col gap-4 p-3">
      <WorkspaceSwitcher domainName={domainName} roleLabel={roleLabel} />
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">{available && <WorkspaceNav domainName={domainName} />}</div>
      <div className="flex flex-col gap-1 border-t border-slate-200 pt-3">
        {detail.data && (
          <Link
            to={workspaceHref(domainName, 'settings/billing')}
            className={cx('flex items-center gap-2.5 rounded-md px-2 py-1.5 text-xs text-slate-600 hover:bg-slate-100', focusRing)}
          >
            <CreditCard aria-hidden="true" className="size-4 text-slate-400" />
            <span>{t('workspace.plan.current', { plan: detail.data.planName })}</span>
          </Link>
        )}
        <UserMenu domainName={available ? domainName : undefined} />
      </div>
    </div>
  );

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <a
        href="#workspace-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-semibold text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('workspace.nav.skipToContent')}
      </a>
      <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-slate-200 bg-white md:block">{sidebar}</aside>

      <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl focus:outline-none md:hidden">
            <Dialog.Title className="sr-only">{t('workspace.nav.label')}</Dialog.Title>
            <Dialog.Description className="sr-only">{domainName}</Dialog.Description>
            <div className="absolute top-3 right-3 z-10">
              <Dialog.Close asChild>
                <IconButton size="sm" label={t('workspace.nav.closeMenu')} icon={<X aria-hidden="true" className="size-5" />} />
              </Dialog.Close>
            </div>
            <div className="h-full pt-12">{sidebar}</div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:hidden">
          <IconButton
            label={t('workspace.nav.openMenu')}
            aria-expanded={drawerOpen}
            icon={<Menu aria-hidden="true" className="size-5" />}
            onClick={() => setDrawerOpen(true)}
          />
          <WorkspaceAvatar name={domainName} />
          <span className="truncate text-sm font-semibold text-slate-900">{domainName}</span>
        </header>
        <main id="workspace-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{content}</div>
        </main>
      </div>
      <Toaster />
    </div>
  );
}
