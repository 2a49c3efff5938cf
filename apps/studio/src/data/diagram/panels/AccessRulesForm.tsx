import { accessOperations, type TableAccess } from '@tessera/model/data';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Select, Text } from '../../../ui/index.ts';
import type { RuleColumns } from '../edit/access-values.ts';
import { AccessRuleEditor } from './AccessRuleEditor.tsx';
import { PanelSection } from './PanelSection.tsx';

const NO_OWNER = '-';

export interface AccessRulesFormProps {
  /** The columns rules may name: a managed table's by id, a connected table's by name. */
  table: RuleColumns;
  /** The rules as saved. */
  saved: TableAccess;
  readOnly: boolean;
  /** The text under the title. */
  note: string;
  /** Saves the draft: resolves with an error message to show, or undefined once saved. */
  onSave: (access: TableAccess) => Promise<string | undefined> | string | undefined;
}

/**
 * A table's access rules as a draft: who may read, insert, update and delete its rows through the
 * data API (under which row condition, with which columns), and the column naming a row's owner;
 * saved as a whole by `onSave`. Shared by the project's tables and connected ones.
 */
export function AccessRulesForm({ table, saved, readOnly, note, onSave }: AccessRulesFormProps) {
  const t = useT();
  const [draft, setDraft] = useState<TableAccess>(saved);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const change = (next: TableAccess) => {
    setDraft(next);
    setError(undefined);
  };

  async function save() {
    setSaving(true);
    try {
      setError(await onSave(draft));
    } finally {
      setSaving(false);
    }
  }

  return (
    <PanelSection title={t('dataDiagram.access.title')}>
      <Text className="text-slate-500">{note}</Text>
      <Select
        label={t('dataDiagram.access.ownerColumn')}
        value={draft.ownerColumnId ?? NO_OWNER}
        disabled={readOnly}
        options={[{ value: NO_OWNER, label: t('dataDiagram.access.noOwnerColumn') }, ...table.columns.map((column) => ({ value: column.key, label: column.label }))]}
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
        <Button size="sm" className="self-start" disabled={!changed || saving} loading={saving} onClick={() => void save()}>
          {t('dataDiagram.access.apply')}
        </Button>
      )}
    </PanelSection>
  );
}
