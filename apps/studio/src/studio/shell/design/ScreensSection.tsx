import { useT } from '../../../i18n/index.ts';
import { Button, LoadingState } from '../../../ui/index.ts';
import { ScreensPanel } from '../../panels/index.ts';
import { useStudio, useStudioShallow } from '../../store/studio-context.tsx';

/** The screens panel wired to the studio: open (guarded), create (guarded), rename, duplicate, delete, start screen. */
export function ScreensSection() {
  const t = useT();
  const studio = useStudio();
  const { screens, openScreenId, startScreenId, busy, readOnly, load } = useStudioShallow((state) => ({
    screens: state.screens,
    openScreenId: state.openScreenId,
    startScreenId: state.startScreenId,
    busy: state.screensBusy,
    readOnly: state.readOnly,
    load: state.screensLoad,
  }));
  if (load.status === 'loading' || load.status === 'idle') return <LoadingState label={t('studio.screens.loading')} />;
  if (load.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 p-3 text-sm text-slate-600">
        <p className="font-medium text-slate-900">{t('studio.screens.loadError')}</p>
        <p>{load.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void studio.loadScreens()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <ScreensPanel
      screens={screens}
      openScreenId={openScreenId}
      startScreenId={startScreenId}
      busy={busy}
      disabled={readOnly}
      onOpen={(id) => studio.requestOpenScreen(id)}
      onCreate={(request) => studio.createScreen(request)}
      onRename={(id, name) => studio.renameScreen(id, name)}
      onDuplicate={(id) => void studio.duplicateScreen(id)}
      onDelete={(id) => void studio.deleteScreen(id)}
      onSetStart={(id) => void studio.setStartScreen(id)}
    />
  );
}
