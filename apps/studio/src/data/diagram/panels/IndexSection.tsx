import { applyDataOp, columnById, type DataOp, type DataTable } from '@tessera/model/data';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Checkbox, IconButton, Text } from '../../../ui/index.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { PanelSection } from './PanelSection.tsx';

/** A table's indexes (remove one) and a new index over the columns ticked, unique or not. */
export function IndexSection({ table }: { table: DataTable }) {
  const t = useT();
  const session = useDiagram();
  const readOnly = useDiagramState((state) => state.readOnly);
  const [picked, setPicked] = useState<string[]>([]);
  const [unique, setUnique] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const nameOf = (columnId: string) => columnById(table, columnId)?.name ?? columnId;

  function add() {
    const ordered = table.columns.map((column) => column.id).filter((id) => picked.includes(id));
    const op: DataOp = { op: 'addIndex', tableId: table.id, index: { id: crypto.randomUUID(), columnIds: ordered, unique } };
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    if (session.edit([op])) {
      setPicked([]);
      setUnique(false);
    }
  }

  return (
    <PanelSection title={t('dataDiagram.indexes.title')}>
      {table.indexes.length === 0 ? (
        <Text className="text-slate-500">{t('dataDiagram.indexes.none')}</Text>
      ) : (
        <ul className="flex flex-col gap-1">
          {table.indexes.map((index) => {
            const columns = index.columnIds.map(nameOf).join(', ');
            return (
              <li key={index.id} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate text-slate-800">{columns}</span>
                {index.unique && <span className="text-xs text-sky-700">{t('dataDiagram.indexes.uniqueMark')}</span>}
                {!readOnly && (
                  <IconButton
                    size="sm"
                    variant="danger"
                    label={t('dataDiagram.indexes.remove', { columns })}
                    icon={<Trash2 aria-hidden="true" className="size-4" />}
                    onClick={() => session.edit([{ op: 'dropIndex', tableId: table.id, indexId: index.id }])}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
          <legend className="px-1 text-xs text-slate-600">{t('dataDiagram.indexes.columns')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {table.columns.map((column) => (
              <Checkbox
                key={column.id}
                label={column.name}
                checked={picked.includes(column.id)}
                onChange={(event) => {
                  setError(undefined);
                  setPicked((current) => (event.target.checked ? [...current, column.id] : current.filter((id) => id !== column.id)));
                }}
              />
            ))}
          </div>
          <Checkbox label={t('dataDiagram.indexes.unique')} checked={unique} onChange={(event) => setUnique(event.target.checked)} />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button size="sm" variant="secondary" className="self-start" disabled={picked.length === 0} onClick={add}>
            {t('dataDiagram.indexes.add')}
          </Button>
        </fieldset>
      )}
    </PanelSection>
  );
}
