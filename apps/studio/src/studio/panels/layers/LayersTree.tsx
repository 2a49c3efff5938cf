import type { ElementNode } from '@tessera/model/definition';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Action } from '@tessera/model/definition';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx, focusRing } from '../../../ui/index.ts';
import { isActionDrag, readActionDrag } from '../action-drag.ts';
import { useElementLabel } from '../use-element-label.ts';
import { useLatestCallback } from '../use-latest-callback.ts';
import { ancestorIds, flattenLayers } from './flatten-layers.ts';
import { LAYER_ROW_HEIGHT, LayerRowView } from './LayerRowView.tsx';
import { layerKeyCommand } from './layer-keys.ts';
import { isRowInView } from './row-in-view.ts';

/** Props of {@link LayersTree}. */
export interface LayersTreeProps {
  /** The open screen's root element. */
  root: ElementNode;
  /** The selected node ids. */
  selection: readonly string[];
  /** A row was clicked or chosen with Enter; `additive` with Shift, Ctrl or Cmd. */
  onSelect(id: string, additive: boolean): void;
  /** The pointer entered a row (`null` when it left the tree). */
  onHover(id: string | null): void;
  /** An action dragged from the Events tab was dropped on a row (the store adds a copy or refuses). */
  onActionDrop?(id: string, action: Action): void;
  disabled?: boolean;
}

/** The node id of the row under a drag event, if any. */
function rowIdAt(event: DragEvent): string | null {
  return event.target instanceof Element ? (event.target.closest('[data-node-id]')?.getAttribute('data-node-id') ?? null) : null;
}

function withAncestors(expanded: ReadonlySet<string>, needed: ReadonlySet<string>): ReadonlySet<string> {
  for (const id of needed) if (!expanded.has(id)) return new Set([...expanded, ...needed]);
  return expanded;
}

/**
 * The screen's element tree, virtualised (only the rows in view are in the DOM). Only expanded
 * nodes are flattened; the ancestors of a selected node expand and its row scrolls into view. A
 * `role="tree"` that keeps the focus itself and points at the active row with
 * `aria-activedescendant`; rows are `data-testid="layer-<nodeId>"`.
 */
export function LayersTree({ root, selection, onSelect, onHover, onActionDrop, disabled = false }: LayersTreeProps) {
  const t = useT();
  const labelOf = useElementLabel();
  const baseId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectionKey = selection.join('\n');

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => withAncestors(new Set([root.id]), ancestorIds(root, selection)));
  const [seen, setSeen] = useState({ rootId: root.id, selectionKey });
  let shownExpanded = expanded;
  if (seen.rootId !== root.id || seen.selectionKey !== selectionKey) {
    // Adjusting state while rendering (not in an effect), so the tree flattens once per change.
    const base = seen.rootId === root.id ? expanded : new Set([root.id]);
    shownExpanded = withAncestors(base, ancestorIds(root, selection));
    setSeen({ rootId: root.id, selectionKey });
    if (shownExpanded !== expanded) setExpanded(shownExpanded);
  }

  const rows = useMemo(() => flattenLayers(root, shownExpanded), [root, shownExpanded]);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.node.id, index])), [rows]);
  const selected = useMemo(() => new Set(selectionKey === '' ? [] : selectionKey.split('\n')), [selectionKey]);

  const [activeId, setActiveId] = useState<string | null>(selection[0] ?? null);
  const activeIndex = (activeId !== null ? indexById.get(activeId) : undefined) ?? indexById.get(selection[0] ?? '') ?? 0;
  const activeRow = rows[activeIndex];
  const [focused, setFocused] = useState(false);

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LAYER_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.node.id ?? index,
    overscan: 12,
  });

  const rowDomId = (id: string) => `${baseId}-layer-${id}`;

  // A new selection (from the canvas or this tree) becomes the active row and is scrolled into view.
  const firstSelected = selection[0];
  const firstSelectedIndex = firstSelected === undefined ? undefined : indexById.get(firstSelected);
  const revealSelection = useEffectEvent(() => {
    if (firstSelected === undefined) return;
    setActiveId(firstSelected);
    if (firstSelectedIndex === undefined) return;
    // A row already in view stays put without asking the virtualiser, whose scroll reads the
    // shell's layout twice.
    const viewport = { scrollOffset: virtualizer.scrollOffset, viewportHeight: virtualizer.scrollRect?.height ?? null };
    if (!isRowInView(viewport, firstSelectedIndex, LAYER_ROW_HEIGHT)) virtualizer.scrollToIndex(firstSelectedIndex, { align: 'auto' });
  });
  // Only a change of selection scrolls: edits that shift rows must not move the view.
  useEffect(() => revealSelection(), [selectionKey, root.id]);

  const toggle = useLatestCallback((id: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  });
  const rowClick = useLatestCallback((id: string, event: MouseEvent) => {
    setActiveId(id);
    scrollRef.current?.focus({ preventScroll: true });
    if (!disabled) onSelect(id, event.shiftKey || event.ctrlKey || event.metaKey);
  });
  const rowHover = useLatestCallback((id: string) => {
    if (!disabled) onHover(id);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const command = layerKeyCommand(rows, activeIndex, event.key);
    if (!command) return;
    event.preventDefault();
    switch (command.type) {
      case 'focus':
        setActiveId(rows[command.index]!.node.id);
        virtualizer.scrollToIndex(command.index, { align: 'auto' });
        return;
      case 'expand':
        setExpanded((current) => new Set([...current, command.id]));
        return;
      case 'collapse':
        setExpanded((current) => {
          const next = new Set(current);
          next.delete(command.id);
          return next;
        });
        return;
      case 'select':
        if (!disabled) onSelect(command.id, event.shiftKey || event.ctrlKey || event.metaKey);
        return;
      default: {
        const never: never = command;
        throw new Error(`unknown layer command ${JSON.stringify(never)}`);
      }
    }
  }

  return (
    <div
      ref={scrollRef}
      role="tree"
      tabIndex={0}
      aria-label={t('studioPanels.layers.tree')}
      aria-multiselectable
      aria-disabled={disabled || undefined}
      aria-activedescendant={activeRow ? rowDomId(activeRow.node.id) : undefined}
      data-testid="layers-tree"
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onMouseLeave={() => {
        if (!disabled) onHover(null);
      }}
      onDragOver={(event) => {
        const id = rowIdAt(event);
        if (disabled || !onActionDrop || !isActionDrag(event.dataTransfer) || id === null) return;
        // Accepting every row, a data repeater included: the drop answers with the spec's warning.
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        onHover(id);
      }}
      onDrop={(event) => {
        const id = rowIdAt(event);
        const action = readActionDrag(event.dataTransfer);
        if (disabled || !onActionDrop || id === null || action === null) return;
        event.preventDefault();
        onActionDrop(id, action);
      }}
      className={cx('relative h-full min-h-0 flex-1 overflow-auto py-1', focusRing, 'focus-visible:-outline-offset-2!', disabled && 'opacity-60')}
    >
      <div role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <LayerRowView
              key={row.node.id}
              node={row.node}
              domId={rowDomId(row.node.id)}
              depth={row.depth}
              position={row.position}
              siblings={row.siblings}
              hasChildren={row.hasChildren}
              expanded={row.expanded}
              selected={selected.has(row.node.id)}
              active={item.index === activeIndex}
              treeFocused={focused}
              top={item.start}
              onRowClick={rowClick}
              onRowHover={rowHover}
              onToggle={toggle}
              t={t}
              labelOf={labelOf}
            />
          );
        })}
      </div>
    </div>
  );
}
