import { ChevronsUpDown, LogOut, SlidersHorizontal } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../auth/use-user-info.ts';
import { useT } from '../../i18n/index.ts';
import { cx, DropdownMenu, focusRing, type MenuEntry } from '../../ui/index.ts';
import { useSignOut } from './use-sign-out.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * The signed-in user at the foot of the sidebar: their email, and a menu with Preferences (in a
 * workspace) and Sign out.
 */
export function UserMenu({ domainName }: { domainName?: string | undefined }) {
  const t = useT();
  const navigate = useNavigate();
  const user = useUserInfo();
  const signOut = useSignOut();
  const email = user.data?.username ?? '';

  const items: MenuEntry[] = [{ type: 'label', id: 'signed-in-as', label: t('workspace.userMenu.signedInAs', { email }) }];
  if (domainName) {
    items.push({
      id: 'preferences',
      icon: <SlidersHorizontal />,
      label: t('workspace.userMenu.preferences'),
      onSelect: () => void navigate(workspaceHref(domainName, 'settings/preferences')),
    });
  }
  items.push({ type: 'separator', id: 'separator' }, { id: 'sign-out', icon: <LogOut />, label: t('workspace.userMenu.signOut'), onSelect: () => void signOut() });

  return (
    <DropdownMenu
      side="top"
      align="start"
      items={items}
      trigger={
        <button
          type="button"
          aria-label={t('workspace.userMenu.label', { email })}
          className={cx('flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-left hover:bg-slate-100', focusRing)}
        >
          <span
            aria-hidden="true"
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-700 uppercase"
          >
            {email.slice(0, 1)}
          </span>
          <span className="min-w-0 flex-1 truncate text-sm text-slate-700" data-testid="user-email">
            {email}
          </span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        </button>
      }
    />
  );
}
