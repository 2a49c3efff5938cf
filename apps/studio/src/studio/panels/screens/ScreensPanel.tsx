import type { CreateScreenRequest, ScreenSummary } from '@tessera/model/workspace-api';
import { Files } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { ConfirmDialog, cx, EmptyState } from '../../../ui/index.ts';
import { panelHeading } from '../panel-classes.ts';
import { useLatestCallback } from '../use-latest-callback.ts';
import { groupScreens } from './group-screens.ts';
import { NewScreenMenu } from './NewScreenMenu.tsx';
import { createScreenRequest, type ScreenCatalogueEntry } from './screen-catalogue.ts';
import { ScreenNameModal } from './ScreenNameModal.tsx';
import { ScreenRow, type ScreenRowCommands } from './ScreenRow.tsx';

/** Props of {@link ScreensPanel}. */
export interface ScreensPanelProps {
  /** The project's screens in position order. */
  screens: ScreenSummary[];
  openScreenId: string | null;
  startScreenId: string | null;
  /** A screen change is in flight: the New button spins and editing commands wait. */
  busy?: boolean;
  /** The user may not change screens (opening stays allowed). */
  disabled?: boolean;
  onOpen(id: string): void;
  /**
   * Resolves the error to show under the name (the plan's screen allowance, a name already taken),
   * or `null` when created; the name dialog stays open, with the name, until then.
   */
  onCreate(request: CreateScreenRequest): Promise<string | null>;
  /** Resolves the error to show under the name (a name already taken), or `null` when renamed. */
  onRename(id: string, name: string): Promise<string | null>;
  onDuplicate(id: string): void;
  onDelete(id: string): void;
  onSetStart(id: string): void;
}

/**
 * The project's screens grouped by kind (screens, master screens, then report and component
 * screens), the start screen marked and the open one highlighted; a "New" menu with the screen
 * creation catalogue, and per screen: rename, duplicate, set as start screen, delete.
 */
export function ScreensPanel({
  screens,
  openScreenId,
  startScreenId,
  busy = false,
  disabled = false,
  onOpen,
  onCreate,
  onRename,
  onDuplicate,
  onDelete,
  onSetStart,
}: ScreensPanelProps) {
  const t = useT();
  const groups = useMemo(() => groupScreens(screens), [screens]);
  // A lone group of plain screens needs no title under the panel's own "Screens".
  const titled = groups.length > 1 || groups[0]?.kind !== 'screen';
  const [creating, setCreating] = useState<ScreenCatalogueEntry | null>(null);
  const [renaming, setRenaming] = useState<ScreenSummary | null>(null);
  const [deleting, setDeleting] = useState<ScreenSummary | null>(null);
  const locked = disabled || busy;

  const open = useLatestCallback(onOpen);
  const duplicate = useLatestCallback(onDuplicate);
  const setStart = useLatestCallback(onSetStart);
  // Stable commands, so a row re-renders only when its own screen or state changes.
  const commands = useMemo<ScreenRowCommands>(
    () => ({ open, rename: setRenaming, duplicate, setStart, remove: setDeleting }),
    [open, duplicate, setStart],
  );

  const newMenu = <NewScreenMenu busy={busy} disabled={disabled} onChoose={setCreating} />;

  return (
    <div data-testid="screens-panel" className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <h2 className={panelHeading}>{t('studioPanels.screens.title')}</h2>
        {screens.length > 0 && newMenu}
      </div>
      {screens.length === 0 ? (
        <div className="px-3 pb-3">
          <EmptyState icon={<Files className="size-5" />} title={t('studioPanels.screens.emptyTitle')} text={t('studioPanels.screens.emptyText')} action={newMenu} />
        </div>
      ) : (
        <nav aria-label={t('studioPanels.screens.list')} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-1.5 pb-2">
          {groups.map((group) => (
            <section key={group.kind} aria-labelledby={titled ? `screens-group-${group.kind}` : undefined} className="flex flex-col gap-0.5">
              {titled && (
                <h3 id={`screens-group-${group.kind}`} className={cx(panelHeading, 'px-1.5 text-[10px]')}>
                  {t(`studioPanels.screens.groups.${group.kind}`)}
                </h3>
              )}
              <ul className="flex flex-col gap-px" data-testid={`screens-group-${group.kind}`}>
                {group.screens.map((screen) => (
                  <ScreenRow
                    key={screen.id}
                    screen={screen}
                    open={screen.id === openScreenId}
                    start={screen.id === startScreenId}
                    locked={locked}
                    commands={commands}
                  />
                ))}
              </ul>
            </section>
          ))}
        </nav>
      )}
      {creating && (
        <ScreenNameModal
          title={t(`studioPanels.screens.createTitle.${creating.kind}`)}
          description={t('studioPanels.screens.createDescription', { template: t(`studioPanels.screens.templates.${creating.template}`) })}
          initialName=""
          submitLabel={t('studioPanels.screens.create')}
          onClose={() => setCreating(null)}
          onSubmit={(name) => onCreate(createScreenRequest(creating, name))}
        />
      )}
      {renaming && (
        <ScreenNameModal
          title={t('studioPanels.screens.renameTitle')}
          initialName={renaming.name}
          submitLabel={t('common.save')}
          onClose={() => setRenaming(null)}
          onSubmit={(name) => (name === renaming.name ? null : onRename(renaming.id, name))}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => !next && setDeleting(null)}
        type="yesNo"
        itemName={deleting?.name ?? ''}
        description={t('studioPanels.screens.deleteText')}
        onConfirm={() => {
          if (deleting) onDelete(deleting.id);
        }}
      />
    </div>
  );
}
