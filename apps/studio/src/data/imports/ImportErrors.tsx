import type { ImportJob } from '@tessera/model/data';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Spinner, toast } from '../../ui/index.ts';
import { downloadFile } from '../rows/download-file.ts';
import { hasImportErrors, rowErrorReason } from './import-file.ts';
import type { ImportsApi } from './imports-api.ts';
import { useImportErrors } from './use-imports.ts';

/** The rows an import rejected, each with its line in the file, and the whole list as a CSV download. */
export function ImportErrors({ importsApi, projectId, job }: { importsApi: ImportsApi; projectId: string; job: ImportJob }) {
  const t = useT();
  const errors = useImportErrors(importsApi, projectId, job);
  const [downloading, setDownloading] = useState(false);
  if (!hasImportErrors(job)) return null;
  if (errors.isPending) return <Spinner size="sm" />;
  if (errors.isError) return <InfoBox tone="error">{errorMessage(errors.error)}</InfoBox>;
  const { errors: listed, total } = errors.data;
  if (total === 0) return null;

  async function download() {
    setDownloading(true);
    try {
      downloadFile(await importsApi.errorsCsv(job.id), `${job.fileName.replace(/\.(csv|xlsx)$/i, '')}-errors.csv`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="flex flex-col gap-2" aria-label={t('studio.imports.errorsTitle')}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800">{t('studio.imports.errorsTitle')}</h3>
        <Button size="sm" variant="secondary" loading={downloading} onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          {t('studio.imports.downloadErrors')}
        </Button>
      </div>
      <ul className="max-h-56 divide-y divide-slate-100 overflow-auto rounded-lg border border-slate-200 text-sm" data-testid="import-errors">
        {listed.map((error, index) => (
          <li key={`${error.line}-${index}`} className="flex gap-3 px-3 py-2">
            <span className="shrink-0 font-medium text-slate-700 tabular-nums">{t('studio.imports.errorLine', { line: error.line })}</span>
            <span className="text-slate-600">{rowErrorReason(error)}</span>
          </li>
        ))}
      </ul>
      {total > listed.length && <p className="text-xs text-slate-500">{t('studio.imports.moreErrors', { count: total - listed.length })}</p>}
    </section>
  );
}
