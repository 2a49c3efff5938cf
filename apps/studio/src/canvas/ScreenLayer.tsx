import { useCallback, type ReactElement } from 'react';
import { RuntimeProvider, ScreenView } from '@tessera/runtime';
import { useCanvasServices, useCanvasState } from './canvas-services.ts';
import { nodeIndexOf } from '@tessera/model/definition';
import { hasMoreElementsThan, LARGE_SCREEN_ELEMENTS, largeScreenCss } from './large-screen-style.ts';
import { runPreviewActions } from './preview-actions.ts';

/**
 * The rendered screen. It reads only the root and the render mode from the store, so selection,
 * hover and drag indicators never re-render it; a patch re-renders only the changed nodes (the
 * runtime's `NodeView` is memoised on the node object). In the Run preview an element's event
 * runs its `openUrl` and `showMessage` actions.
 */
export function ScreenLayer(): ReactElement | null {
  const { store, toasts } = useCanvasServices();
  const root = useCanvasState((state) => state.root);
  const mode = useCanvasState((state) => state.renderMode);

  // Links and videos open in a new tab too: the preview never navigates itself or the studio.
  const openInNewTab = useCallback((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'), []);
  const runEvent = useCallback(
    (nodeId: string, event: string) => {
      const current = store.getState().root;
      const node = current ? nodeIndexOf(current).nodeById.get(nodeId) : undefined;
      runPreviewActions(node?.events[event] ?? [], {
        openUrl: openInNewTab,
        showMessage: (text) => toasts.show(text),
      });
    },
    [store, toasts, openInNewTab],
  );

  // A few µs: the count stops past the limit. The Run preview renders as the published app does.
  const large = root !== null && mode === 'edit' && hasMoreElementsThan(root, LARGE_SCREEN_ELEMENTS);

  if (!root) return null;
  return (
    <>
      {large && <style data-testid="canvas-large-screen-style">{largeScreenCss(root.id)}</style>}
      <RuntimeProvider mode={mode} openUrl={openInNewTab} {...(mode === 'live' ? { onEvent: runEvent } : {})}>
        <ScreenView root={root} />
      </RuntimeProvider>
    </>
  );
}
