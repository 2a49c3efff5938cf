import { useQuery } from '@tanstack/react-query';
import type { DomainDetail } from '@tessera/model';
import { Link, useNavigate, useParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { errorMessage } from '../api/api-error.ts';
import { api, storage } from '../api/client.ts';
import { storedKeys } from '../api/stored-keys.ts';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { queryClient, queryKeys } from '../auth/query-client.ts';
import { signOut } from '../auth/session.ts';
import { useUserInfo } from '../auth/use-user-info.ts';
import { Button } from '../ui/Button.tsx';
import { DatabaseIcon, DragIcon } from '../components/icons.tsx';
import { Logo } from '../components/Logo.tsx';
import { InfoBox as Notice } from '../ui/InfoBox.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { getClientConfig } from '../config/client-config.ts';

/**
 * Loads the workspace detail and records it as the stored values of spec §3. On failure the
 * workspace is treated as having domain authorization off and no managed database (spec §4).
 */
async function loadDomainDetail(domainName: string): Promise<DomainDetail> {
  try {
    const detail = await accountsApi.getDomainDetail(api);
    storage.setItem(storedKeys.currentDomain, domainName);
    storage.setItem(storedKeys.domainAuthorizationOn, String(detail.domainAuthorizationOn));
    if (detail.managedDbType) storage.setItem(storedKeys.managedDbType, detail.managedDbType);
    else storage.removeItem(storedKeys.managedDbType);
    return detail;
  } catch (error) {
    storage.setItem(storedKeys.domainAuthorizationOn, 'false');
    storage.removeItem(storedKeys.managedDbType);
    throw error;
  }
}

/** /:domainName/projects: the workspace home (spec §2). Lists of projects come later. */
export function ProjectsPage() {
  const domainName = useParams().domainName ?? '';
  useDocumentTitle(`${domainName} · Projects`);
  const config = getClientConfig();
  const navigate = useNavigate();

  // Three authenticated calls, started together on mount (one shared refresh if the token expired).
  const user = useUserInfo();
  const domains = useQuery({ queryKey: queryKeys.domains, queryFn: () => accountsApi.getDomains(api) });
  const detail = useQuery({ queryKey: queryKeys.domainDetail(domainName), queryFn: () => loadDomainDetail(domainName), retry: false });

  async function onSignOut() {
    await signOut();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-6">
          <Logo branding={config.branding} productName={config.productName} />
          <span className="text-slate-300" aria-hidden="true">
            /
          </span>
          <span className="truncate text-sm font-semibold text-slate-900" data-testid="workspace-name">
            {domainName}
          </span>
          <div className="ml-auto flex items-center gap-3">
            {user.data && (
              <span className="hidden text-sm text-slate-600 sm:inline" data-testid="user-email">
                {user.data.username}
              </span>
            )}
            <Button variant="secondary" className="h-8 px-3" onClick={() => void onSignOut()}>
              Sign out
            </Button>
          </div>
        </div>
      </header>

      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-6 py-8 md:flex-row">
        <nav aria-label="Workspaces" className="flex w-full shrink-0 flex-col gap-2 md:w-60">
          <h2 className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Workspaces</h2>
          {domains.isPending && (
            <div className="flex items-center gap-2 px-2 py-1 text-sm text-slate-500">
              <Spinner /> Loading…
            </div>
          )}
          {domains.isError && <p className="px-2 text-sm text-red-600">{errorMessage(domains.error)}</p>}
          {domains.data && (
            <ul className="flex flex-col gap-0.5">
              {domains.data.map((domain) => {
                const current = domain.domainName === domainName;
                return (
                  <li key={domain.domainName}>
                    <Link
                      to={`/${encodeURIComponent(domain.domainName)}/projects`}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-center gap-2 rounded-md px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 ${
                        current ? 'bg-white font-semibold text-slate-900 shadow-xs ring-1 ring-slate-200' : 'text-slate-600 hover:bg-slate-100'
                      }`}
                    >
                      <span className="flex size-5 items-center justify-center rounded bg-indigo-100 text-[10px] font-bold text-indigo-700 uppercase">
                        {domain.domainName.slice(0, 1)}
                      </span>
                      <span className="truncate">{domain.domainName}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </nav>

        <main className="flex min-w-0 flex-1 flex-col gap-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Projects</h1>
              {!detail.isError && <p className="text-sm text-slate-500">Recent projects in {domainName}</p>}
            </div>
            {detail.data && (
              <dl className="flex items-center gap-4 text-xs text-slate-500" data-testid="domain-detail">
                <div className="flex items-center gap-1.5">
                  <DatabaseIcon className="size-3.5" />
                  <dt className="sr-only">Managed database</dt>
                  <dd>{detail.data.managedDbType ? `Managed database: ${detail.data.managedDbType}` : 'No managed database'}</dd>
                </div>
                <div className="flex items-center gap-1.5">
                  <dt>Domain authorization:</dt>
                  <dd>{detail.data.domainAuthorizationOn ? 'On' : 'Off'}</dd>
                </div>
              </dl>
            )}
          </div>
          {detail.isError && (
            <Notice tone="error" testId="domain-detail-error">
              {`Could not load the workspace details: ${errorMessage(detail.error)}`}
            </Notice>
          )}
          {/* A workspace the user cannot open has no projects to promise: the notice stands alone. */}
          {!detail.isError && (
            <section
              aria-label="Recent projects"
              className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
                <DragIcon className="size-6" />
              </span>
              <h2 className="text-base font-semibold text-slate-900">No recent projects</h2>
              <p className="max-w-sm text-sm text-slate-500">Projects you open in this workspace will show up here.</p>
            </section>
          )}
        </main>
      </div>
    </div>
  );
}
