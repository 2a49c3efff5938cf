import { applyDataOp, tableById, type DataTable } from '@tessera/model/data';
import { KeyRound, Link2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Input, Text } from '../../../ui/index.ts';
import { AddColumnDialog } from '../dialogs/AddColumnDialog.tsx';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { AccessSection } from './AccessSection.tsx';
import { IndexSection } from './IndexSection.tsx';
import { PanelSection } from './PanelSection.tsx';

/** A table's details: rename, its columns (open one to edit it), add a column or a relation, indexes, access rules, delete. */
export function TablePanel({ table, onAddRelation, onDelete }: { table: DataTable; onAddRelation: () => void; onDelete: () => void }) {
  const t = useT();
  const session = useDiagram();
  const readOnly = useDiagramState((state) => state.readOnly);
  const model = useDiagramState((state) => state.model);
  const [addingColumn, setAddingColumn] = useState(false);

  const joined = table.joinFor?.map((id) => tableById(model, id)?.name ?? '…');
  return (
    <div className="flex flex-col">
      <PanelSection>
        <h2 className="pr-8 text-base font-semibold break-all text-slate-900">{t('dataDiagram.panel.tableTitle', { name: table.name })}</h2>
        {joined && <Text className="text-slate-500">{t('dataDiagram.panel.joinNote', { left: joined[0] ?? '', right: joined[1] ?? '' })}</Text>}
        {!readOnly && <RenameTableForm key={table.name} table={table} />}
      </PanelSection>
      <PanelSection title={t('dataDiagram.panel.columns')}>
        <ul className="flex flex-col" aria-label={t('dataDiagram.panel.columns')}>
          {table.columns.map((column) => (
            <li key={column.id}>
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500"
                onClick={() => session.select({ tableId: table.id, columnId: column.id })}
              >
                <span className="flex size-3.5 shrink-0 items-center" aria-hidden="true">
                  {column.id === table.primaryKeyColumnId && <KeyRound className="size-3.5 text-amber-600" />}
                  {column.references && <Link2 className="size-3.5 text-indigo-600" />}
                </span>
                <span className="min-w-0 flex-1 truncate text-slate-900">{column.name}</span>
                <span className="text-xs text-slate-500">{t(`dataDiagram.types.${column.type}`)}</span>
              </button>
            </li>
          ))}
        </ul>
        {!readOnly && (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setAddingColumn(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {t('dataDiagram.panel.addColumn')}
            </Button>
            <Button size="sm" variant="secondary" onClick={onAddRelation}>
              <Link2 aria-hidden="true" className="size-4" />
              {t('dataDiagram.panel.addRelation')}
            </Button>
          </div>
        )}
      </PanelSection>
      <IndexSection table={table} />
      <AccessSection key={JSON.stringify(table.access)} table={table} />
      {!readOnly && (
        <PanelSection>
          <Button size="sm" variant="danger" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('dataDiagram.panel.deleteTable')}
          </Button>
        </PanelSection>
      )}
      {addingColumn && <AddColumnDialog table={table} onClose={() => setAddingColumn(false)} />}
    </div>
  );
}

/** The table's name, renamed on Enter or with the button (the model's refusal shows under it). */
function RenameTableForm({ table }: { table: DataTable }) {
  const t = useT();
  const session = useDiagram();
  const [name, setName] = useState(table.name);
  const [error, setError] = useState<string | undefined>();

  function rename() {
    const op = { op: 'renameTable' as const, tableId: table.id, name: name.trim() };
    if (op.name === table.name) return;
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) setError(checked.error.message);
    else session.edit([op]);
  }

  return (
    <form
      noValidate
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        rename();
      }}
    >
      <Input
        className="min-w-0 flex-1"
        label={t('dataDiagram.panel.tableName')}
        value={name}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="md" variant="secondary" disabled={name.trim() === table.name} className={error ? 'mb-6' : undefined}>
        {t('dataDiagram.panel.rename')}
      </Button>
    </form>
  );
}
