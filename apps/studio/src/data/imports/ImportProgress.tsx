import type { ImportJob } from '@tessera/model/data';
import { useLanguage, useT } from '../../i18n/index.ts';
import { cx } from '../../ui/index.ts';
import { formatBytes, importCountWording, importPercent, isActiveImport } from './import-file.ts';

/** An import's state: its status, a bar of the bytes read, and the rows imported (or checked) and rejected. */
export function ImportProgress({ job, compact = false }: { job: ImportJob; compact?: boolean }) {
  const t = useT();
  const language = useLanguage();
  const percent = importPercent(job);
  const active = isActiveImport(job.status);
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const countsText = () => {
    const rejected = number(job.rowsRejected);
    switch (importCountWording(job)) {
      case 'checked':
        return job.rowsImported === 1
          ? t('studio.imports.checkedCountsOne', { rejected })
          : t('studio.imports.checkedCounts', { checked: number(job.rowsImported), rejected });
      case 'noneImported':
        return t('studio.imports.noneImported', { rejected });
      case 'imported':
        return job.rowsImported === 1 ? t('studio.imports.countsOne', { rejected }) : t('studio.imports.counts', { imported: number(job.rowsImported), rejected });
    }
  };
  return (
    <div className="flex flex-col gap-1.5" data-testid="import-progress" data-status={job.status}>
      {!compact && (
        <p className={cx('text-sm font-medium', job.status === 'failed' ? 'text-red-700' : job.status === 'succeeded' ? 'text-emerald-700' : 'text-slate-800')}>
          {t(`studio.imports.status.${job.status}`)}
        </p>
      )}
      <div
        role="progressbar"
        aria-label={job.fileName}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cx('h-full rounded-full transition-[width]', job.status === 'failed' ? 'bg-red-500' : job.status === 'succeeded' ? 'bg-emerald-500' : 'bg-indigo-500')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-500 tabular-nums">
        {active && `${t('studio.imports.progress', { read: formatBytes(job.bytesRead, language), total: formatBytes(job.bytesTotal, language) })} · `}
        {countsText()}
      </p>
      {job.message && !compact && <p className={cx('text-sm', job.status === 'failed' ? 'text-red-700' : 'text-amber-700')}>{job.message}</p>}
    </div>
  );
}
