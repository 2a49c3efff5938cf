import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Connector } from '@tessera/model/connectors';
import { Cable, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { connectorsApi, connectorsKeys } from '../../api/connectors-api.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, Button, buttonClasses, ConfirmDialog, EmptyState, IconButton, InfoBox, LoadingState, toast } from '../../ui/index.ts';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsFrame } from '../settings/SettingsFrame.tsx';
import { tableClasses } from '../settings/table-classes.ts';
import { addressOf } from './connector-form.ts';
import { ConnectorDialog } from './ConnectorDialog.tsx';
import { requestsHref } from './requests/request-paths.ts';

/** Which dialog is open: the editor (a connector, or null for a new one) or the delete question. */
type OpenDialog = { kind: 'edit'; connector: Connector | null } | { kind: 'delete'; connector: Connector } | null;

/**
 * `/{d}/connectors`: the workspace's connectors to existing databases and REST APIs (name, kind,
 * address, last change), with create, edit and delete. Builders only: a member without a
 * Developer seat is told they need one (the API refuses them every connector route).
 */
export function ConnectorsPage() {
  const t = useT();
  const domainName = useDomainName();
  const detail = useWorkspaceDetail();
  const endUser = detail.data?.resourceType === 'end_user';
  const queryClient = useQueryClient();
  const formatDate = useFormatDate();
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const list = useQuery({
    queryKey: connectorsKeys.list(domainName),
    queryFn: () => connectorsApi.list(api),
    enabled: detail.isSuccess && !endUser,
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });
  const refused = endUser || (list.error instanceof ApiError && list.error.status === 403);
  const connectors = list.data?.connectors ?? [];
  const secretsEnabled = list.data?.secretsEnabled ?? true;
  const newButton = (
    <Button onClick={() => setDialog({ kind: 'edit', connector: null })}>
      <Plus aria-hidden="true" className="size-4" />
      {t('connectors.newConnector')}
    </Button>
  );

  async function remove(connector: Connector) {
    try {
      await connectorsApi.remove(api, connector.id);
      toast.success(t('connectors.deleted', { name: connector.name }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await queryClient.invalidateQueries({ queryKey: connectorsKeys.list(domainName) });
  }

  return (
    <SettingsFrame
      title={t('connectors.title')}
      description={t('connectors.description', { domain: domainName })}
      crumbs={null}
      actions={list.isSuccess && connectors.length > 0 ? newButton : undefined}
    >
      {refused && <InfoBox tone="info" testId="connectors-seat-needed">{t('connectors.seatNeeded')}</InfoBox>}
      {!refused && list.isSuccess && !secretsEnabled && <InfoBox tone="warning">{t('connectors.secretsDisabled')}</InfoBox>}
      {!refused && (detail.isPending || list.isPending) && <LoadingState label={t('common.loading')} />}
      {!refused && list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && connectors.length === 0 && (
        <EmptyState icon={<Cable className="size-6" />} title={t('connectors.emptyTitle')} text={t('connectors.emptyText')} action={newButton} />
      )}
      {connectors.length > 0 && (
        <div className={tableClasses.wrapper} aria-busy={list.isFetching || undefined}>
          <table className={tableClasses.table} aria-label={t('connectors.title')}>
            <thead className={tableClasses.head}>
              <tr>
                <th scope="col" className={tableClasses.th}>{t('connectors.columns.name')}</th>
                <th scope="col" className={tableClasses.th}>{t('connectors.columns.kind')}</th>
                <th scope="col" className={tableClasses.th}>{t('connectors.columns.address')}</th>
                <th scope="col" className={tableClasses.th}>{t('connectors.columns.updated')}</th>
                <th scope="col" className={tableClasses.th}>
                  <span className="sr-only">{t('connectors.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className={tableClasses.body}>
              {connectors.map((connector) => (
                <tr key={connector.id} data-testid="connector-row" data-kind={connector.kind}>
                  <td className={`${tableClasses.td} font-medium text-slate-900`}>{connector.name}</td>
                  <td className={tableClasses.td}>
                    <Badge tone={connector.kind === 'rest' ? 'info' : 'neutral'}>{t(`connectors.kinds.${connector.kind}`)}</Badge>
                  </td>
                  <td className={`${tableClasses.td} max-w-80 truncate font-mono text-xs`} title={addressOf(connector)}>
                    {addressOf(connector)}
                  </td>
                  <td className={`${tableClasses.td} tabular-nums whitespace-nowrap text-slate-500`}>
                    <time dateTime={connector.updatedAt}>{formatDate(connector.updatedAt)}</time>
                  </td>
                  <td className={`${tableClasses.td} text-right whitespace-nowrap`}>
                    {connector.kind === 'rest' && (
                      <Link
                        to={requestsHref(domainName, connector.id)}
                        aria-label={t('restRequests.openRequestsOf', { name: connector.name })}
                        className={buttonClasses('secondary', 'mr-1 gap-1.5', 'sm')}
                      >
                        <Send aria-hidden="true" className="size-3.5" />
                        {t('restRequests.openRequests')}
                      </Link>
                    )}
                    <IconButton
                      size="sm"
                      label={t('connectors.edit', { name: connector.name })}
                      icon={<Pencil aria-hidden="true" className="size-4" />}
                      onClick={() => setDialog({ kind: 'edit', connector })}
                    />
                    <IconButton
                      size="sm"
                      variant="danger"
                      label={t('connectors.delete', { name: connector.name })}
                      icon={<Trash2 aria-hidden="true" className="size-4" />}
                      onClick={() => setDialog({ kind: 'delete', connector })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'edit' && (
        <ConnectorDialog domainName={domainName} connector={dialog.connector} secretsEnabled={secretsEnabled} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          type={detail.data?.deleteModalType ?? 'yesNo'}
          itemName={dialog.connector.name}
          title={t('connectors.deleteTitle', { name: dialog.connector.name })}
          description={t('connectors.deleteText')}
          onConfirm={() => remove(dialog.connector)}
        />
      )}
    </SettingsFrame>
  );
}
