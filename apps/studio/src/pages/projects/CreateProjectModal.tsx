import { createProjectRequestSchema, type Project } from '@tessera/model/workspace-api';
import { Globe, Smartphone, Tablet } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { projectsApi } from '../../api/projects-api.ts';
import { useSchemaForm } from '../../hooks/use-schema-form.ts';
import { useT } from '../../i18n/index.ts';
import { Button, Checkbox, InfoBox, Input, Modal } from '../../ui/index.ts';
import { defaultTargets, type ProjectTargets } from './project-templates.ts';

/**
 * "New project": a name and at least one target (Web, Android, iOS). A refusal of the server,
 * such as the plan's mobile-app limit, is shown in the modal. Mount it while creating.
 */
export function CreateProjectModal({
  targets = defaultTargets,
  onCreated,
  onClose,
}: {
  /** The targets ticked at first (a template's). */
  targets?: ProjectTargets;
  onCreated: (project: Project | null, name: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, checkbox, handleSubmit, isSubmitting, setError } = useSchemaForm(createProjectRequestSchema, { name: '', ...targets });
  const targetsError = field('supportWeb').error;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const project = await projectsApi.create(api, values);
      onCreated(project, values.name);
    } catch (error) {
      // A name already used in the workspace (409) is an answer about the field.
      if (error instanceof ApiError && error.status === 409) setError('name', error.message);
      else setFormError(errorMessage(error));
    }
  });

  // The rule 'at least one target' is reported under the whole group, not under Web.
  const { error: _webError, ...web } = checkbox('supportWeb');
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('workspace.projects.create.title')}
      description={t('workspace.projects.create.description')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('workspace.projects.create.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={t('workspace.projects.create.title')}>
        {formError && <InfoBox tone="error" testId="create-project-error">{formError}</InfoBox>}
        <Input
          label={t('workspace.projects.fields.name')}
          placeholder={t('workspace.projects.create.namePlaceholder')}
          autoComplete="off"
          autoFocus
          maxLength={80}
          {...field('name')}
        />
        <fieldset className="flex flex-col gap-3" aria-describedby={targetsError ? `${formId}-targets-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('workspace.projects.fields.targets')}</legend>
          <TargetOption icon={<Globe className="size-4" />}>
            <Checkbox label={t('workspace.projects.targets.web')} description={t('workspace.projects.create.webHint')} {...web} />
          </TargetOption>
          <TargetOption icon={<Smartphone className="size-4" />}>
            <Checkbox label={t('workspace.projects.targets.android')} description={t('workspace.projects.create.androidHint')} {...checkbox('supportAndroid')} />
          </TargetOption>
          <TargetOption icon={<Tablet className="size-4" />}>
            <Checkbox label={t('workspace.projects.targets.ios')} description={t('workspace.projects.create.iosHint')} {...checkbox('supportIOS')} />
          </TargetOption>
          {targetsError && (
            <p id={`${formId}-targets-error`} role="alert" className="text-xs font-medium text-red-600">
              {targetsError}
            </p>
          )}
        </fieldset>
      </form>
    </Modal>
  );
}

function TargetOption({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
      <span aria-hidden="true" className="mt-0.5 text-slate-400">
        {icon}
      </span>
      <div className="flex-1">{children}</div>
    </div>
  );
}
