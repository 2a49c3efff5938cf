import {
  Archive,
  Cable,
  Clock,
  FolderKanban,
  LayoutDashboard,
  LayoutTemplate,
  Layers,
  ScrollText,
  Settings,
  Star,
  User,
  Users,
  Component,
  type LucideIcon,
} from 'lucide-react';
import { Link, useLocation } from 'react-router';
import type { TranslationKey } from '../../i18n/index.ts';
import { useT } from '../../i18n/index.ts';
import { cx, focusRing } from '../../ui/index.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

interface NavEntry {
  /** The page below the workspace, e.g. 'projects/archive'. */
  page: string;
  label: TranslationKey;
  Icon: LucideIcon;
  /** Other pages (below the workspace) on which this entry is the current one. */
  alsoActiveOn?: readonly string[];
  /** Active on its sub-pages too (settings/billing is under Settings). */
  prefix?: boolean;
}

const projectEntries: readonly NavEntry[] = [
  { page: 'projects/recent', label: 'workspace.nav.recent', Icon: Clock, alsoActiveOn: ['projects'] },
  { page: 'projects/favorites', label: 'workspace.nav.favorites', Icon: Star },
  { page: 'projects/myprojects', label: 'workspace.nav.myProjects', Icon: User },
  { page: 'projects/allprojects', label: 'workspace.nav.allProjects', Icon: Layers },
  { page: 'projects/archive', label: 'workspace.nav.archive', Icon: Archive },
  { page: 'projects/templates', label: 'workspace.nav.templates', Icon: LayoutTemplate },
];

const otherEntries: readonly NavEntry[] = [
  { page: 'users', label: 'workspace.nav.members', Icon: Users },
  { page: 'connectors', label: 'workspace.nav.connectors', Icon: Cable },
  { page: 'logs', label: 'workspace.nav.logs', Icon: ScrollText },
  { page: 'settings', label: 'workspace.nav.settings', Icon: Settings, prefix: true },
  { page: 'ui-kit', label: 'workspace.nav.uiKit', Icon: Component, prefix: true },
];

/** The part of the path below `/{domainName}/`, without a trailing slash. */
function pageOf(pathname: string): string {
  return pathname.split('/').slice(2).join('/').replace(/\/+$/, '');
}

function isActive(entry: NavEntry, page: string): boolean {
  if (page === entry.page || entry.alsoActiveOn?.includes(page)) return true;
  return entry.prefix === true && page.startsWith(`${entry.page}/`);
}

function NavItem({ domainName, entry, page, nested = false }: { domainName: string; entry: NavEntry; page: string; nested?: boolean }) {
  const t = useT();
  const active = isActive(entry, page);
  return (
    <li>
      <Link
        to={workspaceHref(domainName, entry.page)}
        aria-current={active ? 'page' : undefined}
        className={cx(
          'flex items-center gap-2.5 rounded-md text-sm',
          nested ? 'py-1.5 pr-2 pl-9' : 'px-2 py-2',
          active ? 'bg-indigo-50 font-semibold text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          focusRing,
        )}
      >
        <entry.Icon aria-hidden="true" className={cx('shrink-0', nested ? 'size-3.5' : 'size-4', active ? 'text-indigo-600' : 'text-slate-400')} />
        <span className="truncate">{t(entry.label)}</span>
      </Link>
    </li>
  );
}

/** The workspace's pages: Dashboard, Projects with its lists, Members, Connectors, Logs, Settings, UI kit. */
export function WorkspaceNav({ domainName }: { domainName: string }) {
  const t = useT();
  const page = pageOf(useLocation().pathname);
  const inProjects = page === 'projects' || page.startsWith('projects/') || page.startsWith('sd/');
  return (
    <nav aria-label={t('workspace.nav.label')} className="flex flex-col gap-1">
      <ul className="flex flex-col gap-0.5">
        <NavItem domainName={domainName} entry={{ page: 'dashboard', label: 'workspace.nav.dashboard', Icon: LayoutDashboard }} page={page} />
        <li>
          <Link
            to={workspaceHref(domainName, 'projects')}
            className={cx(
              'flex items-center gap-2.5 rounded-md px-2 py-2 text-sm',
              inProjects ? 'font-semibold text-slate-900' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              focusRing,
            )}
          >
            <FolderKanban aria-hidden="true" className={cx('size-4 shrink-0', inProjects ? 'text-indigo-600' : 'text-slate-400')} />
            <span className="truncate">{t('workspace.nav.projects')}</span>
          </Link>
          <ul className="mt-0.5 flex flex-col gap-0.5" aria-label={t('workspace.nav.projectLists')}>
            {projectEntries.map((entry) => (
              <NavItem key={entry.page} domainName={domainName} entry={entry} page={page} nested />
            ))}
          </ul>
        </li>
        {otherEntries.map((entry) => (
          <NavItem key={entry.page} domainName={domainName} entry={entry} page={page} />
        ))}
      </ul>
    </nav>
  );
}
