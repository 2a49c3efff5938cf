import type { ImportJob } from '@tessera/model/data';
import { Upload } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';
import { isActiveImport } from './import-file.ts';
import { ImportProgress } from './ImportProgress.tsx';
import type { ImportsApi } from './imports-api.ts';
import { useImportJob, useTableImports } from './use-imports.ts';

/**
 * The table's running import above the grid, found from the table's import list, so it shows
 * again after a reload; "Details" opens it in the import dialog.
 */
export function ImportBanner({ importsApi, projectId, tableName, onOpen }: { importsApi: ImportsApi; projectId: string; tableName: string; onOpen: (importId: string) => void }) {
  const imports = useTableImports(importsApi, projectId, tableName);
  const running = imports.data?.imports.find((job) => isActiveImport(job.status));
  if (!running) return null;
  return <RunningImport importsApi={importsApi} projectId={projectId} tableName={tableName} initial={running} onOpen={onOpen} />;
}

function RunningImport({ importsApi, projectId, tableName, initial, onOpen }: { importsApi: ImportsApi; projectId: string; tableName: string; initial: ImportJob; onOpen: (importId: string) => void }) {
  const t = useT();
  // Polls the job itself, so the grid refreshes when it ends even with the dialog closed.
  const job = useImportJob(importsApi, projectId, tableName, initial.id, initial).data ?? initial;
  return (
    <div className="flex items-center gap-4 border-b border-indigo-100 bg-indigo-50/60 px-4 py-2" data-testid="import-banner">
      <Upload aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate text-sm font-medium text-slate-800">{t('studio.imports.banner', { file: job.fileName, table: tableName })}</p>
        <ImportProgress job={job} compact />
      </div>
      <Button size="sm" variant="secondary" onClick={() => onOpen(job.id)}>
        {t('studio.imports.details')}
      </Button>
    </div>
  );
}
