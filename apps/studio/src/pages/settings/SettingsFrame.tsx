import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useT } from '../../i18n/index.ts';
import { PageHeader, Toaster } from '../../ui/index.ts';
import { useDomainName } from '../../workspace/use-workspace-detail.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/** A step of the breadcrumb above a settings page's title. */
export interface Crumb {
  label: string;
  /** Relative to the workspace (`settings`, `settings/subscriptions`…). */
  to: string;
}

/**
 * The frame of the members, settings, billing and logs pages: a breadcrumb back to the
 * settings home (and any parent page), the page header, and the page's content.
 */
export function SettingsFrame({
  title,
  description,
  actions,
  crumbs = [],
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** Parent pages after "Settings"; none for a top-level page such as the audit log. */
  crumbs?: readonly Crumb[] | null;
  children: ReactNode;
}) {
  const t = useT();
  const domainName = useDomainName();
  useDocumentTitle(`${title} · ${domainName}`);
  const trail: Crumb[] = crumbs === null ? [] : [{ label: t('settings.title'), to: 'settings' }, ...crumbs];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      {trail.length > 0 && (
        <nav aria-label={t('settings.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
            {trail.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1">
                <Link
                  to={workspaceHref(domainName, crumb.to)}
                  className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {crumb.label}
                </Link>
                <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-slate-700">
              {title}
            </li>
          </ol>
        </nav>
      )}
      <PageHeader title={title} description={description} actions={actions} />
      {children}
      <Toaster />
    </div>
  );
}
