import { useQuery } from '@tanstack/react-query';
import { DatabaseZap, EyeOff, RefreshCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { connectorsApi, connectorsKeys } from '../../../api/connectors-api.ts';
import { useT } from '../../../i18n/index.ts';
import { Button, Input, Popover, Select, Spinner } from '../../../ui/index.ts';
import { useDomainName } from '../../../workspace/use-workspace-detail.ts';
import { externalSources } from './external-sources.ts';
import type { ExternalTables } from './use-external-tables.ts';

/**
 * The toolbar's "External tables": a popover to pick a database connector of the workspace (and
 * a schema: Postgres, SQL Server; an owner: Oracle) whose tables the diagram shows read-only;
 * once shown, Refresh and Hide. An empty schema reads the kind's default (the placeholder says which).
 */
export function ExternalTablesControl({ external }: { external: ExternalTables }) {
  const t = useT();
  const domainName = useDomainName();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string>('');
  const [typedSchema, setTypedSchema] = useState('');
  const list = useQuery({
    queryKey: connectorsKeys.list(domainName),
    queryFn: () => connectorsApi.list(api),
    enabled: open,
    retry: (count, error) => !(error instanceof ApiError && error.status === 403) && count < 2,
  });
  const sources = externalSources(list.data?.connectors ?? []);
  const firstSupported = sources.find((source) => source.supported)?.id ?? '';
  const chosen = sources.find((source) => source.id === (picked || firstSupported) && source.supported);
  const { view } = external;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    external.show(chosen, typedSchema);
    setOpen(false);
  }

  let body;
  if (list.isPending) body = <Spinner className="size-4" />;
  else if (list.error) body = <p className="text-sm text-slate-700">{list.error instanceof ApiError && list.error.status === 403 ? t('dataDiagram.external.seatNeeded') : errorMessage(list.error)}</p>;
  else if (sources.length === 0) body = <p className="text-sm text-slate-700">{t('dataDiagram.external.noConnectors')}</p>;
  else {
    body = (
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <Select
          label={t('dataDiagram.external.connector')}
          value={chosen?.id ?? ''}
          onValueChange={setPicked}
          options={sources.map((source) => ({
            value: source.id,
            disabled: !source.supported,
            label: source.supported ? source.name : t('dataDiagram.external.unsupported', { name: source.name }),
          }))}
        />
        {chosen?.hasSchemas && (
          <Input
            label={chosen.kind === 'oracle' ? t('dataDiagram.external.owner') : t('dataDiagram.external.schema')}
            value={typedSchema}
            onChange={(event) => setTypedSchema(event.target.value)}
            placeholder={chosen.defaultSchema ?? t('dataDiagram.external.ownSchema')}
            maxLength={128}
          />
        )}
        <Button type="submit" size="sm" disabled={!chosen}>
          {t('dataDiagram.external.show')}
        </Button>
      </form>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-2">
      <Popover
        open={open}
        onOpenChange={setOpen}
        title={t('dataDiagram.external.title')}
        showClose
        className="w-80"
        trigger={
          <Button size="sm" variant="secondary" data-testid="external-tables-button">
            <DatabaseZap aria-hidden="true" className="size-4" />
            {t('dataDiagram.external.button')}
          </Button>
        }
      >
        {body}
      </Popover>
      {view && (
        <>
          <span className="max-w-56 truncate text-xs text-slate-600" data-testid="external-tables-source" title={view.source.name}>
            {view.schemaName ? t('dataDiagram.external.showingSchema', { name: view.source.name, schema: view.schemaName }) : view.source.name}
          </span>
          <Button size="sm" variant="secondary" onClick={external.refresh} disabled={view.status === 'loading'} data-testid="external-tables-refresh">
            {view.status === 'loading' ? <Spinner className="size-4" /> : <RefreshCw aria-hidden="true" className="size-4" />}
            {view.status === 'loading' ? t('dataDiagram.external.reading') : t('dataDiagram.external.refresh')}
          </Button>
          <Button size="sm" variant="ghost" onClick={external.hide} data-testid="external-tables-hide">
            <EyeOff aria-hidden="true" className="size-4" />
            {t('dataDiagram.external.hide')}
          </Button>
        </>
      )}
    </div>
  );
}
