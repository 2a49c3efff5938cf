import { renameProjectRequestSchema, type Project } from '@tessera/model/workspace-api';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { useSchemaForm } from '../../hooks/use-schema-form.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Input, Modal } from '../../ui/index.ts';

/** Renames a project; mount it while renaming (it starts with the current name). */
export function RenameProjectModal({
  project,
  onRename,
  onClose,
}: {
  project: Project;
  onRename: (project: Project, name: string) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { field, handleSubmit, isSubmitting, setError } = useSchemaForm(renameProjectRequestSchema, { name: project.name });

  const onSubmit = handleSubmit(async ({ name }) => {
    setFormError(null);
    if (name === project.name) {
      onClose();
      return;
    }
    try {
      await onRename(project, name);
      onClose();
    } catch (error) {
      // A name already used in the workspace (409) is an answer about the field.
      if (error instanceof ApiError && error.status === 409) setError('name', error.message);
      else setFormError(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('workspace.projects.rename.title')}
      description={t('workspace.projects.rename.description', { name: project.name })}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError && <InfoBox tone="error">{formError}</InfoBox>}
        <Input label={t('workspace.projects.fields.name')} autoComplete="off" autoFocus maxLength={80} {...field('name')} />
      </form>
    </Modal>
  );
}
