import { useQuery } from '@tanstack/react-query';
import { Play, Square } from 'lucide-react';
import { appSettingsApi, appSettingsKeys } from '../../../api/app-settings-api.ts';
import { api } from '../../../api/client.ts';
import { useT } from '../../../i18n/index.ts';
import { previewDeviceToShow } from '../../../run-settings/preview-device.ts';
import { Button, Tooltip } from '../../../ui/index.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/**
 * Run: the canvas shows the screen live (its actions run) until pressed again, on the run
 * settings' preview device when one is chosen.
 */
export function RunButton() {
  const t = useT();
  const studio = useStudio();
  const domainName = useDomainName();
  const projectId = studio.store.getState().projectId;
  const running = useStudioState((state) => state.renderMode === 'live');
  const canRun = useStudioState((state) => state.openScreenId !== null && state.mode === 'design');
  const settings = useQuery({ queryKey: appSettingsKeys.one(domainName, projectId), queryFn: ({ signal }) => appSettingsApi.get(api, projectId, signal) });
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
