import { useQueryClient } from '@tanstack/react-query';
import { type UserInfo } from '@tessera/model';
import { createDomainRequestSchema } from '@tessera/model/workspace-api';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { workspacesApi } from '../../api/workspaces-api.ts';
import { useSchemaForm } from '../../hooks/use-schema-form.ts';
import { queryKeys } from '../../auth/query-client.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Input } from '../../ui/index.ts';
import { workspaceHref } from '../../workspace/workspace-paths.ts';

/**
 * Creates a workspace (POST /api/domains; the server makes it the last used one) and opens its projects. The name follows
 * the model's rules (checked here with the same messages); a taken name (409) is shown under the
 * field.
 */
export function CreateWorkspaceForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting, setError } = useSchemaForm(createDomainRequestSchema, { name: '' });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    let created: string;
    try {
      created = (await workspacesApi.create(api, name)).domainName;
    } catch (error) {
      // A taken (409) or reserved (400, "name: …") name is an answer about the field.
      if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setError('name', error.message.replace(/^name:\s*/, ''));
      else setFormError(errorMessage(error));
      return;
    }
    // The server made the new workspace the user's last used one (where the next sign-in lands).
    client.setQueryData<UserInfo>(queryKeys.userInfo, (user) => (user ? { ...user, lastUsedDomainName: created } : user));
    await client.invalidateQueries({ queryKey: queryKeys.domains });
    await navigate(workspaceHref(created, 'projects'));
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('workspace.workspaces.createTitle')} className="flex flex-col gap-4">
      {formError && <InfoBox tone="error">{formError}</InfoBox>}
      <Input
        label={t('workspace.workspaces.nameLabel')}
        description={t('workspace.workspaces.nameHint')}
        placeholder={t('workspace.workspaces.namePlaceholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        {...field('name')}
      />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {t('workspace.workspaces.create')}
        </Button>
      </div>
    </form>
  );
}
