import { Table2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, EmptyState, LoadingState, Select } from '../../ui/index.ts';
import { useDataModel } from '../model/use-data-model.ts';
import { TableGrid } from './TableGrid.tsx';

export interface DataGridProps {
  projectId: string;
  /** A member without a Developer seat: rows are browsed, filtered, counted and exported, never changed. */
  readOnly: boolean;
}

/** Where the table last open in the grid is kept per project, for the tab's lifetime. */
const tableMemoryKey = (projectId: string) => `tessera.dataGrid.table.${projectId}`;

function rememberedTable(projectId: string): string | null {
  try {
    return window.sessionStorage.getItem(tableMemoryKey(projectId));
  } catch {
    return null;
  }
}

function rememberTable(projectId: string, tableId: string): void {
  try {
    window.sessionStorage.setItem(tableMemoryKey(projectId), tableId);
  } catch {
    // Storage blocked: the grid opens the first table next time.
  }
}

/**
 * The data grid of a project's draft database: pick a table of the data model, then browse,
 * filter, sort, edit, add, delete, import and export its rows.
 */
export function DataGrid({ projectId, readOnly }: DataGridProps) {
  const t = useT();
  const model = useDataModel(projectId);
  const [chosen, setChosen] = useState<string | null>(() => rememberedTable(projectId));

  if (model.isPending) return <LoadingState label={t('common.loading')} />;
  if (model.isError) {
    return (
      <EmptyState
        title={t('studio.grid.modelError')}
        text={errorMessage(model.error)}
        className="m-8 max-w-xl self-center bg-white"
        action={
          <Button variant="secondary" onClick={() => void model.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const { tables } = model.data.model;
  const table = tables.find((candidate) => candidate.id === chosen) ?? tables[0];
  if (!table) {
    return <EmptyState icon={<Table2 className="size-6" />} title={t('studio.grid.noTablesTitle')} text={t('studio.grid.noTablesText')} className="m-8 max-w-xl self-center bg-white" />;
  }

  const picker = (
    <Select
      label={t('studio.grid.table')}
      hideLabel
      className="w-56"
      options={tables.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
      value={table.id}
      onValueChange={(tableId) => {
        setChosen(tableId);
        rememberTable(projectId, tableId);
      }}
    />
  );
  // Keyed by table: filters, sort, selection and dialogs belong to the table they were made on.
  return <TableGrid key={table.id} projectId={projectId} table={table} readOnly={readOnly} picker={picker} />;
}
