import { getElementDeclaration, type ElementNode } from '@tessera/model/definition';
import { ChevronRight } from 'lucide-react';
import { memo, type MouseEvent } from 'react';
import type { Translate } from '../../../i18n/index.ts';
import { cx } from '../../../ui/index.ts';
import { elementIcon } from '../element-icons.ts';
import { panelRow } from '../panel-classes.ts';
import { layerName } from './flatten-layers.ts';

/** The height of a layers row in px (the virtualiser's item size). */
export const LAYER_ROW_HEIGHT = 28;
/** Indentation per depth level in px; deeper than `MAX_INDENT_LEVELS` stops indenting (aria-level still tells). */
const INDENT = 12;
const MAX_INDENT_LEVELS = 24;

/** Props of one layers row; memoised on these, so only rows whose node or state changed re-render. */
export interface LayerRowViewProps {
  node: ElementNode;
  domId: string;
  depth: number;
  position: number;
  siblings: number;
  hasChildren: boolean;
  expanded: boolean;
  selected: boolean;
  active: boolean;
  /** Whether the tree has keyboard focus (the active row then shows a focus ring). */
  treeFocused: boolean;
  /** Offset from the top of the list, in px. */
  top: number;
  onRowClick(id: string, event: MouseEvent): void;
  onRowHover(id: string): void;
  onToggle(id: string): void;
  /** The tree's translation and label functions, passed down so rows mount without hooks (10,000 rows scroll through). */
  t: Translate;
  labelOf(declaration: { type: string; label: string }): string;
}

/** One `treeitem` of the layers tree: indent, expand chevron, type icon and name. */
export const LayerRowView = memo(function LayerRowView({
  node,
  domId,
  depth,
  position,
  siblings,
  hasChildren,
  expanded,
  selected,
  active,
  treeFocused,
  top,
  onRowClick,
  onRowHover,
  onToggle,
  t,
  labelOf,
}: LayerRowViewProps) {
  const declaration = getElementDeclaration(node.type);
  const typeLabel = declaration ? labelOf(declaration) : node.type;
  const name = layerName(node, typeLabel);
  const Icon = elementIcon(node.type);
  return (
    <div
      id={domId}
      role="treeitem"
      aria-level={depth + 1}
      aria-posinset={position}
      aria-setsize={siblings}
      aria-expanded={hasChildren ? expanded : undefined}
      aria-selected={selected}
      aria-label={name === typeLabel ? name : `${name}, ${typeLabel}`}
      data-testid={`layer-${node.id}`}
      data-node-id={node.id}
      data-active={active || undefined}
      onClick={(event) => onRowClick(node.id, event)}
      onMouseEnter={() => onRowHover(node.id)}
      style={{ transform: `translateY(${top}px)`, height: LAYER_ROW_HEIGHT, paddingLeft: 4 + Math.min(depth, MAX_INDENT_LEVELS) * INDENT }}
      className={cx(
        panelRow,
        'absolute top-0 left-0 w-full cursor-default',
        selected ? 'bg-indigo-100 text-indigo-950' : 'text-slate-700 hover:bg-slate-100',
        active && treeFocused && 'outline-2 -outline-offset-2 outline-indigo-600',
      )}
    >
      <span
        aria-hidden="true"
        title={hasChildren ? t(expanded ? 'studioPanels.layers.collapse' : 'studioPanels.layers.expand', { name }) : undefined}
        onClick={(event) => {
          if (!hasChildren) return;
          event.stopPropagation();
          onToggle(node.id);
        }}
        className={cx('flex size-4 shrink-0 items-center justify-center rounded-sm', hasChildren && 'text-slate-500 hover:bg-slate-200 hover:text-slate-800')}
      >
        {hasChildren && <ChevronRight className={cx('size-3.5 transition-transform', expanded && 'rotate-90')} />}
      </span>
      <Icon aria-hidden="true" className={cx('size-3.5 shrink-0', selected ? 'text-indigo-700' : 'text-slate-500')} />
      <span className="truncate">{name}</span>
      {name !== typeLabel && <span className="shrink-0 truncate text-[11px] text-slate-400">{typeLabel}</span>}
    </div>
  );
});
