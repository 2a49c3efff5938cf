import type { Action } from '@tessera/model/definition';
import { useCallback, useDeferredValue } from 'react';
import { useT } from '../../../i18n/index.ts';
import { LayersTree } from '../../panels/index.ts';
import { panelHeading } from '../../panels/panel-classes.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { openRootOf } from '../../store/studio-selectors.ts';

/**
 * The layers tree of the open screen under its title: selecting (Shift/Ctrl adds) and hovering
 * reach the canvas. A new selection reaches the tree as a deferred value: expanding its ancestors
 * and scrolling its row into view (which reads the shell's layout) happen in a render React may
 * interrupt, so the select gesture's own task only posts the selection to the canvas.
 */
export function LayersSection() {
  const t = useT();
  const studio = useStudio();
  const root = useStudioState(openRootOf);
  const selection = useDeferredValue(useStudioState((state) => state.selection));
  const live = useStudioState((state) => state.renderMode === 'live');
  const onSelect = useCallback(
    (nodeId: string, additive: boolean) => {
      const screenId = studio.store.getState().openScreenId;
      if (screenId) studio.dispatch({ type: 'select', screenId, nodeId, additive });
    },
    [studio],
  );
  const onHover = useCallback((nodeId: string | null) => studio.hover(nodeId), [studio]);
  const onActionDrop = useCallback(
    (nodeId: string, action: Action) => {
      const screenId = studio.store.getState().openScreenId;
      if (screenId) studio.dispatch({ type: 'action-drop', screenId, nodeId, action });
    },
    [studio],
  );
  if (!root) return null;
  return (
    <>
      <h2 className={`${panelHeading} px-3 pt-2.5 pb-1`}>{t('studioPanels.layers.title')}</h2>
      <LayersTree root={root} selection={selection} onSelect={onSelect} onHover={onHover} onActionDrop={onActionDrop} disabled={live} />
    </>
  );
}
