import type { DataColumn, DataTable } from '@tessera/model/data';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { KeyRound, Link2 } from 'lucide-react';
import { memo } from 'react';
import { useT } from '../../../i18n/index.ts';
import { cx } from '../../../ui/index.ts';
import { columnMark, handleIds, TABLE_NODE_WIDTH } from '../layout/diagram-graph.ts';
import { useDiagram } from '../session/diagram-context.tsx';
import { AccessBadge } from './AccessBadge.tsx';

/** What a table's box shows. */
export interface TableNodeData extends Record<string, unknown> {
  table: DataTable;
  selectedColumnId: string | null;
  /** The names of the tables its relation columns point at, by id. */
  referencedNames: Readonly<Record<string, string>>;
  readOnly: boolean;
}
export type TableNodeType = Node<TableNodeData, 'table'>;

/** The hidden ends of relation lines: they only anchor the lines, nobody drags from them. */
const anchor = '!size-1.5 !min-h-0 !min-w-0 !border-0 !bg-transparent';

/**
 * One table of the diagram: its name, access badge and columns (key icon, relation icon, type,
 * required and unique marks). A click on a column selects it; the dot on the right is dragged to
 * another table to add a relation.
 */
export const TableNode = memo(function TableNode({ data, selected }: NodeProps<TableNodeType>) {
  const t = useT();
  const session = useDiagram();
  const { table, selectedColumnId, referencedNames, readOnly } = data;
  return (
    <div
      style={{ width: TABLE_NODE_WIDTH }}
      data-testid={`diagram-table-${table.name}`}
      className={cx(
        'rounded-lg border bg-white text-xs shadow-sm',
        selected ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-slate-300',
        table.joinFor && 'border-dashed',
      )}
    >
      <Handle type="target" id={handleIds.target('left')} position={Position.Left} isConnectable={false} className={cx(anchor, '!top-5')} />
      <Handle type="target" id={handleIds.target('right')} position={Position.Right} isConnectable={false} className={cx(anchor, '!top-5')} />
      <div className={cx('flex items-center gap-2 rounded-t-lg border-b px-3 py-2', table.joinFor ? 'border-slate-200 bg-slate-50' : 'border-indigo-100 bg-indigo-50')}>
        <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" title={table.name}>
          {table.name}
        </span>
        {table.joinFor && <span className="shrink-0 text-[10px] tracking-wide text-slate-500 uppercase">{t('dataDiagram.node.joinTable')}</span>}
        <AccessBadge access={table.access} />
      </div>
      {!readOnly && (
        <Handle
          type="source"
          id={handleIds.connect}
          position={Position.Right}
          title={t('dataDiagram.node.connect')}
          aria-label={t('dataDiagram.node.connect')}
          className="!top-5 !-right-2 !size-3.5 !border-2 !border-white !bg-indigo-500 hover:!bg-indigo-700"
        />
      )}
      <ul className="py-1">
        {table.columns.map((column) => (
          <ColumnRow
            key={column.id}
            table={table}
            column={column}
            selected={column.id === selectedColumnId}
            referenced={column.references ? referencedNames[column.references.tableId] : undefined}
            onSelect={() => session.select({ tableId: table.id, columnId: column.id })}
          />
        ))}
      </ul>
    </div>
  );
});

function ColumnRow({ table, column, selected, referenced, onSelect }: { table: DataTable; column: DataColumn; selected: boolean; referenced: string | undefined; onSelect: () => void }) {
  const t = useT();
  const mark = columnMark(table, column);
  return (
    <li
      data-testid={`diagram-column-${table.name}-${column.name}`}
      className={cx('relative flex cursor-pointer items-center gap-1.5 px-3 py-1', selected ? 'bg-indigo-100' : 'hover:bg-slate-50')}
      onClick={(event) => {
        event.stopPropagation();
        onSelect();
      }}
    >
      <span className="flex size-3.5 shrink-0 items-center justify-center" aria-hidden={mark === null}>
        {mark === 'primaryKey' && <KeyRound className="size-3.5 text-amber-600" aria-label={t('dataDiagram.node.primaryKey')} />}
        {mark === 'relation' && <Link2 className="size-3.5 text-indigo-600" aria-label={t('dataDiagram.node.relation', { table: referenced ?? '' })} />}
      </span>
      <span className={cx('min-w-0 flex-1 truncate', mark === 'primaryKey' ? 'font-semibold text-slate-900' : 'text-slate-800')} title={column.name}>
        {column.name}
      </span>
      {column.required && mark !== 'primaryKey' && (
        <span className="text-red-600" title={t('dataDiagram.node.required')} aria-label={t('dataDiagram.node.required')}>
          *
        </span>
      )}
      {column.unique && mark !== 'primaryKey' && (
        <span className="rounded bg-sky-50 px-1 text-[10px] font-medium text-sky-700 ring-1 ring-sky-200" title={t('dataDiagram.node.unique')} aria-label={t('dataDiagram.node.unique')}>
          U
        </span>
      )}
      <span className="shrink-0 text-slate-500">{mark === 'relation' && referenced ? `→ ${referenced}` : t(`dataDiagram.types.${column.type}`)}</span>
      <Handle type="source" id={handleIds.column(column.id, 'left')} position={Position.Left} isConnectable={false} className={anchor} />
      <Handle type="source" id={handleIds.column(column.id, 'right')} position={Position.Right} isConnectable={false} className={anchor} />
    </li>
  );
}
