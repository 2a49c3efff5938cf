import { columnById, tableById } from '@tessera/model/data';
import { X } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { IconButton } from '../../../ui/index.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { ColumnPanel } from './ColumnPanel.tsx';
import { TablePanel } from './TablePanel.tsx';

/** The side panel of the selected table or column; nothing while nothing is selected. */
export function DetailsPanel({ onAddRelation, onDelete }: { onAddRelation: (tableId: string) => void; onDelete: () => void }) {
  const t = useT();
  const session = useDiagram();
  const selection = useDiagramState((state) => state.selection);
  const model = useDiagramState((state) => state.model);
  const table = selection ? tableById(model, selection.tableId) : undefined;
  if (!table) return null;
  const column = selection?.columnId ? columnById(table, selection.columnId) : undefined;
  return (
    <aside aria-label={t('dataDiagram.panel.label')} data-testid="diagram-details" className="relative flex w-80 shrink-0 flex-col overflow-y-auto border-l border-slate-200 bg-white">
      <IconButton
        size="sm"
        className="absolute top-2 right-2"
        label={t('dataDiagram.panel.close')}
        icon={<X aria-hidden="true" className="size-4" />}
        onClick={() => session.select(null)}
      />
      {column ? (
        <ColumnPanel key={JSON.stringify(column)} table={table} column={column} onDelete={onDelete} />
      ) : (
        <TablePanel key={table.id} table={table} onAddRelation={() => onAddRelation(table.id)} onDelete={onDelete} />
      )}
    </aside>
  );
}
