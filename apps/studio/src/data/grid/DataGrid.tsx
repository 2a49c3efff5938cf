import { Table2 } from 'lucide-react';
import { useMemo } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, EmptyState, LoadingState } from '../../ui/index.ts';
import { useImportsApi } from '../imports/use-imports.ts';
import { useDataModel } from '../model/use-data-model.ts';
import { rowTableOfModel } from '../rows/row-table.ts';
import { useRowsApi } from '../rows/use-rows-api.ts';
import { ExternalTableGrid } from './ExternalTableGrid.tsx';
import type { GridChoice } from './grid-choice.ts';
import { TableGrid } from './TableGrid.tsx';
import { TablePicker } from './TablePicker.tsx';

export interface DataGridProps {
  projectId: string;
  /** A member without a Developer seat: rows are browsed, filtered, counted and exported, never changed. */
  readOnly: boolean;
  /** The table open (kept by the data mode for the tab's lifetime); null opens the project's first table. */
  choice: GridChoice | null;
  onChoose: (choice: GridChoice) => void;
}

/**
 * The data grid: pick a table of the project's data model, or one of a connected database (opened
 * from the diagram), then browse, filter, sort, edit, add, delete, import (project tables) and
 * export its rows.
 */
export function DataGrid({ projectId, readOnly, choice, onChoose }: DataGridProps) {
  const t = useT();
  const model = useDataModel(projectId);
  const rowsApi = useRowsApi(projectId);
  const importsApi = useImportsApi(projectId);
  const imports = useMemo(() => ({ projectId, api: importsApi }), [projectId, importsApi]);
  const tables = model.data?.model.tables;
  const chosen = choice?.kind === 'project' ? tables?.find((candidate) => candidate.id === choice.tableId) : undefined;
  const projectTable = chosen ?? tables?.[0];
  const rowTable = useMemo(() => (projectTable ? rowTableOfModel(projectTable) : null), [projectTable]);

  if (choice?.kind === 'external') return <ExternalTableGrid projectId={projectId} readOnly={readOnly} choice={choice} projectTables={tables ?? []} onChoose={onChoose} />;
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
  if (!projectTable || !rowTable) {
    return <EmptyState icon={<Table2 className="size-6" />} title={t('studio.grid.noTablesTitle')} text={t('studio.grid.noTablesText')} className="m-8 max-w-xl self-center bg-white" />;
  }
  const picker = <TablePicker projectTables={tables ?? []} external={null} choice={{ kind: 'project', tableId: projectTable.id }} onChoose={onChoose} />;
  // Keyed by table: filters, sort, selection and dialogs belong to the table they were made on.
  return <TableGrid key={projectTable.id} rowsApi={rowsApi} table={rowTable} imports={imports} readOnly={readOnly} picker={picker} />;
}
