import { useCallback, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { Tabs } from '../ui/index.ts';
import { DataDiagram } from './diagram/DataDiagram.tsx';
import { useDiagramSession } from './diagram/use-diagram-session.ts';
import { DataGrid } from './grid/DataGrid.tsx';
import { rememberChoice, rememberedChoice, type GridChoice } from './grid/grid-choice.ts';
import { MigrationHistory } from './history/MigrationHistory.tsx';
import { OpenInGridContext, type ExternalTableRef } from './open-in-grid.ts';

/** Props of the studio's `dataDiagramScheme` mode. */
export interface DataModeProps {
  projectId: string;
  /** A member without a Developer seat looks but does not change. */
  readOnly: boolean;
}

/** Fills the tab panel below the tab list (the Tabs kit's panel takes no class of its own). */
const fillPanel = '[&>[role=tabpanel]]:flex [&>[role=tabpanel]]:min-h-0 [&>[role=tabpanel]]:flex-1 [&>[role=tabpanel]]:flex-col [&>[role=tablist]]:bg-white [&>[role=tablist]]:px-3 [&>[role=tablist]]:pt-1';

type DataTab = 'diagram' | 'data' | 'history';

/**
 * The studio's `dataDiagramScheme` mode: the project's database, as an entity diagram, as the rows
 * of its tables and as the history of its changes. The table open in the grid is kept for the
 * tab's lifetime; the diagram's "Browse rows" on a connected database's table opens it there.
 */
export function DataMode({ projectId, readOnly }: DataModeProps) {
  const t = useT();
  // Made here, above the tabs, so the diagram's history survives a visit to another tab.
  const diagram = useDiagramSession(projectId, readOnly);
  const [tab, setTab] = useState<DataTab>('diagram');
  const [choice, setChoice] = useState<GridChoice | null>(() => rememberedChoice(projectId));
  const choose = useCallback(
    (next: GridChoice) => {
      setChoice(next);
      rememberChoice(projectId, next);
    },
    [projectId],
  );
  const openInGrid = useCallback(
    (ref: ExternalTableRef) => {
      choose({ kind: 'external', ...ref });
      setTab('data');
    },
    [choose],
  );
  return (
    <main data-testid="studio-mode-dataDiagramScheme" className="flex min-h-0 flex-1 flex-col bg-slate-50">
      <OpenInGridContext.Provider value={openInGrid}>
        <Tabs
          label={t('dataDiagram.tabs.label')}
          className={`min-h-0 flex-1 !gap-0 ${fillPanel}`}
          value={tab}
          onValueChange={(next) => setTab(next as DataTab)}
          items={[
            { value: 'diagram', label: t('dataDiagram.tabs.diagram'), content: <DataDiagram session={diagram} projectId={projectId} /> },
            { value: 'data', label: t('studio.grid.tab'), content: <DataGrid projectId={projectId} readOnly={readOnly} choice={choice} onChoose={choose} /> },
            { value: 'history', label: t('dataDiagram.history.tab'), content: <MigrationHistory projectId={projectId} /> },
          ]}
        />
      </OpenInGridContext.Provider>
    </main>
  );
}
