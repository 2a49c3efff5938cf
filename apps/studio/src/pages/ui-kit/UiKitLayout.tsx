import { NavLink, Outlet, useParams } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { cx, focusRing, Toaster } from '../../ui/index.ts';
import { uiKitPages, uiKitPath } from './ui-kit-pages.ts';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap transition-colors',
    focusRing,
    isActive ? 'bg-indigo-50 font-medium text-indigo-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The frame of the UI kit pages: their own sub-navigation (a column on wide screens, a
 * scrolling row on narrow ones) and the toast container the demos use. The language is the
 * user's preference (settings → preferences), like everywhere in the workspace.
 */
export function UiKitLayout() {
  const t = useT();
  const { domainName = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:gap-10 lg:px-8 lg:py-8">
      <aside className="flex shrink-0 flex-col gap-5 lg:sticky lg:top-6 lg:w-52 lg:self-start">
        <nav aria-label={t('uiKit.navLabel')} className="-mx-1 overflow-x-auto px-1 pb-1 lg:overflow-visible">
          <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block">{t('uiKit.title')}</p>
          <ul className="flex gap-1 lg:flex-col lg:gap-0.5">
            <li>
              <NavLink end to={uiKitPath(domainName)} className={linkClasses}>
                {t('uiKit.overview')}
              </NavLink>
            </li>
            {uiKitPages.map((page) => (
              <li key={page.slug}>
                <NavLink to={uiKitPath(domainName, page.slug)} className={linkClasses}>
                  {t(`uiKit.pages.${page.key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="min-w-0 flex-1 lg:max-w-4xl">
        <Outlet />
      </div>
      <Toaster />
    </div>
  );
}
