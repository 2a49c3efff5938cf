import { Play, Square } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { Button, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/** Run: the canvas shows the screen live (its actions run) until pressed again. */
export function RunButton() {
  const t = useT();
  const studio = useStudio();
  const running = useStudioState((state) => state.renderMode === 'live');
  const canRun = useStudioState((state) => state.openScreenId !== null && state.mode === 'design');
  return (
    <Tooltip content={running ? t('studio.toolbar.stopRunHint') : t('studio.toolbar.runHint')}>
      <Button
        size="sm"
        variant={running ? 'secondary' : 'primary'}
        aria-label={t('studio.toolbar.run')}
        aria-pressed={running}
        disabled={!canRun}
        onClick={() => studio.setRunning(!running)}
      >
        {running ? <Square aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
        {running ? t('studio.toolbar.stopRun') : t('studio.toolbar.run')}
      </Button>
    </Tooltip>
  );
}
