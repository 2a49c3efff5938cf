import { runTabPath } from '@tessera/model/releases';
import { ExternalLink } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { IconButton, Tooltip } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/** Opens the whole app, the studio's unsaved changes included, in a Run tab (the player, draft data). */
export function RunInNewTabButton() {
  const t = useT();
  const studio = useStudio();
  const hasScreens = useStudioState((state) => state.screens.some((screen) => screen.kind === 'screen'));
  return (
    <Tooltip content={t('studio.toolbar.runInNewTabHint')}>
      <IconButton
        size="sm"
        label={t('studio.toolbar.runInNewTab')}
        data-testid="run-in-new-tab"
        disabled={!hasScreens}
        icon={<ExternalLink aria-hidden="true" className="size-4" />}
        onClick={() => void window.open(runTabPath(studio.store.getState().projectId), '_blank', 'noopener')}
      />
    </Tooltip>
  );
}
