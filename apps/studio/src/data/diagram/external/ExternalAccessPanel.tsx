import type { ExternalTable } from '@tessera/model/connectors';
import { closedAccess, type TableAccess } from '@tessera/model/data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { connectorsKeys, externalAccessApi } from '../../../api/connectors-api.ts';
import { useT } from '../../../i18n/index.ts';
import { Button, Spinner } from '../../../ui/index.ts';
import { AccessRulesForm } from '../panels/AccessRulesForm.tsx';
import { PanelSection } from '../panels/PanelSection.tsx';
import { externalRuleColumns, ruleSchemaKey } from './external-access.ts';
import type { ExternalSource } from './external-sources.ts';

export interface ExternalAccessPanelProps {
  projectId: string;
  source: ExternalSource;
  /** The Postgres schema shown; undefined for MySQL. */
  schemaName: string | undefined;
  table: ExternalTable;
  readOnly: boolean;
}

/**
 * The details of a connected table: its columns stay read-only, but its access rules for the
 * project's end users and visitors are edited here (draft; live gets them when the app is
 * published), read from and saved to the server, with loading and error states.
 */
export function ExternalAccessPanel({ projectId, source, schemaName, table, readOnly }: ExternalAccessPanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = connectorsKeys.externalAccess(projectId);
  const rules = useQuery({ queryKey: key, queryFn: () => externalAccessApi.list(api, projectId) });
  const schema = ruleSchemaKey(source, schemaName);
  const saved = rules.data?.rules.find((entry) => entry.connectorId === source.id && entry.schema === schema && entry.table === table.name)?.access ?? closedAccess();

  async function save(access: TableAccess): Promise<string | undefined> {
    try {
      const entry = await externalAccessApi.save(api, projectId, source.id, { schema, table: table.name, access });
      queryClient.setQueryData(key, (old: typeof rules.data) => ({ rules: [...(old?.rules ?? []).filter((rule) => !(rule.connectorId === entry.connectorId && rule.schema === entry.schema && rule.table === entry.table)), entry] }));
      return undefined;
    } catch (error) {
      return errorMessage(error);
    }
  }

  return (
    <div data-testid="external-access-panel">
      <PanelSection>
        <div className="flex items-center gap-1.5 pr-8 text-xs text-slate-500">
          <Lock aria-hidden="true" className="size-3 shrink-0" />
          <span className="truncate">{source.name}</span>
        </div>
        <h2 className="truncate text-base font-semibold text-slate-900">{table.name}</h2>
        <p className="text-slate-500">{t('dataDiagram.external.accessIntro')}</p>
      </PanelSection>
      {rules.isPending && (
        <PanelSection>
          <Spinner label={t('dataDiagram.external.accessLoading')} />
        </PanelSection>
      )}
      {rules.isError && (
        <PanelSection>
          <p role="alert" className="text-sm text-red-600">
            {t('dataDiagram.external.accessFailed')} {errorMessage(rules.error)}
          </p>
          <Button size="sm" variant="secondary" className="self-start" onClick={() => void rules.refetch()}>
            {t('common.retry')}
          </Button>
        </PanelSection>
      )}
      {rules.isSuccess && (
        <AccessRulesForm
          key={JSON.stringify(saved)}
          table={externalRuleColumns(table)}
          saved={saved}
          readOnly={readOnly}
          note={t('dataDiagram.external.accessNote')}
          onSave={save}
        />
      )}
    </div>
  );
}
