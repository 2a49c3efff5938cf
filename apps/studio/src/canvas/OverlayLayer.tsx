import type { CSSProperties, ReactElement } from 'react';
import { getElementDeclaration } from '@tessera/model/definition';
import type { CanvasRect } from './canvas-rect.ts';
import { OVERLAY_ATTRIBUTE, OVERLAY_POINTER_EVENTS } from './canvas-overlay-marker.ts';
import { useCanvasServices, useCanvasState } from './canvas-services.ts';
import { ElementMenu } from './ElementMenu.tsx';
import { ResizeHandles } from './ResizeHandles.tsx';
import { useMeasuredBoxes, type MeasuredBox } from './use-measured-boxes.ts';

/** The selection colour of the canvas. */
export const SELECTION_COLOR = '#2563eb';

const layerStyle: CSSProperties = { position: 'fixed', inset: 0, pointerEvents: OVERLAY_POINTER_EVENTS, zIndex: 2147483000, overflow: 'hidden' };

/** Absolute placement of a box drawn over a rendered element. */
export function boxStyle(rect: CanvasRect): CSSProperties {
  return { position: 'absolute', left: 0, top: 0, width: rect.width, height: rect.height, transform: `translate(${rect.x}px, ${rect.y}px)`, boxSizing: 'border-box' };
}

/**
 * The edit-mode layer over the rendered screen: selection outlines with their type labels, the
 * hover outline, the drop zone and insertion line of a drag, the resize handles of a single
 * resizable selected node, and the element menu. It reads the selection, hover and drop indicator from the store, so
 * selecting re-renders only this layer, never the screen.
 */
export function OverlayLayer(): ReactElement {
  const { nodes } = useCanvasServices();
  const root = useCanvasState((state) => state.root);
  const selection = useCanvasState((state) => state.selection);
  const hover = useCanvasState((state) => state.hover);
  const drop = useCanvasState((state) => state.dropIndicator);
  const boxes = useMeasuredBoxes(nodes, root, selection, hover);
  const single = boxes.selection.length === 1 && selection.length === 1 ? boxes.selection[0]! : null;
  const resizable = single !== null && single.id !== root?.id && getElementDeclaration(single.type)?.resizable === true;

  return (
    <div {...{ [OVERLAY_ATTRIBUTE]: '' }} style={layerStyle}>
      {drop && (
        <>
          <div data-testid="canvas-drop-zone" style={{ ...boxStyle(drop.zone), background: 'rgba(37, 99, 235, 0.08)', border: `1px solid ${SELECTION_COLOR}` }} />
          <div data-testid="canvas-insertion-line" style={{ ...boxStyle(drop.line), background: SELECTION_COLOR }} />
        </>
      )}
      {boxes.hover && !drop && (
        <div data-testid="canvas-hover" data-target-id={boxes.hover.id} style={{ ...boxStyle(boxes.hover.rect), border: `1px dashed ${SELECTION_COLOR}` }} />
      )}
      {boxes.selection.map((box) => (
        <SelectionOutline key={box.id} box={box} />
      ))}
      {single && resizable && <ResizeHandles nodeId={single.id} rect={single.rect} />}
      <ElementMenu />
    </div>
  );
}

function SelectionOutline({ box }: { box: MeasuredBox }): ReactElement {
  const label = getElementDeclaration(box.type)?.label ?? box.type;
  // The label sits above the box, or inside it when the box touches the top of the canvas.
  const labelTop = box.rect.y >= 18 ? -18 : 0;
  return (
    <div data-testid="canvas-selection" data-target-id={box.id} style={{ ...boxStyle(box.rect), border: `2px solid ${SELECTION_COLOR}` }}>
      <span
        style={{
          position: 'absolute',
          left: -2,
          top: labelTop,
          padding: '1px 6px',
          background: SELECTION_COLOR,
          color: '#fff',
          font: '500 11px/16px system-ui, -apple-system, "Segoe UI", sans-serif',
          whiteSpace: 'nowrap',
          borderRadius: 2,
        }}
      >
        {label}
      </span>
    </div>
  );
}
