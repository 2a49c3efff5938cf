import { getElementDeclaration } from '@tessera/model/definition';
import { useEffect, useRef } from 'react';
import { elementIcon } from '../panels/element-icons.ts';
import { useElementLabel } from '../panels/use-element-label.ts';

/**
 * Shown while a palette element is dragged: a transparent layer over the whole window (the
 * canvas iframe would otherwise swallow the pointer) and the drag image following the pointer.
 */
export function PaletteDragOverlay({ elementType }: { elementType: string }) {
  const labelOf = useElementLabel();
  const imageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      const image = imageRef.current;
      if (image) image.style.transform = `translate(${event.clientX + 12}px, ${event.clientY + 12}px)`;
    };
    window.addEventListener('pointermove', onMove);
    return () => window.removeEventListener('pointermove', onMove);
  }, []);
  const declaration = getElementDeclaration(elementType);
  const Icon = elementIcon(elementType);
  const label = declaration ? labelOf(declaration) : elementType;
  return (
    <div data-testid="palette-drag-overlay" className="fixed inset-0 z-40 cursor-grabbing">
      <div
        ref={imageRef}
        aria-hidden="true"
        className="pointer-events-none fixed top-0 left-0 flex items-center gap-2 rounded-md border border-indigo-300 bg-white/95 px-2.5 py-1.5 text-[13px] font-medium text-indigo-900 shadow-lg"
        style={{ transform: 'translate(-9999px, -9999px)' }}
      >
        <Icon className="size-3.5 text-indigo-600" />
        {label}
      </div>
    </div>
  );
}
