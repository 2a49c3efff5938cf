import { CircleAlert, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../api/api-error.ts';
import { useT } from '../i18n/index.ts';
import { Button, buttonClasses, Heading, LoadingState } from '../ui/index.ts';

function StatePanel({ icon, title, children, actions }: { icon: ReactNode; title: ReactNode; children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        {icon}
      </span>
      <Heading level={1} look={3}>
        {title}
      </Heading>
      <div role="alert" className="text-sm leading-relaxed text-slate-600">
        {children}
      </div>
      {actions && <div className="flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

/** A workspace that does not exist, or of which the user is not a member (the server's 404). */
export function WorkspaceNotFound({ domainName }: { domainName: string }) {
  const t = useT();
  return (
    <StatePanel
      icon={<SearchX className="size-6" />}
      title={t('workspace.states.notFoundTitle')}
      actions={
        <Link to="/definitions/domain" className={buttonClasses('primary')}>
          {t('workspace.states.goToWorkspaces')}
        </Link>
      }
    >
      {t('workspace.states.notFoundText', { name: domainName })}
    </StatePanel>
  );
}

/** Any other failure to load a workspace or a page's data, with a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <StatePanel
      icon={<CircleAlert className="size-6" />}
      title={title}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {errorMessage(error)}
    </StatePanel>
  );
}

/** While the browser leaves for the workspace's own address (spec §3 redirectDomainToUrl). */
export function RedirectingState({ url }: { url: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2">
      <LoadingState label={t('workspace.states.redirecting')} />
      <a href={url} className="text-sm font-medium text-indigo-600 underline-offset-2 hover:underline">
        {url}
      </a>
    </div>
  );
}
