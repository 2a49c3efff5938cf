import { useQueryClient } from '@tanstack/react-query';
import type { DomainRole, ResourceType } from '@tessera/catalog';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { billingKeys } from '../../api/billing-api.ts';
import { membersApi, membersKeys } from '../../api/members-api.ts';
import { useSchemaForm } from '../../hooks/use-schema-form.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Input, Modal, Select, toast } from '../../ui/index.ts';

/**
 * The invite dialog of the members page (owners): email, role and resource type. A refusal of the
 * server (the plan's allowance, an existing member, an open invitation) stays in the dialog.
 */
export function InviteModal({ domainName, open, onOpenChange }: { domainName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<DomainRole>('developer');
  const [resourceType, setResourceType] = useState<ResourceType>('developer');
  const [refusal, setRefusal] = useState<string | null>(null);
  const formId = 'invite-member-form';

  const schema = useMemo(
    () =>
      z.object({
        email: z.string().check(
          z.trim(),
          z.minLength(1, t('settings.members.inviteModal.emailRequired')),
          z.maxLength(254, t('settings.members.inviteModal.emailInvalid')),
          z.email(t('settings.members.inviteModal.emailInvalid')),
        ),
      }),
    [t],
  );
  const form = useSchemaForm(schema, { email: '' });

  function close(next: boolean) {
    if (!next) setRefusal(null);
    onOpenChange(next);
  }

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal(null);
    try {
      await membersApi.invite(api, { email, role, resourceType });
    } catch (error) {
      setRefusal(errorMessage(error));
      return;
    }
    toast.success(t('settings.members.inviteModal.sent', { email }));
    void queryClient.invalidateQueries({ queryKey: membersKeys.members(domainName) });
    void queryClient.invalidateQueries({ queryKey: billingKeys.subscription(domainName) });
    close(false);
  });

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('settings.members.inviteModal.title', { domain: domainName })}
      description={t('settings.members.inviteModal.description')}
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={form.isSubmitting}>
            {t('settings.members.inviteModal.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {refusal && <InfoBox tone="error">{refusal}</InfoBox>}
        <Input
          label={t('settings.members.inviteModal.email')}
          type="email"
          autoComplete="off"
          placeholder={t('settings.members.inviteModal.emailPlaceholder')}
          required
          autoFocus
          {...form.field('email')}
        />
        <Select
          label={t('settings.members.inviteModal.role')}
          description={t('settings.members.inviteModal.roleHint')}
          value={role}
          onValueChange={(value) => setRole(value as DomainRole)}
          options={[
            { value: 'developer', label: t('settings.roles.developer') },
            { value: 'owner', label: t('settings.roles.owner') },
          ]}
        />
        <Select
          label={t('settings.members.inviteModal.resourceType')}
          description={t('settings.members.inviteModal.resourceTypeHint')}
          value={resourceType}
          onValueChange={(value) => setResourceType(value as ResourceType)}
          options={[
            { value: 'developer', label: t('settings.resourceTypes.developer') },
            { value: 'end_user', label: t('settings.resourceTypes.end_user') },
          ]}
        />
      </form>
    </Modal>
  );
}
