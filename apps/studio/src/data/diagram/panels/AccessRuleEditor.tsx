import { accessWho, conditionOperators, type AccessOperation, type AccessWho, type ConditionClause, type ConditionOperator, type TableAccess } from '@tessera/model/data';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Checkbox, IconButton, Input, Select } from '../../../ui/index.ts';
import { newClause, rolesOf, type RuleColumns, toggleRuleColumn, withRule } from '../edit/access-values.ts';

export interface AccessRuleEditorProps {
  /** The columns rules may name (ids of a managed table, names of a connected one). */
  table: RuleColumns;
  access: TableAccess;
  operation: AccessOperation;
  disabled: boolean;
  onChange: (access: TableAccess) => void;
}

/** One operation's rule: who, the roles, the row condition's clauses and (except delete) the columns allowed. */
export function AccessRuleEditor({ table, access, operation, disabled, onChange }: AccessRuleEditorProps) {
  const t = useT();
  const rule = access[operation];
  const [rolesText, setRolesText] = useState(rule.roles.join(', '));
  const set = (patch: Partial<typeof rule>) => onChange(withRule(access, operation, patch));
  const setClause = (index: number, clause: ConditionClause) => set({ condition: rule.condition.map((old, at) => (at === index ? clause : old)) });

  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid={`access-${operation}`}>
      <legend className="px-1 text-sm font-medium text-slate-800">{t(`dataDiagram.access.operations.${operation}`)}</legend>
      <Select
        label={t('dataDiagram.access.who')}
        value={rule.who}
        disabled={disabled}
        options={accessWho.map((who) => ({ value: who, label: t(`dataDiagram.access.whoOptions.${who}`) }))}
        onValueChange={(who) => set({ who: who as AccessWho })}
      />
      {rule.who === 'roles' && (
        <Input
          label={t('dataDiagram.access.roles')}
          value={rolesText}
          disabled={disabled}
          autoComplete="off"
          onChange={(event) => {
            setRolesText(event.target.value);
            set({ roles: rolesOf(event.target.value) });
          }}
        />
      )}
      {rule.who !== 'nobody' && (
        <>
          {rule.condition.length > 0 && <span className="text-xs text-slate-600">{t('dataDiagram.access.condition')}</span>}
          {rule.condition.map((clause, index) => (
            <ClauseEditor
              key={index}
              table={table}
              clause={clause}
              disabled={disabled}
              onChange={(next) => setClause(index, next)}
              onRemove={() => set({ condition: rule.condition.filter((_, at) => at !== index) })}
            />
          ))}
          {!disabled && (
            <Button size="sm" variant="ghost" className="self-start" onClick={() => set({ condition: [...rule.condition, newClause(table)] })}>
              <Plus aria-hidden="true" className="size-4" />
              {t('dataDiagram.access.addClause')}
            </Button>
          )}
          {operation !== 'delete' && (
            <div className="flex flex-col gap-1">
              <Checkbox label={t('dataDiagram.access.allColumns')} checked={rule.columnIds === null} disabled={disabled} onChange={(event) => set({ columnIds: event.target.checked ? null : table.columns.map((column) => column.key) })} />
              {rule.columnIds !== null && (
                <div className="flex flex-wrap gap-x-3 gap-y-1 pl-6" role="group" aria-label={t('dataDiagram.access.columns')}>
                  {table.columns.map((column) => (
                    <Checkbox
                      key={column.key}
                      label={column.label}
                      checked={rule.columnIds!.includes(column.key)}
                      disabled={disabled}
                      onChange={(event) => set({ columnIds: toggleRuleColumn(table, rule, column.key, event.target.checked) })}
                    />
                  ))}
                </div>
              )}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

/** One clause: column, operator, and the signed-in user's id or a value. */
function ClauseEditor({ table, clause, disabled, onChange, onRemove }: { table: RuleColumns; clause: ConditionClause; disabled: boolean; onChange: (clause: ConditionClause) => void; onRemove: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1 rounded bg-slate-50 p-2">
      <div className="flex items-end gap-1">
        <Select
          className="min-w-0 flex-1"
          label={t('dataDiagram.access.clauseColumn')}
          hideLabel
          value={clause.columnId}
          disabled={disabled}
          options={table.columns.map((column) => ({ value: column.key, label: column.label }))}
          onValueChange={(columnId) => onChange({ ...clause, columnId })}
        />
        <Select
          className="w-28"
          label={t('dataDiagram.access.clauseOp')}
          hideLabel
          value={clause.op}
          disabled={disabled}
          options={conditionOperators.map((op) => ({ value: op, label: t(`dataDiagram.access.ops.${op}`) }))}
          onValueChange={(op) => onChange({ ...clause, op: op as ConditionOperator })}
        />
        {!disabled && <IconButton size="sm" variant="danger" label={t('dataDiagram.access.removeClause')} icon={<Trash2 aria-hidden="true" className="size-4" />} onClick={onRemove} />}
      </div>
      <div className="flex items-end gap-1">
        <Select
          className="min-w-0 flex-1"
          label={t('dataDiagram.access.clauseValueKind')}
          hideLabel
          value={clause.value.kind}
          disabled={disabled}
          options={[
            { value: 'currentUser', label: t('dataDiagram.access.currentUser') },
            { value: 'literal', label: t('dataDiagram.access.literal') },
          ]}
          onValueChange={(kind) => onChange({ ...clause, value: kind === 'currentUser' ? { kind: 'currentUser' } : { kind: 'literal', value: '' } })}
        />
        {clause.value.kind === 'literal' && (
          <Input
            className="min-w-0 flex-1"
            label={t('dataDiagram.access.clauseValue')}
            hideLabel
            value={clause.value.value}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange({ ...clause, value: { kind: 'literal', value: event.target.value } })}
          />
        )}
      </div>
    </div>
  );
}
