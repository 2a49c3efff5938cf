import { Redo2, Undo2 } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { IconButton, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioShallow } from '../../store/studio-context.tsx';
import { browserPlatform, shortcutLabel } from '../shortcut-label.ts';

/** Undo and Redo of the open screen's history, disabled when there is nothing to take back or redo. */
export function HistoryButtons() {
  const t = useT();
  const studio = useStudio();
  const { canUndo, canRedo, readOnly } = useStudioShallow((state) => ({ canUndo: state.canUndo, canRedo: state.canRedo, readOnly: state.readOnly }));
  const platform = browserPlatform();
  return (
    <div className="flex items-center gap-0.5">
      <Tooltip content={t('studio.toolbar.undoHint', { keys: shortcutLabel(['Mod', 'Z'], platform) })}>
        <IconButton
          size="sm"
          label={t('studio.toolbar.undo')}
          disabled={readOnly || !canUndo}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          onClick={() => studio.undo()}
        />
      </Tooltip>
      <Tooltip content={t('studio.toolbar.redoHint', { keys: shortcutLabel(['Mod', 'Y'], platform) })}>
        <IconButton
          size="sm"
          label={t('studio.toolbar.redo')}
          disabled={readOnly || !canRedo}
          icon={<Redo2 aria-hidden="true" className="size-4" />}
          onClick={() => studio.redo()}
        />
      </Tooltip>
    </div>
  );
}
