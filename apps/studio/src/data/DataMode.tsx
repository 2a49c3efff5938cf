import { DataGrid } from './grid/DataGrid.tsx';

/** The studio's `dataDiagramScheme` mode: the project's data (its grid). */
export default function DataMode({ projectId, readOnly }: { projectId: string; readOnly: boolean }) {
  return (
    <main data-testid="studio-mode-dataDiagramScheme" className="flex min-h-0 flex-1 flex-col bg-slate-50">
      <DataGrid projectId={projectId} readOnly={readOnly} />
    </main>
  );
}
