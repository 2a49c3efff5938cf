import { Play, Square } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { previewDeviceToShow } from '../../../run-settings/preview-device.ts';
import { useAppSettings } from '../../../run-settings/use-app-settings.ts';
import { Button, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/**
 * Run: the canvas shows the screen live (its actions run) until pressed again, on the run
 * settings' preview device when one is chosen.
 */
export function RunButton() {
  const t = useT();
  const studio = useStudio();
  const projectId = studio.store.getState().projectId;
  const running = useStudioState((state) => state.renderMode === 'live');
  const canRun = useStudioState((state) => state.openScreenId !== null && state.mode === 'design');
  const settings = useAppSettings(projectId);
  const toggle = () => {
    const device = running ? null : previewDeviceToShow(settings.data);
    if (device !== null) studio.setDevicePreset(device);
    studio.setRunning(!running);
  };
  return (
    <Tooltip content={running ? t('studio.toolbar.stopRunHint') : t('studio.toolbar.runHint')}>
      <Button size="sm" variant={running ? 'secondary' : 'primary'} aria-label={t('studio.toolbar.run')} aria-pressed={running} disabled={!canRun} onClick={toggle}>
        {running ? <Square aria-hidden="true" className="size-3.5" /> : <Play aria-hidden="true" className="size-3.5" />}
        {running ? t('studio.toolbar.stopRun') : t('studio.toolbar.run')}
      </Button>
    </Tooltip>
  );
}
