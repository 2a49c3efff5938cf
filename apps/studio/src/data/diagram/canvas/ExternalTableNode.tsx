import type { ExternalColumn, ExternalTable } from '@tessera/model/connectors';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { Eye, KeyRound, Link2, Lock, Rows3 } from 'lucide-react';
import { memo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx } from '../../../ui/index.ts';
import { useOpenInGrid } from '../../open-in-grid.ts';
import { externalColumnMark } from '../external/external-graph.ts';
import { handleIds, TABLE_NODE_WIDTH } from '../layout/diagram-graph.ts';

/** What an external table's box shows. */
export interface ExternalTableNodeData extends Record<string, unknown> {
  table: ExternalTable;
  /** The connector it is read through, shown as the box's tag. */
  connectorName: string;
  connectorId: string;
  /** The Postgres schema shown; null for MySQL. */
  schemaName: string | null;
  /** Its access rules are shown in the details panel. */
  selected: boolean;
}
export type ExternalTableNodeType = Node<ExternalTableNodeData, 'external'>;

/** The hidden ends of foreign-key lines. */
const anchor = '!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-transparent';

/**
 * A table or view of a connected database: read-only in the diagram, so it has a dashed border, a
 * lock, the connector's name and no way to drag, relate or change it; a click shows its access
 * rules, and "Browse rows" opens it in the grid. Its columns show the key, foreign-key and
 * required marks the project's tables show, and the type.
 */
export const ExternalTableNode = memo(function ExternalTableNode({ data }: NodeProps<ExternalTableNodeType>) {
  const t = useT();
  const openInGrid = useOpenInGrid();
  const { table, connectorName, connectorId, schemaName, selected } = data;
  return (
    <div
      style={{ width: TABLE_NODE_WIDTH }}
      data-testid={`external-table-${table.name}`}
      data-kind={table.kind}
      data-selected={selected}
      className={cx('cursor-pointer rounded-lg border border-dashed border-slate-400 bg-slate-50 text-xs shadow-sm', selected && 'ring-2 ring-indigo-500')}
    >
      <Handle type="target" id={handleIds.target('left')} position={Position.Left} isConnectable={false} className={cx(anchor, '!top-5')} />
      <Handle type="target" id={handleIds.target('right')} position={Position.Right} isConnectable={false} className={cx(anchor, '!top-5')} />
      <div className="rounded-t-lg border-b border-dashed border-slate-300 bg-slate-100 px-3 py-1.5">
        <div className="flex items-center gap-1.5 text-[10px] text-slate-500">
          <Lock aria-hidden="true" className="size-3 shrink-0" />
          <span className="min-w-0 flex-1 truncate" title={connectorName}>
            {connectorName}
          </span>
          <span className="shrink-0 tracking-wide uppercase">{t('dataDiagram.external.readOnly')}</span>
        </div>
        <div className="flex items-center gap-1.5">
          {table.kind === 'view' && <Eye aria-hidden="true" className="size-3.5 shrink-0 text-slate-500" />}
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-800" title={table.name}>
            {table.name}
          </span>
          {table.kind === 'view' && (
            <span data-testid={`external-view-${table.name}`} className="shrink-0 rounded bg-white px-1 text-[10px] font-medium text-slate-600 ring-1 ring-slate-300">
              {t('dataDiagram.external.view')}
            </span>
          )}
          {openInGrid && (
            <button
              type="button"
              className="nodrag nopan flex size-6 shrink-0 items-center justify-center rounded text-slate-600 hover:bg-white hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              title={t('dataDiagram.external.browseRows', { table: table.name })}
              aria-label={t('dataDiagram.external.browseRows', { table: table.name })}
              data-testid={`external-browse-${table.name}`}
              onClick={() => openInGrid({ connectorId, connectorName, schema: schemaName, table: table.name })}
            >
              <Rows3 aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </div>
      </div>
      <ul className="py-1">
        {table.columns.map((column) => (
          <ExternalColumnRow key={column.name} table={table} column={column} />
        ))}
      </ul>
    </div>
  );
});

function ExternalColumnRow({ table, column }: { table: ExternalTable; column: ExternalColumn }) {
  const t = useT();
  const mark = externalColumnMark(table, column);
  const key = table.foreignKeys.find((candidate) => candidate.columns.includes(column.name));
  const type = column.type === 'unknown' ? column.databaseType : t(`dataDiagram.types.${column.type}`);
  return (
    <li data-testid={`external-column-${table.name}-${column.name}`} className="relative flex items-center gap-1.5 px-3 py-1">
      <span className="flex size-3.5 shrink-0 items-center justify-center" aria-hidden={mark === null}>
        {mark === 'primaryKey' && <KeyRound className="size-3.5 text-amber-600" aria-label={t('dataDiagram.node.primaryKey')} />}
        {mark === 'relation' && <Link2 className="size-3.5 text-slate-500" aria-label={t('dataDiagram.node.relation', { table: key?.referencedTable ?? '' })} />}
      </span>
      <span className={cx('min-w-0 flex-1 truncate', mark === 'primaryKey' ? 'font-semibold text-slate-900' : 'text-slate-700')} title={column.name}>
        {column.name}
      </span>
      {!column.nullable && mark !== 'primaryKey' && (
        <span className="text-red-600" title={t('dataDiagram.node.required')} aria-label={t('dataDiagram.node.required')}>
          *
        </span>
      )}
      <span className="max-w-24 shrink-0 truncate text-slate-500" title={column.databaseType}>
        {mark === 'relation' && key ? `→ ${key.referencedTable}` : type}
      </span>
      <Handle type="source" id={handleIds.column(column.name, 'left')} position={Position.Left} isConnectable={false} className={anchor} />
      <Handle type="source" id={handleIds.column(column.name, 'right')} position={Position.Right} isConnectable={false} className={anchor} />
    </li>
  );
}
