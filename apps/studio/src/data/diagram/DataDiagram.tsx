import { ReactFlowProvider } from '@xyflow/react';
import { Database, Plus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, ConfirmDialog, EmptyState, IconButton, LoadingState } from '../../ui/index.ts';
import { DiagramCanvas } from './canvas/DiagramCanvas.tsx';
import { AddTableDialog } from './dialogs/AddTableDialog.tsx';
import { ChangePreviewDialog } from './dialogs/ChangePreviewDialog.tsx';
import { RelationDialog } from './dialogs/RelationDialog.tsx';
import { DiagramToolbar } from './DiagramToolbar.tsx';
import { ExternalAccessPanel } from './external/ExternalAccessPanel.tsx';
import { ExternalTablesNotice } from './external/ExternalTablesNotice.tsx';
import { useExternalTables } from './external/use-external-tables.ts';
import { DetailsPanel } from './panels/DetailsPanel.tsx';
import { DiagramProvider, useDiagram, useDiagramState } from './session/diagram-context.tsx';
import type { DiagramSession } from './session/diagram-session.ts';
import { useDiagramCommands } from './use-diagram-commands.ts';
import { useDiagramShortcuts } from './use-diagram-shortcuts.ts';

/**
 * The data diagram of a project: the toolbar, the diagram and the details of the selection, for a
 * session made by `useDiagramSession` (it outlives this view, so switching tabs keeps the history).
 */
export function DataDiagram({ session, projectId }: { session: DiagramSession; projectId: string }) {
  return (
    <DiagramProvider session={session}>
      <ReactFlowProvider>
        <DiagramBody projectId={projectId} />
      </ReactFlowProvider>
    </DiagramProvider>
  );
}

function DiagramBody({ projectId }: { projectId: string }) {
  const t = useT();
  const session = useDiagram();
  const status = useDiagramState((state) => state.status);
  const loadError = useDiagramState((state) => state.loadError);
  const empty = useDiagramState((state) => state.model.tables.length === 0);
  const canvas = useRef<HTMLDivElement>(null);
  const commands = useDiagramCommands(canvas);
  const external = useExternalTables();
  const readOnly = useDiagramState((state) => state.readOnly);
  const selection = useDiagramState((state) => state.selection);
  // An external table's access rules take the details panel until a project table is selected.
  const [externalName, setExternalName] = useState<string | null>(null);
  useEffect(() => {
    if (selection) setExternalName(null);
  }, [selection]);
  const externalTable = externalName ? external.view?.schema?.tables.find((table) => table.name === externalName) : undefined;
  useDiagramShortcuts(commands);
  const { dialog } = commands;

  if (status === 'loading') return <LoadingState label={t('dataDiagram.loading')} />;
  if (status === 'failed') {
    return (
      <div className="flex flex-1 items-center justify-center p-8">
        <EmptyState
          title={t('dataDiagram.loadError')}
          text={loadError ?? undefined}
          className="max-w-lg bg-white"
          action={
            <Button variant="secondary" onClick={() => void session.load()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="data-diagram">
      <DiagramToolbar commands={commands} external={external} />
      <div className="relative flex min-h-0 flex-1">
        <div ref={canvas} className="relative flex min-h-0 min-w-0 flex-1">
          <DiagramCanvas
            onRelate={commands.relate}
            external={external.view}
            selectedExternal={externalTable ? externalTable.name : null}
            onSelectExternal={(name) => {
              if (name !== null) session.select(null);
              setExternalName(name);
            }}
          />
          <ExternalTablesNotice view={external.view} />
          {empty && !external.view?.schema?.tables.length && (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-8">
              <EmptyState
                icon={<Database className="size-6" />}
                title={t('dataDiagram.empty.title')}
                text={t('dataDiagram.empty.text')}
                className="pointer-events-auto max-w-md bg-white"
                action={
                  commands.readOnly ? undefined : (
                    <Button onClick={commands.addTable}>
                      <Plus aria-hidden="true" className="size-4" />
                      {t('dataDiagram.toolbar.addTable')}
                    </Button>
                  )
                }
              />
            </div>
          )}
        </div>
        {externalTable && external.view ? (
          <aside aria-label={t('dataDiagram.panel.label')} data-testid="diagram-details" className="relative flex w-80 shrink-0 flex-col overflow-y-auto border-l border-slate-200 bg-white">
            <IconButton size="sm" className="absolute top-2 right-2" label={t('dataDiagram.panel.close')} icon={<X aria-hidden="true" className="size-4" />} onClick={() => setExternalName(null)} />
            <ExternalAccessPanel key={`${external.view.source.id}:${externalTable.name}`} projectId={projectId} source={external.view.source} schemaName={external.view.schemaName} table={externalTable} readOnly={readOnly} />
          </aside>
        ) : (
          <DetailsPanel onAddRelation={(tableId) => commands.relate(tableId, null)} onDelete={commands.deleteSelection} />
        )}
      </div>
      {dialog?.kind === 'addTable' && <AddTableDialog at={dialog.at} onAdded={commands.reveal} onClose={commands.closeDialog} />}
      {dialog?.kind === 'relation' && <RelationDialog fromTableId={dialog.fromTableId} toTableId={dialog.toTableId} onAdded={commands.reveal} onClose={commands.closeDialog} />}
      <ConfirmDialog
        open={dialog?.kind === 'undoDrop'}
        onOpenChange={(open) => !open && commands.closeDialog()}
        type="yesNo"
        itemName=""
        title={t('dataDiagram.undoDrop.title')}
        description={t('dataDiagram.undoDrop.text')}
        onConfirm={commands.undoNow}
      />
      <ChangePreviewDialog />
    </div>
  );
}
