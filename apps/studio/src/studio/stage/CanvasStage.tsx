import { useEffect, useRef, type RefObject } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, LoadingState } from '../../ui/index.ts';
import { CanvasFrame } from '../canvas-bridge/CanvasFrame.tsx';
import { useStudio, useStudioState } from '../store/studio-context.tsx';
import { devicePresetOf, openScreenOf, scaleOf } from '../store/studio-selectors.ts';
import { PaletteDragOverlay } from './PaletteDragOverlay.tsx';
import { RunProblemNotice } from './RunProblemNotice.tsx';
import { fitScale } from '../zoom/zoom.ts';

/**
 * The grey stage: the device frame (the canvas iframe at the preset's viewport, scaled by the
 * zoom) centred, scrollable when larger than the stage. It measures itself so "fit" follows
 * the window. The iframe stays mounted across screens; a loading or failed screen covers it, and
 * so does a Run preview that cannot start (`RunProblemNotice`).
 */
export function CanvasStage({ frameRef }: { frameRef: RefObject<HTMLIFrameElement | null> }) {
  const t = useT();
  const studio = useStudio();
  const stageRef = useRef<HTMLDivElement>(null);
  const preset = useStudioState(devicePresetOf);
  const scale = useStudioState(scaleOf);
  const screenName = useStudioState((state) => openScreenOf(state)?.name ?? '');
  const screenLoad = useStudioState((state) => state.screenLoad);
  const openScreenId = useStudioState((state) => state.openScreenId);
  const dragging = useStudioState((state) => state.paletteDrag?.elementType ?? null);
  const { width, height } = preset.viewport;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const measure = () => studio.setStageFit(fitScale({ width, height }, { width: stage.clientWidth, height: stage.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    return () => observer.disconnect();
  }, [studio, width, height]);

  return (
    <div ref={stageRef} data-testid="studio-stage" className="relative min-h-0 min-w-0 flex-1 overflow-auto bg-slate-200">
      <div className="flex min-h-full w-max min-w-full p-6">
        <div
          className="relative m-auto shrink-0 overflow-hidden rounded-sm bg-white shadow-lg ring-1 ring-slate-300"
          style={{ width: width * scale, height: height * scale }}
          data-device={preset.id}
        >
          <CanvasFrame
            frameRef={frameRef}
            title={t('studio.canvas.frameTitle', { name: screenName })}
            style={{ width, height, transform: `scale(${scale})` }}
          />
          {screenLoad.status === 'loading' && (
            <div className="absolute inset-0 flex items-center justify-center bg-white/80">
              <LoadingState label={t('studio.screen.loading')} />
            </div>
          )}
          {screenLoad.status === 'error' && (
            <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center text-sm text-slate-600">
              <p className="font-semibold text-slate-900">{t('studio.screen.loadError')}</p>
              <p>{screenLoad.message}</p>
              {openScreenId && (
                <Button variant="secondary" size="sm" onClick={() => void studio.openScreen(openScreenId, { reload: true })}>
                  {t('common.retry')}
                </Button>
              )}
            </div>
          )}
          <RunProblemNotice />
        </div>
      </div>
      {dragging && <PaletteDragOverlay elementType={dragging} />}
    </div>
  );
}
