import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { restRequestsApi, restRequestsKeys } from '../../../api/rest-requests-api.ts';
import { useT } from '../../../i18n/index.ts';
import { InfoBox, LoadingState } from '../../../ui/index.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';
import { LoadError } from '../../settings/LoadError.tsx';
import { SettingsFrame } from '../../settings/SettingsFrame.tsx';
import { BackLink } from './BackLink.tsx';
import { requestsHref } from './request-paths.ts';
import { RequestEditor } from './RequestEditor.tsx';
import { useRestConnector } from './use-rest-connector.ts';

/**
 * `/{d}/connectors/{connectorId}/requests/{requestId}` (or `…/new`): one request of a REST
 * connector in its editor, deep-linkable; the editor starts once the connector and the request
 * are loaded.
 */
export function RestRequestEditorPage() {
  const t = useT();
  const domainName = useDomainName();
  const params = useParams();
  const connectorId = params.connectorId ?? '';
  const requestId = params.requestId ?? null;
  const { list: connectors, connector, missing, notRest } = useRestConnector(connectorId);
  const request = useQuery({
    queryKey: restRequestsKeys.one(domainName, connectorId, requestId ?? ''),
    queryFn: () => restRequestsApi.get(api, connectorId, requestId ?? ''),
    enabled: connector !== null && requestId !== null,
    retry: (count, error) => !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 2,
  });
  const gone = request.error instanceof ApiError && request.error.status === 404;
  const ready = connector !== null && (requestId === null || request.isSuccess);
  const title = requestId === null ? t('restRequests.editor.newTitle') : (request.data?.name ?? t('common.loading'));

  return (
    <SettingsFrame title={title} description={connector?.name} crumbs={null}>
      <BackLink domainName={domainName} to={requestsHref(domainName, connectorId)} label={t('restRequests.title', { name: connector?.name ?? '…' })} />
      {!ready && !connectors.isError && !missing && !notRest && !request.isError && <LoadingState label={t('common.loading')} />}
      {connectors.isError && <LoadError error={connectors.error} onRetry={() => void connectors.refetch()} />}
      {missing && <InfoBox tone="warning">{t('restRequests.notFound')}</InfoBox>}
      {notRest && <InfoBox tone="info">{t('restRequests.notRest')}</InfoBox>}
      {gone && <InfoBox tone="warning">{t('restRequests.requestMissing')}</InfoBox>}
      {request.isError && !gone && <LoadError error={request.error} onRetry={() => void request.refetch()} />}
      {ready && <RequestEditor key={requestId ?? 'new'} connector={connector} request={request.data ?? null} />}
    </SettingsFrame>
  );
}
