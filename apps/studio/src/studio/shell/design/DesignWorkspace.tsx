import { FilePlus2, MousePointerClick } from 'lucide-react';
import { useRef } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, EmptyState, LoadingState, toast } from '../../../ui/index.ts';
import { useStudio, useStudioShallow } from '../../store/studio-context.tsx';
import { CanvasStage } from '../../stage/CanvasStage.tsx';
import { useCanvasZoomKeys } from '../use-canvas-zoom-keys.ts';
import { LayersSection } from './LayersSection.tsx';
import { PaletteSection } from './PaletteSection.tsx';
import { PropertiesSection } from './PropertiesSection.tsx';
import { ScreensSection } from './ScreensSection.tsx';

const panelShown = (panels: Record<string, boolean>, name: string) => panels[name] !== false;

/**
 * Design mode: screens and layers on the left, the palette beside them, the stage in the
 * middle and the properties of the selection on the right. A panel the canvas closed
 * (`panel-changes`) is left out.
 */
export function DesignWorkspace() {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const panels = useStudioShallow((state) => state.panels);
  return (
    <div className="flex min-h-0 flex-1">
      {(panelShown(panels, 'screens') || panelShown(panels, 'layers')) && (
        <div className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white">
          {panelShown(panels, 'screens') && (
            <section aria-label={t('studio.regions.screens')} className="flex max-h-[45%] min-h-0 flex-col border-b border-slate-200">
              <ScreensSection />
            </section>
          )}
          {panelShown(panels, 'layers') && (
            <section aria-label={t('studio.regions.layers')} className="flex min-h-0 flex-1 flex-col">
              <LayersSection />
            </section>
          )}
        </div>
      )}
      {panelShown(panels, 'palette') && (
        <section aria-label={t('studio.regions.palette')} className="flex w-52 shrink-0 flex-col border-r border-slate-200 bg-slate-50">
          <PaletteSection frameRef={frameRef} />
        </section>
      )}
      <main aria-label={t('studio.regions.stage')} className="flex min-w-0 flex-1 flex-col">
        <StageOrEmpty frameRef={frameRef} />
      </main>
      {panelShown(panels, 'properties') && (
        <section aria-label={t('studio.regions.properties')} className="flex w-72 shrink-0 flex-col border-l border-slate-200 bg-white">
          <PropertiesSection />
        </section>
      )}
    </div>
  );
}

/** The stage, with the zoom keys read in the canvas iframe while it is shown. */
function StageWithZoomKeys({ frameRef }: { frameRef: React.RefObject<HTMLIFrameElement | null> }) {
  useCanvasZoomKeys(useStudio(), frameRef);
  return <CanvasStage frameRef={frameRef} />;
}

/** The stage when a screen is open; else what the project needs first (wait, a first screen, a choice). */
function StageOrEmpty({ frameRef }: { frameRef: React.RefObject<HTMLIFrameElement | null> }) {
  const t = useT();
  const studio = useStudio();
  const { openScreenId, listStatus, screenCount, readOnly, busy } = useStudioShallow((state) => ({
    openScreenId: state.openScreenId,
    listStatus: state.screensLoad.status,
    screenCount: state.screens.length,
    readOnly: state.readOnly,
    busy: state.screensBusy,
  }));
  if (openScreenId !== null) return <StageWithZoomKeys frameRef={frameRef} />;
  let content;
  if (listStatus === 'loading' || listStatus === 'idle') content = <LoadingState label={t('studio.screens.loading')} />;
  else if (listStatus === 'error') content = <p className="text-sm text-slate-600">{t('studio.screens.loadError')}</p>;
  else if (screenCount === 0) {
    content = (
      <EmptyState
        icon={<FilePlus2 className="size-6" />}
        title={t('studio.screens.emptyTitle')}
        text={t('studio.screens.emptyText')}
        className="bg-white"
        action={
          <Button
            disabled={readOnly}
            loading={busy}
            onClick={() =>
              // No name dialog here: a refusal is shown as a toast.
              void studio.createScreen({ name: t('studio.screens.firstScreenName'), template: 'blank' }).then((refusal) => refusal && toast.error(refusal))
            }
          >
            {t('studio.screens.newScreen')}
          </Button>
        }
      />
    );
  } else content = <EmptyState icon={<MousePointerClick className="size-6" />} title={t('studio.screens.chooseScreen')} className="bg-white" />;
  return (
    <div data-testid="studio-stage" className="flex min-h-0 flex-1 items-center justify-center bg-slate-200 p-6">
      {content}
    </div>
  );
}
