import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteModalType } from '@tessera/catalog';
import type { PendingInvitation } from '@tessera/model/workspace-api';
import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { billingKeys } from '../../api/billing-api.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, ConfirmDialog, EmptyState, IconButton, toast, Tooltip } from '../../ui/index.ts';
import { tableClasses } from './table-classes.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';

/** The invitations not answered yet, with Resend and Revoke for owners. */
export function InvitationsTable({
  domainName,
  invitations,
  isOwner,
  deleteModalType,
}: {
  domainName: string;
  invitations: readonly PendingInvitation[];
  isOwner: boolean;
  deleteModalType: DeleteModalType;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: membersKeys.members(domainName) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(domainName) });
  };

  const resend = useMutation({
    mutationFn: (invitation: PendingInvitation) => membersApi.resendInvitation(api, invitation.id),
    onSuccess: (_, invitation) => toast.success(t('settings.members.resent', { email: invitation.email })),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });

  async function revoke(invitation: PendingInvitation) {
    try {
      await membersApi.revokeInvitation(api, invitation.id);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(t('settings.members.revoked', { email: invitation.email }));
    refresh();
  }

  if (invitations.length === 0) {
    return (
      <EmptyState
        icon={<MailPlus className="size-6" />}
        title={t('settings.members.noInvitations')}
        text={t('settings.members.noInvitationsHint')}
        className="py-8"
      />
    );
  }

  return (
    <>
      <div className={tableClasses.wrapper}>
        <table className={tableClasses.table} aria-label={t('settings.members.invitationsHeading')}>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.email')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.role')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.resourceType')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.sent')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.expires')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.status')}</th>
              {isOwner && (
                <th scope="col" className={tableClasses.th}>
                  <span className="sr-only">{t('settings.members.columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={tableClasses.body}>
            {invitations.map((invitation) => (
              <tr key={invitation.id} data-testid="invitation-row">
                <td className={`${tableClasses.td} font-medium text-slate-900`}>{invitation.email}</td>
                <td className={tableClasses.td}>{t(`settings.roles.${invitation.role}`)}</td>
                <td className={tableClasses.td}>{t(`settings.resourceTypes.${invitation.resourceType}`)}</td>
                <td className={`${tableClasses.td} tabular-nums whitespace-nowrap`}>{formatDate(invitation.lastSentAt)}</td>
                <td className={`${tableClasses.td} tabular-nums whitespace-nowrap`}>{formatDate(invitation.expiresAt)}</td>
                <td className={tableClasses.td}>
                  <Badge dot tone={invitation.status === 'pending' ? 'warning' : 'danger'}>
                    {t(`settings.members.status.${invitation.status}`)}
                  </Badge>
                </td>
                {isOwner && (
                  <td className={`${tableClasses.td} text-right whitespace-nowrap`}>
                    <div className="flex justify-end gap-1">
                      <Tooltip content={t('settings.members.resend')}>
                        <IconButton
                          size="sm"
                          label={t('settings.members.resendLabel', { email: invitation.email })}
                          icon={<RotateCw aria-hidden="true" className="size-4" />}
                          loading={resend.isPending && resend.variables?.id === invitation.id}
                          onClick={() => resend.mutate(invitation)}
                        />
                      </Tooltip>
                      <Tooltip content={t('settings.members.revoke')}>
                        <IconButton
                          size="sm"
                          variant="danger"
                          label={t('settings.members.revokeLabel', { email: invitation.email })}
                          icon={<X aria-hidden="true" className="size-4" />}
                          onClick={() => setRevoking(invitation)}
                        />
                      </Tooltip>
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {revoking && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRevoking(null)}
          type={deleteModalType}
          itemName={revoking.email}
          title={t('settings.members.revokeTitle', { email: revoking.email })}
          description={t('settings.members.revokeText')}
          onConfirm={() => revoke(revoking)}
        />
      )}
    </>
  );
}
