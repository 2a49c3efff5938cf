import { importModes, type ImportJob, type ImportMode } from '@tessera/model/data';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Modal, RadioGroup, Spinner } from '../../ui/index.ts';
import { importContentTypeOf, isActiveImport } from './import-file.ts';
import { ImportErrors } from './ImportErrors.tsx';
import { ImportProgress } from './ImportProgress.tsx';
import type { ImportsApi } from './imports-api.ts';
import { tableImportsKey, useImportJob } from './use-imports.ts';

export interface ImportDialogProps {
  importsApi: ImportsApi;
  projectId: string;
  tableName: string;
  /** The import to show (a running one found after a reload), or null to start one. */
  importId: string | null;
  onImportChange: (importId: string | null) => void;
  onClose: () => void;
}

/**
 * Imports a CSV or Excel file into a table: pick the file and what a bad row does, upload it as
 * the raw body, then follow the background job (its progress survives closing the dialog and
 * reloading the page) and list the rows it rejected.
 */
export function ImportDialog({ importsApi, projectId, tableName, importId, onImportChange, onClose }: ImportDialogProps) {
  const t = useT();
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [mode, setMode] = useState<ImportMode>('allOrNothing');
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<ImportJob | undefined>();
  const [uploading, setUploading] = useState(false);
  const client = useQueryClient();
  const job = useImportJob(importsApi, projectId, tableName, importId, started);

  async function start() {
    if (!file || !importContentTypeOf(file.name)) {
      setProblem(t('studio.imports.badType'));
      return;
    }
    setUploading(true);
    setProblem(null);
    try {
      const created = await importsApi.start(tableName, file, mode);
      setStarted(created);
      onImportChange(created.id);
      // The grid's banner finds it in the table's list once the dialog is closed.
      void client.invalidateQueries({ queryKey: tableImportsKey(projectId, tableName) });
    } catch (error) {
      setProblem(t('studio.imports.startFailed', { message: errorMessage(error) }));
    } finally {
      setUploading(false);
    }
  }

  const showing = importId !== null;
  const ended = job.data !== undefined && !isActiveImport(job.data.status);
  const footer = showing ? (
    <>
      {ended && (
        <Button
          variant="secondary"
          onClick={() => {
            setFile(null);
            onImportChange(null);
          }}
        >
          {t('studio.imports.another')}
        </Button>
      )}
      <Button onClick={onClose}>{t('common.close')}</Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={uploading} disabled={!file}>
        {t('studio.imports.start')}
      </Button>
    </>
  );

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('studio.imports.title', { table: tableName })} width={560} footer={footer}>
      {showing ? (
        <div className="flex flex-col gap-4" data-testid="import-job">
          {job.data ? (
            <>
              <p className="truncate text-sm text-slate-600">{job.data.fileName}</p>
              <ImportProgress job={job.data} />
              <ImportErrors importsApi={importsApi} projectId={projectId} job={job.data} />
            </>
          ) : job.isError ? (
            <InfoBox tone="error">{errorMessage(job.error)}</InfoBox>
          ) : (
            <Spinner />
          )}
        </div>
      ) : (
        <form
          id={formId}
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            void start();
          }}
        >
          {problem && <InfoBox tone="error">{problem}</InfoBox>}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${formId}-file`} className="text-sm font-medium text-slate-800">
              {t('studio.imports.file')}
            </label>
            <input
              id={`${formId}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-indigo-700 hover:file:bg-indigo-100"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
              }}
            />
            <p className="text-xs text-slate-500">{t('studio.imports.fileHint')}</p>
          </div>
          <RadioGroup
            label={t('studio.imports.mode')}
            value={mode}
            onValueChange={(next) => setMode(next as ImportMode)}
            options={importModes.map((value) => ({ value, label: t(`studio.imports.${value}`), description: t(`studio.imports.${value}Hint`) }))}
          />
        </form>
      )}
    </Modal>
  );
}
