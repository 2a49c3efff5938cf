import { accessOperations, applyDataOp, type DataTable, type TableAccess } from '@tessera/model/data';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Select, Text } from '../../../ui/index.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { AccessRuleEditor } from './AccessRuleEditor.tsx';
import { PanelSection } from './PanelSection.tsx';

const NO_OWNER = '-';

/**
 * A table's access rules: who may read, insert, update and delete its rows through the data API
 * (and under which row condition, with which columns), and the column naming a row's owner.
 * Edited as a draft, saved as one `setAccess` change.
 */
export function AccessSection({ table }: { table: DataTable }) {
  const t = useT();
  const session = useDiagram();
  const readOnly = useDiagramState((state) => state.readOnly);
  const [draft, setDraft] = useState<TableAccess>(table.access);
  const [error, setError] = useState<string | undefined>();
  const changed = JSON.stringify(draft) !== JSON.stringify(table.access);
  const change = (next: TableAccess) => {
    setDraft(next);
    setError(undefined);
  };

  function save() {
    const op = { op: 'setAccess' as const, tableId: table.id, access: draft };
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) setError(checked.error.message);
    else session.edit([op]);
  }

  return (
    <PanelSection title={t('dataDiagram.access.title')}>
      <Text className="text-slate-500">{t('dataDiagram.access.note')}</Text>
      <Select
        label={t('dataDiagram.access.ownerColumn')}
        value={draft.ownerColumnId ?? NO_OWNER}
        disabled={readOnly}
        options={[{ value: NO_OWNER, label: t('dataDiagram.access.noOwnerColumn') }, ...table.columns.map((column) => ({ value: column.id, label: column.name }))]}
        onValueChange={(value) => change({ ...draft, ownerColumnId: value === NO_OWNER ? null : value })}
      />
      {accessOperations.map((operation) => (
        <AccessRuleEditor key={operation} table={table} access={draft} operation={operation} disabled={readOnly} onChange={change} />
      ))}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {!readOnly && (
        <Button size="sm" className="self-start" disabled={!changed} onClick={save}>
          {t('dataDiagram.access.apply')}
        </Button>
      )}
    </PanelSection>
  );
}
