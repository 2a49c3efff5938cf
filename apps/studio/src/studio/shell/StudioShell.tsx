import { LazyDataMode } from '../../data/LazyDataMode.tsx';
import { useT } from '../../i18n/index.ts';
import { RunSettingsMode } from '../../run-settings/RunSettingsMode.tsx';
import { InfoBox } from '../../ui/index.ts';
import { useStudio, useStudioState } from '../store/studio-context.tsx';
import { withStartScreen } from '../store/screen-commands.ts';
import { openScreenOverLimitOf } from '../store/studio-selectors.ts';
import { DesignWorkspace } from './design/DesignWorkspace.tsx';
import { AccessModal } from './modals/AccessModal.tsx';
import { ConflictModal } from './modals/ConflictModal.tsx';
import { UnsavedChangesModal } from './modals/UnsavedChangesModal.tsx';
import { ModeUnavailablePanel } from './ModeUnavailablePanel.tsx';
import { StudioToolbar } from './toolbar/StudioToolbar.tsx';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useShellShortcuts } from './use-shell-shortcuts.ts';
import { useRunApp } from '../run/use-run-app.ts';

/**
 * The full-window design studio: toolbar, the read-only notice for a member without a Developer
 * seat or for a screen stored past the screen tree limits, the current mode's workspace, and the
 * studio's dialogs.
 */
export function StudioShell({ domainName, accesses }: { domainName: string; accesses: readonly string[] | undefined }) {
  const t = useT();
  const studio = useStudio();
  const mode = useStudioState((state) => state.mode);
  const readOnly = useStudioState((state) => state.readOnly);
  const overLimit = useStudioState(openScreenOverLimitOf);
  const screens = useStudioState((state) => state.screens);
  useShellShortcuts(studio);
  useLeaveGuard(studio);
  useRunApp(studio, domainName);
  return (
    <div className="flex h-dvh flex-col overflow-hidden bg-slate-100" data-testid="design-studio">
      <StudioToolbar domainName={domainName} accesses={accesses} />
      {readOnly && (
        <InfoBox tone="info" testId="developer-seat-notice" className="rounded-none border-x-0 border-t-0">
          {t('studio.readOnly')}
        </InfoBox>
      )}
      {overLimit !== undefined && mode === 'design' && (
        <InfoBox tone="warning" testId="screen-over-limit-notice" className="rounded-none border-x-0 border-t-0">
          {overLimit} {t('studio.overLimit')}
        </InfoBox>
      )}
      {mode === 'design' ? (
        <DesignWorkspace />
      ) : mode === 'dataDiagramScheme' ? (
        <LazyDataMode projectId={studio.store.getState().projectId} readOnly={readOnly} />
      ) : mode === 'runSettings' ? (
        <RunSettingsMode
          projectId={studio.store.getState().projectId}
          screens={screens}
          readOnly={readOnly}
          onSaved={(settings) => studio.store.setState(withStartScreen(studio.store.getState(), settings.startScreenId))}
        />
      ) : (
        <ModeUnavailablePanel mode={mode} accesses={accesses} />
      )}
      <ConflictModal />
      <UnsavedChangesModal />
      <AccessModal domainName={domainName} />
    </div>
  );
}
