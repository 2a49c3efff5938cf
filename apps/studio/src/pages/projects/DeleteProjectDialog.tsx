import type { Project } from '@tessera/model/workspace-api';
import type { DeleteModalType } from '@tessera/catalog';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { ConfirmDialog, toast } from '../../ui/index.ts';

/**
 * Asks before deleting a project, in the workspace's style (spec §3 deleteModalType): Yes/No, or
 * typing the project's name, which is then sent as `confirmName` for the server to check too.
 */
export function DeleteProjectDialog({
  project,
  type,
  onDelete,
  onClose,
}: {
  project: Project;
  type: DeleteModalType;
  onDelete: (project: Project, confirmName: string | undefined) => Promise<void>;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      type={type}
      itemName={project.name}
      title={t('workspace.projects.delete.title', { name: project.name })}
      description={t('workspace.projects.delete.description')}
      onConfirm={async () => {
        try {
          await onDelete(project, type === 'confirm' ? project.name : undefined);
        } catch (error) {
          // The dialog closes; the refusal stays on screen as a toast.
          toast.error(errorMessage(error));
        }
      }}
    />
  );
}
