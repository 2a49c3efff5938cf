import { useQuery } from '@tanstack/react-query';
import type { DataTable } from '@tessera/model/data';
import { useMemo } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { connectorsApi, connectorsKeys } from '../../api/connectors-api.ts';
import { useT } from '../../i18n/index.ts';
import { Button, EmptyState, LoadingState } from '../../ui/index.ts';
import { rowTableOfExternal } from '../rows/row-table.ts';
import { useConnectorRowsApi } from '../rows/use-rows-api.ts';
import type { GridChoice } from './grid-choice.ts';
import { TableGrid } from './TableGrid.tsx';
import { TablePicker } from './TablePicker.tsx';

export interface ExternalTableGridProps {
  projectId: string;
  readOnly: boolean;
  choice: Extract<GridChoice, { kind: 'external' }>;
  projectTables: readonly DataTable[];
  onChoose: (choice: GridChoice) => void;
}

/**
 * The grid over a table of a connected database: its columns and key as the server reads them
 * from the database (read again each time the grid opens), its rows through the connector's table
 * route. A database out of reach, or a table no longer there, says so with the server's message.
 */
export function ExternalTableGrid({ projectId, readOnly, choice, projectTables, onChoose }: ExternalTableGridProps) {
  const t = useT();
  const schema = useQuery({
    queryKey: connectorsKeys.schema(choice.connectorId, choice.schema),
    queryFn: () => connectorsApi.schema(api, choice.connectorId, choice.schema ?? undefined),
    retry: false,
  });
  const rowsApi = useConnectorRowsApi(projectId, choice.connectorId, choice.schema);
  const found = schema.data?.tables.find((candidate) => candidate.name === choice.table) ?? null;
  const table = useMemo(() => (found ? rowTableOfExternal(found) : null), [found]);
  const picker = (
    <TablePicker
      projectTables={projectTables}
      external={schema.data ? { connectorName: choice.connectorName, tables: schema.data.tables.map((candidate) => candidate.name) } : null}
      choice={choice}
      onChoose={onChoose}
    />
  );

  if (table) return <TableGrid key={`${rowsApi.scope}:${table.name}`} rowsApi={rowsApi} table={table} imports={null} readOnly={readOnly} picker={picker} />;
  let state;
  if (schema.isPending) state = <LoadingState label={t('studio.grid.readingExternal', { connector: choice.connectorName })} />;
  else if (schema.isError) {
    state = (
      <EmptyState
        title={t('studio.grid.externalError', { connector: choice.connectorName })}
        text={errorMessage(schema.error)}
        className="m-6 max-w-xl"
        action={
          <Button variant="secondary" onClick={() => void schema.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else state = <EmptyState title={t('studio.grid.externalGone', { connector: choice.connectorName, table: choice.table })} className="m-6 max-w-xl" />;
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={choice.table} data-testid="external-grid-state">
      <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">{picker}</div>
      {state}
    </section>
  );
}
