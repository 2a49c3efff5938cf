import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { workspaceHref } from '../../../workspace/workspace-paths.ts';

/** The link above a requests page back to where it was opened from: the connectors, or a connector's requests. */
export function BackLink({ domainName, to, label }: { domainName: string; to?: string; label?: string }) {
  const t = useT();
  return (
    <Link
      to={to ?? workspaceHref(domainName, 'connectors')}
      className="-mb-3 inline-flex w-fit items-center gap-1 rounded text-sm text-slate-500 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <ChevronLeft aria-hidden="true" className="size-4" />
      {label ?? t('restRequests.backToConnectors')}
    </Link>
  );
}
