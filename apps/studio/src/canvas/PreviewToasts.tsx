import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { useCanvasServices } from './canvas-services.ts';
import { PREVIEW_TOAST_MS, type PreviewToast } from './preview-toasts.ts';

/** The Run preview's messages (`showMessage`), stacked at the bottom of the canvas for 3 s each. */
export function PreviewToasts(): ReactElement {
  const { toasts } = useCanvasServices();
  const shown = useSyncExternalStore(toasts.subscribe, toasts.getToasts);
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 16, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8, pointerEvents: 'none', zIndex: 2147483000 }}
    >
      {shown.map((toast) => (
        <Toast key={toast.id} toast={toast} onDone={toasts.dismiss} />
      ))}
    </div>
  );
}

function Toast({ toast, onDone }: { toast: PreviewToast; onDone: (id: number) => void }): ReactElement {
  useEffect(() => {
    const timer = setTimeout(() => onDone(toast.id), PREVIEW_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast.id, onDone]);
  return (
    <div
      data-testid="canvas-toast"
      style={{
        maxWidth: 'min(90vw, 420px)',
        padding: '8px 14px',
        borderRadius: 8,
        background: '#111827',
        color: '#fff',
        font: '14px/20px system-ui, -apple-system, "Segoe UI", sans-serif',
        boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
      }}
    >
      {toast.text}
    </div>
  );
}
