import { CircleAlert, CircleCheck, Plus, Redo2, Undo2 } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { Button, cx, IconButton, Spinner, Tooltip } from '../../ui/index.ts';
import { ExternalTablesControl } from './external/ExternalTablesControl.tsx';
import type { ExternalTables } from './external/use-external-tables.ts';
import { keysLabel } from './keys/diagram-keys.ts';
import { useDiagramShallow } from './session/diagram-context.tsx';
import type { DiagramCommands } from './use-diagram-commands.ts';

/**
 * Add table, undo and redo (with why undo is off after a drop that lost values), a connected
 * database's tables, and the save state; none of it for a member who cannot change the model.
 */
export function DiagramToolbar({ commands, external }: { commands: DiagramCommands; external: ExternalTables }) {
  const t = useT();
  const { saveState, saveError } = useDiagramShallow((state) => ({ saveState: state.saveState, saveError: state.saveError }));
  const platform = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent;
  // A member who cannot change the model has nothing to add, undo or save.
  if (commands.readOnly) return null;
  const undoHint = commands.undoState === 'lostData' ? t('dataDiagram.toolbar.undoLostData') : t('dataDiagram.toolbar.undoHint', { keys: keysLabel(['Mod', 'Z'], platform) });
  return (
    <div role="toolbar" aria-label={t('dataDiagram.toolbar.label')} className="flex h-11 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-3">
      <Button size="sm" onClick={commands.addTable}>
        <Plus aria-hidden="true" className="size-4" />
        {t('dataDiagram.toolbar.addTable')}
      </Button>
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      <Tooltip content={undoHint}>
        {/* A disabled button takes no pointer: the span carries the tooltip saying why. */}
        <span tabIndex={commands.undoState === 'lostData' ? 0 : -1} data-testid="diagram-undo-wrapper">
          <IconButton
            size="sm"
            label={t('dataDiagram.toolbar.undo')}
            disabled={commands.undoState === 'none' || commands.undoState === 'lostData'}
            icon={<Undo2 aria-hidden="true" className="size-4" />}
            onClick={commands.undo}
          />
        </span>
      </Tooltip>
      <Tooltip content={t('dataDiagram.toolbar.redoHint', { keys: keysLabel(['Mod', 'Shift', 'Z'], platform) })}>
        <IconButton size="sm" label={t('dataDiagram.toolbar.redo')} disabled={!commands.canRedo} icon={<Redo2 aria-hidden="true" className="size-4" />} onClick={commands.redo} />
      </Tooltip>
      <span className="mx-1 h-5 w-px bg-slate-200" aria-hidden="true" />
      <ExternalTablesControl external={external} />
      <span
        role="status"
        aria-live="polite"
        data-testid="diagram-save-state"
        data-state={saveState}
        title={saveState === 'failed' ? (saveError ?? undefined) : undefined}
        className={cx('ml-auto inline-flex items-center gap-1.5 text-xs', saveState === 'failed' ? 'text-red-600' : 'text-slate-500')}
      >
        {saveState === 'saving' && <Spinner className="size-3.5" />}
        {saveState === 'saved' && <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-600" />}
        {saveState === 'failed' && <CircleAlert aria-hidden="true" className="size-3.5" />}
        {saveState !== 'idle' && t(`dataDiagram.saveState.${saveState}`)}
      </span>
    </div>
  );
}
