import { useT } from '../../../i18n/index.ts';
import { PublishControls } from '../publish/PublishControls.tsx';
import { useStudioState } from '../../store/studio-context.tsx';
import { DevicePicker } from './DevicePicker.tsx';
import { HistoryButtons } from './HistoryButtons.tsx';
import { ModeSwitcher } from './ModeSwitcher.tsx';
import { ProjectTitle } from './ProjectTitle.tsx';
import { RunButton } from './RunButton.tsx';
import { RunInNewTabButton } from './RunInNewTabButton.tsx';
import { SaveControl } from './SaveControl.tsx';
import { toolbarDivider } from './toolbar-classes.ts';
import { ZoomControls } from './ZoomControls.tsx';

/**
 * The studio's top bar: back, project name and star, mode; in design mode the device, zoom, undo
 * and redo; then the save state, Save, Run, Run in a new tab, and the releases and Publish.
 */
export function StudioToolbar({ domainName, accesses }: { domainName: string; accesses: readonly string[] | undefined }) {
  const t = useT();
  const design = useStudioState((state) => state.mode === 'design');
  return (
    <header
      aria-label={t('studio.regions.toolbar')}
      data-testid="studio-toolbar"
      className="flex h-12 shrink-0 items-center gap-2 border-b border-slate-200 bg-white px-2"
    >
      <ProjectTitle domainName={domainName} />
      <span className={toolbarDivider} aria-hidden="true" />
      <ModeSwitcher accesses={accesses} />
      {/* Never narrower than its controls: the project name gives way (truncates) first. */}
      <div className="flex flex-[1_0_auto] items-center justify-center gap-2">
        {design && (
          <>
            <DevicePicker />
            <ZoomControls />
            <span className={toolbarDivider} aria-hidden="true" />
            <HistoryButtons />
          </>
        )}
      </div>
      <SaveControl />
      {design && <RunButton />}
      <RunInNewTabButton />
      <PublishControls domainName={domainName} />
    </header>
  );
}
