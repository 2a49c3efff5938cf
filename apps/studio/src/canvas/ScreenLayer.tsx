import { useCallback, type ReactElement } from 'react';
import { RuntimeProvider, ScreenView, toNativeStyle } from '@tessera/runtime';
import { useCanvasServices, useCanvasState } from './canvas-services.ts';
import { hasMoreElementsThan, LARGE_SCREEN_ELEMENTS, largeScreenCss } from './large-screen-style.ts';
import { LivePreview } from './LivePreview.tsx';
import { isRootColumn } from './root-window.ts';
import { useRootWindow } from './use-root-window.ts';

/**
 * The rendered screen. It reads only the root and the render mode from the store, so selection,
 * hover and drag indicators never re-render it; a patch re-renders only the changed nodes (the
 * runtime's `NodeView` is memoised on the node object). In the Run preview the runtime's app host
 * runs the whole app from this screen: bindings, actions, navigation, data and messages, against
 * the draft environment. A large screen's root column renders only its children near the view in
 * edit mode (`use-root-window.ts`).
 */
export function ScreenLayer(): ReactElement | null {
  const { projectId, store, nodes } = useCanvasServices();
  const root = useCanvasState((state) => state.root);
  const screenId = useCanvasState((state) => state.screenId);
  const mode = useCanvasState((state) => state.renderMode);
  const run = useCanvasState((state) => state.run);

  // Links and videos open in a new tab too: the preview never navigates itself or the studio.
  const openInNewTab = useCallback((url: string) => void window.open(url, '_blank', 'noopener,noreferrer'), []);

  // A few µs: the count stops past the limit. The Run preview renders as the published app does.
  const large = root !== null && mode === 'edit' && hasMoreElementsThan(root, LARGE_SCREEN_ELEMENTS);
  // A large root column renders only its children near the view; another large root, all of them lazily.
  const column = large && isRootColumn(root, toNativeStyle(root.style));
  const renderRootChildren = useRootWindow(store, nodes, screenId, root, column);

  if (!root) return null;
  if (mode === 'live' && projectId && screenId) {
    // The rest of the app follows the screen's tree within a frame or a fetch of stored screens.
    if (!run) return <p role="status" style={{ margin: 16, color: '#6b7280' }}>Starting the app…</p>;
    return <LivePreview key={screenId} projectId={projectId} screenId={screenId} root={root} run={run} openUrl={openInNewTab} />;
  }
  return (
    <>
      {large && !column && <style data-testid="canvas-large-screen-style">{largeScreenCss(root.id)}</style>}
      <RuntimeProvider mode={mode} openUrl={openInNewTab}>
        <ScreenView root={root} renderRootChildren={renderRootChildren} />
      </RuntimeProvider>
    </>
  );
}
