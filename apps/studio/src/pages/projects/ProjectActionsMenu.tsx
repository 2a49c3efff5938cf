import type { Project } from '@tessera/model/workspace-api';
import { Archive, ArchiveRestore, Copy, ExternalLink, MoreHorizontal, Pencil, Trash2, Users } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { DropdownMenu, IconButton, type MenuEntry } from '../../ui/index.ts';

/** What the menu of a project can ask for; the owner of the dialogs decides how. */
export interface ProjectCommands {
  open?: (project: Project) => void;
  rename: (project: Project) => void;
  duplicate?: (project: Project) => void;
  /** Opens the page of the project app's end users (needs a Developer seat). */
  endUsers?: (project: Project) => void;
  archive: (project: Project) => void;
  restore: (project: Project) => void;
  delete: (project: Project) => void;
  /** Whether Delete is offered enabled for this project. */
  canDelete?: (project: Project) => boolean;
  /**
   * Whether the user may build apps (false for an End User): if not, Rename, Duplicate, Archive,
   * Restore and Delete are offered disabled, with a note saying why. Open stays.
   */
  canBuild?: boolean;
}

/** The "…" menu of a project: Open, Rename, Duplicate, End users, Archive or Restore, Delete. */
export function ProjectActionsMenu({ project, commands, busy = false }: { project: Project; commands: ProjectCommands; busy?: boolean }) {
  const t = useT();
  const archived = project.archivedAt !== null;
  const locked = commands.canBuild === false;
  const items: MenuEntry[] = [];
  if (commands.open) {
    const open = commands.open;
    items.push({ id: 'open', icon: <ExternalLink />, label: t('workspace.projects.actions.open'), onSelect: () => open(project) });
  }
  items.push({ id: 'rename', icon: <Pencil />, label: t('workspace.projects.actions.rename'), disabled: locked, onSelect: () => commands.rename(project) });
  if (commands.duplicate) {
    const duplicate = commands.duplicate;
    items.push({ id: 'duplicate', icon: <Copy />, label: t('workspace.projects.actions.duplicate'), disabled: locked, onSelect: () => duplicate(project) });
  }
  if (commands.endUsers) {
    const endUsers = commands.endUsers;
    items.push({ id: 'end-users', icon: <Users />, label: t('endUsers.openEndUsers'), disabled: locked, onSelect: () => endUsers(project) });
  }
  items.push(
    archived
      ? { id: 'restore', icon: <ArchiveRestore />, label: t('workspace.projects.actions.restore'), disabled: locked, onSelect: () => commands.restore(project) }
      : { id: 'archive', icon: <Archive />, label: t('workspace.projects.actions.archive'), disabled: locked, onSelect: () => commands.archive(project) },
    { type: 'separator', id: 'separator' },
    {
      id: 'delete',
      icon: <Trash2 />,
      label: t('common.delete'),
      danger: true,
      disabled: locked || (commands.canDelete ? !commands.canDelete(project) : false),
      onSelect: () => commands.delete(project),
    },
  );
  if (locked) {
    items.push({
      type: 'label',
      id: 'developer-seat',
      label: <span className="block max-w-56 font-normal">{t('workspace.projects.developerSeatNeeded')}</span>,
    });
  }
  return (
    <DropdownMenu
      align="end"
      items={items}
      trigger={
        <IconButton
          size="sm"
          loading={busy}
          label={t('workspace.projects.actions.menu', { name: project.name })}
          icon={<MoreHorizontal aria-hidden="true" className="size-4" />}
        />
      }
    />
  );
}
