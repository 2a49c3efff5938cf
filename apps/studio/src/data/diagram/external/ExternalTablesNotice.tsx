import { useT } from '../../../i18n/index.ts';
import { InfoBox, Spinner } from '../../../ui/index.ts';
import type { ExternalView } from './use-external-tables.ts';

/**
 * What the diagram says over its top edge about the external tables: reading them, why the last
 * read failed (the project's tables stay as they are), or that the database has none.
 */
export function ExternalTablesNotice({ view }: { view: ExternalView | null }) {
  const t = useT();
  if (!view) return null;
  const where = view.schemaName ? t('dataDiagram.external.showingSchema', { name: view.source.name, schema: view.schemaName }) : view.source.name;
  let content;
  if (view.status === 'failed') {
    content = (
      <InfoBox tone="error" title={t('dataDiagram.external.failed', { where })} testId="external-tables-error">
        {view.error}
      </InfoBox>
    );
  } else if (view.status === 'loading' && !view.schema) {
    content = (
      <div role="status" className="flex items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-sm">
        <Spinner className="size-4" />
        {t('dataDiagram.external.loading', { where })}
      </div>
    );
  } else if (view.status === 'ready' && view.schema?.tables.length === 0) {
    content = (
      <InfoBox tone="info" testId="external-tables-empty">
        {t('dataDiagram.external.empty', { where })}
      </InfoBox>
    );
  } else return null;
  return <div className="pointer-events-none absolute inset-x-0 top-3 z-10 flex justify-center px-4 [&>*]:pointer-events-auto [&>*]:max-w-xl">{content}</div>;
}
