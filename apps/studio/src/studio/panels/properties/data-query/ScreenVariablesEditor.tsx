import { MAX_SCREEN_VARIABLES, variableTypes, type VariableType } from '@tessera/model/definition';
import { useMemo } from 'react';
import { type Translate, useT } from '../../../../i18n/index.ts';
import { Input, Select } from '../../../../ui/index.ts';
import { rowKey } from '../../../../run-settings/run-settings-form.ts';
import { RowsField } from '../actions/RowsField.tsx';
import { readScreenVariables, type ScreenVariableError, type ScreenVariableRow, screenVariableRowsOf } from './screen-variables-form.ts';
import { useRowsDraft } from './use-rows-draft.ts';

function errorText(t: Translate, error: ScreenVariableError | undefined): string | undefined {
  if (!error) return undefined;
  if ('text' in error) return error.text;
  return error.key === 'duplicate' ? t('studioPanels.properties.variables.duplicate') : t(`runSettings.errors.${error.key}`);
}

/**
 * The screen's variables, on its root: name, type and typed starting value per row, checked as
 * the builder types (name pattern, each name once, a value that fits the type). The whole list
 * is sent (one `setProp` of `variables`) whenever every row is fit to store.
 */
export function ScreenVariablesEditor({ stored, disabled, onPropChange }: { stored: unknown; disabled: boolean; onPropChange(name: string, value: unknown): void }) {
  const t = useT();
  const draft = useRowsDraft<ScreenVariableRow>(stored, screenVariableRowsOf);
  const { errors } = useMemo(() => readScreenVariables(draft.rows), [draft.rows]);

  function change(rows: ScreenVariableRow[]) {
    draft.setRows(rows);
    const next = readScreenVariables(rows);
    if (Object.keys(next.errors).length === 0 && JSON.stringify(next.variables) !== JSON.stringify(stored ?? [])) {
      draft.sent(next.variables);
      onPropChange('variables', next.variables);
    }
  }

  return (
    <div className="border-t border-slate-200 pt-3">
      <RowsField<ScreenVariableRow>
        label={t('studioPanels.properties.variables.title')}
        description={draft.rows.length === 0 ? `${t('studioPanels.properties.variables.hint')} ${t('studioPanels.properties.variables.empty')}` : t('studioPanels.properties.variables.hint')}
        rows={draft.rows}
        onChange={change}
        emptyRow={() => ({ key: rowKey(), name: '', type: 'text', initialText: '' })}
        testId="screen-variables"
        addLabel={t('studioPanels.properties.variables.add')}
        max={MAX_SCREEN_VARIABLES}
        stacked
        disabled={disabled}
        renderRow={(row, update, index) => (
          <>
            <div className="grid grid-cols-[1fr_7rem] gap-1.5">
              <Input
                label={t('studioPanels.properties.variables.name')}
                value={row.name}
                error={errorText(t, errors[`${index}.name`])}
                autoComplete="off"
                spellCheck={false}
                disabled={disabled}
                className="[&_input]:font-mono"
                data-testid={`screen-variable-name-${index}`}
                onChange={(event) => update({ ...row, name: event.target.value })}
              />
              <div data-testid={`screen-variable-type-${index}`} data-value={row.type}>
                <Select
                  label={t('studioPanels.properties.variables.type')}
                  options={variableTypes.map((type) => ({ value: type, label: t(`runSettings.types.${type}`) }))}
                  value={row.type}
                  disabled={disabled}
                  onValueChange={(type) => update({ ...row, type: type as VariableType })}
                />
              </div>
            </div>
            <Input
              label={t('studioPanels.properties.variables.initial')}
              value={row.initialText}
              error={errorText(t, errors[`${index}.initial`])}
              autoComplete="off"
              spellCheck={false}
              disabled={disabled}
              data-testid={`screen-variable-initial-${index}`}
              onChange={(event) => update({ ...row, initialText: event.target.value })}
            />
          </>
        )}
      />
    </div>
  );
}
