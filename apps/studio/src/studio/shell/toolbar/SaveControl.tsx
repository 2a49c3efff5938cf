import { CircleAlert, CircleCheck, CircleDot, Save } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { Button, cx, Spinner, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { saveStateOf } from '../../store/studio-selectors.ts';
import { browserPlatform, shortcutLabel } from '../shortcut-label.ts';

/** The open screen's save state ("Saving…", "Saved", "Unsaved changes") and the Save button. */
export function SaveControl() {
  const t = useT();
  const studio = useStudio();
  const saveState = useStudioState(saveStateOf);
  const openScreenId = useStudioState((state) => state.openScreenId);
  const readOnly = useStudioState((state) => state.readOnly);
  const saveError = useStudioState((state) => (state.openScreenId ? state.saveErrors[state.openScreenId] : undefined));
  const label = saveState === 'none' ? undefined : t(`studio.saveState.${saveState}`);
  return (
    <div className="flex shrink-0 items-center gap-2">
      <span
        data-testid="studio-save-state"
        data-state={saveState}
        role="status"
        aria-live="polite"
        title={saveState === 'failed' ? saveError : label}
        className={cx(
          'inline-flex items-center gap-1.5 text-xs whitespace-nowrap',
          saveState === 'failed' ? 'text-red-600' : saveState === 'unsaved' ? 'text-amber-700' : 'text-slate-500',
        )}
      >
        {saveState === 'saving' && <Spinner className="size-3.5" />}
        {saveState === 'saved' && <CircleCheck aria-hidden="true" className="size-3.5 text-emerald-600" />}
        {saveState === 'unsaved' && <CircleDot aria-hidden="true" className="size-3.5" />}
        {saveState === 'failed' && <CircleAlert aria-hidden="true" className="size-3.5" />}
        {/* The words need room: below 1280 px the icon tells (its title and screen readers keep the words). */}
        {label && <span className="sr-only xl:not-sr-only">{label}</span>}
      </span>
      <Tooltip content={t('studio.toolbar.saveHint', { keys: shortcutLabel(['Mod', 'S'], browserPlatform()) })}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('studio.toolbar.save')}
          disabled={readOnly || openScreenId === null || saveState === 'saved' || saveState === 'none'}
          loading={saveState === 'saving'}
          onClick={() => openScreenId && void studio.save(openScreenId)}
        >
          {saveState !== 'saving' && <Save aria-hidden="true" className="size-4" />}
          {/* Below 1280 px only the icon shows (the tooltip names it), leaving the project name room. */}
          <span className="sr-only xl:not-sr-only">{t('studio.toolbar.save')}</span>
        </Button>
      </Tooltip>
    </div>
  );
}
