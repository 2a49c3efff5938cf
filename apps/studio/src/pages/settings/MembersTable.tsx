import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteModalType, DomainRole, ResourceType } from '@tessera/catalog';
import type { Member } from '@tessera/model/workspace-api';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { billingKeys } from '../../api/billing-api.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';
import { useT } from '../../i18n/index.ts';
import { Badge, ConfirmDialog, IconButton, Select, toast, Tooltip } from '../../ui/index.ts';
import { memberName } from './member-name.ts';
import { tableClasses } from './table-classes.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';

/**
 * The members of the workspace. Owners change another member's role and resource type inline
 * and remove members (after the workspace's delete dialog); everyone else reads.
 */
export function MembersTable({
  domainName,
  members,
  currentUserId,
  isOwner,
  deleteModalType,
}: {
  domainName: string;
  members: readonly Member[];
  currentUserId: string | undefined;
  isOwner: boolean;
  deleteModalType: DeleteModalType;
}) {
  const t = useT();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<Member | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: membersKeys.members(domainName) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(domainName) });
  };

  const update = useMutation({
    mutationFn: (input: { member: Member; role?: DomainRole; resourceType?: ResourceType }) =>
      membersApi.updateMember(api, input.member.userId, {
        ...(input.role ? { role: input.role } : {}),
        ...(input.resourceType ? { resourceType: input.resourceType } : {}),
      }),
    onSuccess: (_, input) => toast.success(t('settings.members.updated', { name: memberName(input.member) })),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: refresh,
  });

  async function remove(member: Member) {
    try {
      await membersApi.removeMember(api, member.userId);
    } catch (error) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(t('settings.members.removed', { name: memberName(member) }));
    refresh();
  }

  const roleOptions = [
    { value: 'owner', label: t('settings.roles.owner') },
    { value: 'developer', label: t('settings.roles.developer') },
  ];
  const typeOptions = [
    { value: 'developer', label: t('settings.resourceTypes.developer') },
    { value: 'end_user', label: t('settings.resourceTypes.end_user') },
  ];

  return (
    <>
      <div className={tableClasses.wrapper}>
        <table className={tableClasses.table} aria-label={t('settings.members.membersHeading')}>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.name')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.email')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.role')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.resourceType')}</th>
              <th scope="col" className={tableClasses.th}>{t('settings.members.columns.joined')}</th>
              {isOwner && (
                <th scope="col" className={tableClasses.th}>
                  <span className="sr-only">{t('settings.members.columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className={tableClasses.body}>
            {members.map((member) => {
              const name = memberName(member);
              const self = member.userId === currentUserId;
              const editable = isOwner && !self;
              const busy = update.isPending && update.variables?.member.userId === member.userId;
              return (
                <tr key={member.userId} data-testid="member-row">
                  <td className={tableClasses.td}>
                    <span className="flex items-center gap-2 font-medium whitespace-nowrap text-slate-900">
                      {name}
                      {self && (
                        <Badge size="sm" tone="indigo">
                          {t('settings.members.you')}
                        </Badge>
                      )}
                    </span>
                  </td>
                  <td className={tableClasses.td}>{member.username}</td>
                  <td className={tableClasses.td}>
                    {editable ? (
                      <Select
                        label={t('settings.members.roleOf', { name })}
                        hideLabel
                        className="w-32"
                        value={member.role}
                        disabled={busy}
                        options={roleOptions}
                        onValueChange={(value) => update.mutate({ member, role: value as DomainRole })}
                      />
                    ) : (
                      <Badge tone={member.role === 'owner' ? 'indigo' : 'neutral'}>{t(`settings.roles.${member.role}`)}</Badge>
                    )}
                  </td>
                  <td className={tableClasses.td}>
                    {editable ? (
                      <Select
                        label={t('settings.members.resourceTypeOf', { name })}
                        hideLabel
                        className="w-32"
                        value={member.resourceType}
                        disabled={busy}
                        options={typeOptions}
                        onValueChange={(value) => update.mutate({ member, resourceType: value as ResourceType })}
                      />
                    ) : (
                      t(`settings.resourceTypes.${member.resourceType}`)
                    )}
                  </td>
                  <td className={`${tableClasses.td} tabular-nums whitespace-nowrap`}>{formatDate(member.joinedAt, { withTime: false })}</td>
                  {isOwner && (
                    <td className={`${tableClasses.td} text-right`}>
                      {editable && (
                        <Tooltip content={t('settings.members.remove')}>
                          <IconButton
                            size="sm"
                            variant="danger"
                            label={t('settings.members.removeLabel', { name })}
                            icon={<Trash2 aria-hidden="true" className="size-4" />}
                            onClick={() => setRemoving(member)}
                          />
                        </Tooltip>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRemoving(null)}
          type={deleteModalType}
          itemName={removing.username}
          title={t('settings.members.removeTitle', { name: memberName(removing), domain: domainName })}
          description={t('settings.members.removeText')}
          onConfirm={() => remove(removing)}
        />
      )}
    </>
  );
}
