import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { billingApi, billingKeys } from '../../api/billing-api.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useUserInfo } from '../../auth/use-user-info.ts';
import { useT } from '../../i18n/index.ts';
import { Button, ConfirmDialog, InfoBox, LoadingState, Section, toast } from '../../ui/index.ts';
import { InvitationsTable } from './InvitationsTable.tsx';
import { InviteModal } from './InviteModal.tsx';
import { LoadError } from './LoadError.tsx';
import { MembersTable } from './MembersTable.tsx';
import { SeatUsage } from './SeatUsage.tsx';
import { SettingsFrame } from './SettingsFrame.tsx';
import { useDomainName, useWorkspaceDetail } from '../../workspace/use-workspace-detail.ts';
import { workspaceDetailKey } from '../../workspace/workspace-detail-query.ts';

/**
 * `/{d}/users` and `/{d}/settings/users`: the members and the pending invitations. Owners invite,
 * resend, revoke, change roles and resource types, and remove; any member can leave.
 */
export function MembersPage({ inSettings = false }: { inSettings?: boolean }) {
  const t = useT();
  const domainName = useDomainName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useUserInfo();
  const detail = useWorkspaceDetail();
  const members = useQuery({ queryKey: membersKeys.members(domainName), queryFn: () => membersApi.getMembers(api) });
  const subscription = useQuery({ queryKey: billingKeys.subscription(domainName), queryFn: () => billingApi.getSubscription(api) });
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const isOwner = detail.data?.role === 'owner';
  const deleteModalType = detail.data?.deleteModalType ?? 'yesNo';
  // The last owner cannot leave (the server refuses it): the workspace would have nobody to run it.
  const soleOwner = isOwner && (members.data?.members.filter((m) => m.role === 'owner').length ?? 0) <= 1;

  async function leave() {
    const userId = user.data?.id;
    if (!userId) return;
    try {
      await membersApi.removeMember(api, userId);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(t('settings.members.left', { domain: domainName }));
    queryClient.removeQueries({ queryKey: membersKeys.all(domainName) });
    queryClient.removeQueries({ queryKey: workspaceDetailKey(domainName) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.domains });
    void queryClient.invalidateQueries({ queryKey: queryKeys.userInfo });
    await navigate('/definitions/domain', { replace: true });
  }

  return (
    <SettingsFrame
      title={t('settings.members.title')}
      description={t('settings.members.description', { domain: domainName })}
      crumbs={inSettings ? [] : null}
      actions={
        <>
          {members.data && !soleOwner && (
            <Button variant="secondary" onClick={() => setLeaving(true)} disabled={!user.data}>
              <LogOut aria-hidden="true" className="size-4" />
              {t('settings.members.leave')}
            </Button>
          )}
          {isOwner && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('settings.members.invite')}
            </Button>
          )}
        </>
      }
    >
      {subscription.data && <SeatUsage subscription={subscription.data} />}
      {detail.data && !isOwner && <InfoBox tone="info">{t('settings.members.readOnly')}</InfoBox>}
      {detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}

      {members.isPending && <LoadingState label={t('common.loading')} />}
      {members.isError && <LoadError error={members.error} onRetry={() => void members.refetch()} />}
      {members.data && (
        <>
          <Section title={t('settings.members.membersHeading')}>
            <MembersTable
              domainName={domainName}
              members={members.data.members}
              currentUserId={user.data?.id}
              isOwner={isOwner}
              deleteModalType={deleteModalType}
            />
          </Section>
          <Section title={t('settings.members.invitationsHeading')}>
            <InvitationsTable
              domainName={domainName}
              invitations={members.data.invitations}
              isOwner={isOwner}
              deleteModalType={deleteModalType}
            />
          </Section>
        </>
      )}

      {/* Mounted while open, so each invitation starts from an empty form. */}
      {isOwner && inviting && <InviteModal domainName={domainName} open onOpenChange={setInviting} />}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        type="yesNo"
        itemName={domainName}
        title={t('settings.members.leaveTitle', { domain: domainName })}
        description={t('settings.members.leaveText')}
        onConfirm={leave}
      />
    </SettingsFrame>
  );
}

/** `/{d}/settings/users`: the same page, with the settings breadcrumb. */
export function SettingsMembersPage() {
  return <MembersPage inSettings />;
}
