import { applyDataOps, tableById, type DataColumn, type DataTable } from '@tessera/model/data';
import { ChevronLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Text } from '../../../ui/index.ts';
import { columnChangeOps, columnValuesOf, type ColumnValues } from '../edit/column-values.ts';
import { ColumnFields } from '../forms/ColumnFields.tsx';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { PanelSection } from './PanelSection.tsx';

/** A column's details: its settings (applied as one change), notes on keys and relations, delete. */
export function ColumnPanel({ table, column, onDelete }: { table: DataTable; column: DataColumn; onDelete: () => void }) {
  const t = useT();
  const session = useDiagram();
  const readOnly = useDiagramState((state) => state.readOnly);
  const referenced = useDiagramState((state) => (column.references ? tableById(state.model, column.references.tableId)?.name : undefined));
  const [values, setValues] = useState<ColumnValues>(() => columnValuesOf(column));
  const [error, setError] = useState<{ name: boolean; message: string } | undefined>();
  const primaryKey = column.id === table.primaryKeyColumnId;
  const ops = columnChangeOps(table, column, values);

  function apply() {
    const checked = applyDataOps(session.store.getState().model, ops);
    if (!checked.ok) {
      setError({ name: checked.error.code === 'invalid_name' || checked.error.code === 'duplicate_name', message: checked.error.message });
      return;
    }
    session.edit(ops);
  }

  return (
    <div className="flex flex-col">
      <PanelSection>
        <button
          type="button"
          className="-ml-1 flex items-center gap-1 self-start rounded text-xs text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500"
          onClick={() => session.select({ tableId: table.id, columnId: null })}
        >
          <ChevronLeft aria-hidden="true" className="size-3.5" />
          {t('dataDiagram.panel.backToTable', { table: table.name })}
        </button>
        <h2 className="pr-8 text-base font-semibold break-all text-slate-900">{t('dataDiagram.panel.columnTitle', { table: table.name, name: column.name })}</h2>
        {primaryKey && <Text className="text-slate-500">{t('dataDiagram.panel.primaryKeyNote')}</Text>}
        {column.references && <Text className="text-slate-500">{t('dataDiagram.panel.relationNote', { table: referenced ?? '…' })}</Text>}
      </PanelSection>
      <PanelSection>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <ColumnFields
            values={values}
            disabled={readOnly}
            lock={primaryKey ? 'primaryKey' : column.references ? 'relation' : null}
            nameError={error?.name ? error.message : undefined}
            onChange={(next) => {
              setValues(next);
              setError(undefined);
            }}
          />
          {error && !error.name && (
            <p role="alert" className="text-sm text-red-600">
              {error.message}
            </p>
          )}
          {!readOnly && (
            <Button type="submit" size="sm" className="self-start" disabled={ops.length === 0}>
              {t('dataDiagram.panel.apply')}
            </Button>
          )}
        </form>
      </PanelSection>
      {!readOnly && !primaryKey && (
        <PanelSection>
          <Button size="sm" variant="danger" className="self-start" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('dataDiagram.panel.deleteColumn')}
          </Button>
        </PanelSection>
      )}
    </div>
  );
}
