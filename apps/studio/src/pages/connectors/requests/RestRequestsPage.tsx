import { useQuery } from '@tanstack/react-query';
import { Plus, Send } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { api } from '../../../api/client.ts';
import { restRequestsApi, restRequestsKeys } from '../../../api/rest-requests-api.ts';
import { useFormatDate } from '../../../hooks/use-date-format.ts';
import { useT } from '../../../i18n/index.ts';
import { buttonClasses, EmptyState, InfoBox, LoadingState } from '../../../ui/index.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';
import { LoadError } from '../../settings/LoadError.tsx';
import { SettingsFrame } from '../../settings/SettingsFrame.tsx';
import { tableClasses } from '../../settings/table-classes.ts';
import { BackLink } from './BackLink.tsx';
import { MethodBadge } from './MethodBadge.tsx';
import { requestHref } from './request-paths.ts';
import { useRestConnector } from './use-rest-connector.ts';

/**
 * `/{d}/connectors/{connectorId}/requests`: a REST connector's named requests (method, name, path,
 * last change), each opening its editor, and New request.
 */
export function RestRequestsPage() {
  const t = useT();
  const domainName = useDomainName();
  const formatDate = useFormatDate();
  const connectorId = useParams().connectorId ?? '';
  const { list: connectors, connector, missing, notRest } = useRestConnector(connectorId);
  const requests = useQuery({
    queryKey: restRequestsKeys.list(domainName, connectorId),
    queryFn: () => restRequestsApi.list(api, connectorId),
    enabled: connector !== null,
  });
  const rows = requests.data?.requests ?? [];
  const newLink = (
    <Link to={requestHref(domainName, connectorId, null)} className={buttonClasses('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      {t('restRequests.newRequest')}
    </Link>
  );

  return (
    <SettingsFrame
      title={t('restRequests.title', { name: connector?.name ?? '…' })}
      description={connector ? t('restRequests.description', { baseUrl: connector.settings.baseUrl }) : undefined}
      crumbs={null}
      actions={requests.isSuccess && rows.length > 0 ? newLink : undefined}
    >
      <BackLink domainName={domainName} />
      {(connectors.isPending || requests.isPending) && !connectors.isError && !missing && !notRest && <LoadingState label={t('common.loading')} />}
      {connectors.isError && <LoadError error={connectors.error} onRetry={() => void connectors.refetch()} />}
      {missing && <InfoBox tone="warning">{t('restRequests.notFound')}</InfoBox>}
      {notRest && <InfoBox tone="info">{t('restRequests.notRest')}</InfoBox>}
      {requests.isError && <LoadError error={requests.error} onRetry={() => void requests.refetch()} />}
      {requests.isSuccess && rows.length === 0 && (
        <EmptyState icon={<Send className="size-6" />} title={t('restRequests.emptyTitle')} text={t('restRequests.emptyText')} action={newLink} />
      )}
      {rows.length > 0 && (
        <div className={tableClasses.wrapper} aria-busy={requests.isFetching || undefined}>
          <table className={tableClasses.table} aria-label={t('restRequests.title', { name: connector?.name ?? '' })}>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>{t('restRequests.columns.method')}</th>
                <th scope="col" className={tableClasses.th}>{t('restRequests.columns.name')}</th>
                <th scope="col" className={tableClasses.th}>{t('restRequests.columns.path')}</th>
                <th scope="col" className={tableClasses.th}>{t('restRequests.columns.updated')}</th>
              </tr>
            </thead>
            <tbody className={tableClasses.body}>
              {rows.map((request) => (
                <tr key={request.id} data-testid="rest-request-row">
                  <td className={tableClasses.td}>
                    <MethodBadge method={request.method} />
                  </td>
                  <td className={`${tableClasses.td} font-medium text-slate-900`}>
                    <Link
                      to={requestHref(domainName, connectorId, request.id)}
                      className="rounded hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                    >
                      {request.name}
                    </Link>
                  </td>
                  <td className={`${tableClasses.td} max-w-96 truncate font-mono text-xs`} title={request.path}>
                    {request.path}
                  </td>
                  <td className={`${tableClasses.td} tabular-nums whitespace-nowrap text-slate-500`}>
                    <time dateTime={request.updatedAt}>{formatDate(request.updatedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SettingsFrame>
  );
}
