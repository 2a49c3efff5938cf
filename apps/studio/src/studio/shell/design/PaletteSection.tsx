import { useCallback, useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { Palette } from '../../panels/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { isOpenScreenLocked } from '../../store/studio-selectors.ts';
import { followPaletteDrag } from '../../stage/palette-drag.ts';

/**
 * The palette wired to the studio: click or Enter inserts into the selected container (else the
 * root) at the end; a press that moves becomes a drag onto the canvas.
 */
export function PaletteSection({ frameRef }: { frameRef: RefObject<HTMLIFrameElement | null> }) {
  const studio = useStudio();
  const disabled = useStudioState((state) => isOpenScreenLocked(state) || state.openScreenId === null || state.renderMode === 'live');
  const stopDrag = useRef<(() => void) | null>(null);
  useEffect(() => () => stopDrag.current?.(), []);

  const onActivate = useCallback(
    (elementType: string) => {
      const screenId = studio.store.getState().openScreenId;
      if (screenId) studio.dispatch({ type: 'palette-activate', screenId, elementType });
    },
    [studio],
  );
  const onDragStart = useCallback(
    (elementType: string, event: PointerEvent) => {
      stopDrag.current?.();
      stopDrag.current = followPaletteDrag(studio, () => frameRef.current, elementType, { clientX: event.clientX, clientY: event.clientY });
    },
    [studio, frameRef],
  );
  return <Palette onActivate={onActivate} onDragStart={onDragStart} disabled={disabled} />;
}
