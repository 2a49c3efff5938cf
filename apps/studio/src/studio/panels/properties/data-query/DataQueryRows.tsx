import { actionFilterOperators, type ExpressionEnvironment, MAX_ACTION_FILTERS } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Select } from '../../../../ui/index.ts';
import { expressionCheckerFor } from '../actions/expression-checker.ts';
import { ExpressionInput } from '../actions/ExpressionInput.tsx';
import { PickerField } from '../actions/PickerField.tsx';
import { RowsField } from '../actions/RowsField.tsx';
import { useActionLabels } from '../actions/use-action-labels.ts';
import { type FilterRow, filterRowsOf, MAX_ORDER_KEYS, type OrderRow, orderRowsOf, readFilterRows, readOrderRows } from './data-query-form.ts';
import { queryIssueText } from './query-issue-text.ts';
import { useRowsDraft } from './use-rows-draft.ts';

/** Props of {@link FilterRowsEditor} and {@link OrderRowsEditor}. */
export interface QueryRowsEditorProps {
  /** The stored prop (`filters` or `order`). */
  stored: unknown;
  /** The chosen table's columns; `null` when the tables are not known here (columns are typed). */
  columns: readonly string[] | null;
  disabled: boolean;
  onPropChange(name: string, value: unknown): void;
}

const columnOptions = (columns: readonly string[] | null) => (columns === null ? null : columns.map((column) => ({ value: column, label: column })));

/**
 * The filter rows of a data repeater or table: a column of its table, an operator and a value
 * expression checked as it is typed against the element's names. The whole list is sent (one
 * `setProp`) whenever it is fit to store; until then each row shows what keeps it back.
 */
export function FilterRowsEditor({ stored, columns, environment, disabled, onPropChange }: QueryRowsEditorProps & { environment: ExpressionEnvironment }) {
  const t = useT();
  const labels = useActionLabels();
  const draft = useRowsDraft<FilterRow>(stored, filterRowsOf);
  const check = useMemo(() => expressionCheckerFor(environment), [environment]);
  const read = useMemo(() => readFilterRows(draft.rows, columns, check), [draft.rows, columns, check]);
  const issues = read.ok ? {} : read.issues;

  function change(rows: FilterRow[]) {
    draft.setRows(rows);
    const next = readFilterRows(rows, columns, check);
    if (next.ok && JSON.stringify(next.filters) !== JSON.stringify(stored ?? [])) {
      draft.sent(next.filters);
      onPropChange('filters', next.filters);
    }
  }

  return (
    <RowsField<FilterRow>
      label={t('studioPanels.properties.dataQuery.filters')}
      rows={draft.rows}
      onChange={change}
      emptyRow={() => ({ column: columns?.[0] ?? '', operator: 'eq', value: '' })}
      error={queryIssueText(t, issues.list)}
      testId="data-filters"
      description={t('studioPanels.properties.dataQuery.filtersHint')}
      addLabel={t('studioPanels.properties.dataQuery.addFilter')}
      max={MAX_ACTION_FILTERS}
      stacked
      disabled={disabled}
      renderRow={(row, update, index) => (
        <>
          <PickerField
            label={t('studioPanels.properties.dataQuery.column')}
            hideLabel
            value={row.column}
            options={columnOptions(columns)}
            error={queryIssueText(t, issues[`${index}.column`])}
            disabled={disabled}
            testId={`data-filters-column-${index}`}
            onChange={(column) => update({ ...row, column })}
          />
          <div data-testid={`data-filters-operator-${index}`} data-value={row.operator}>
            <Select
              label={t('studioPanels.properties.dataQuery.operator')}
              hideLabel
              options={actionFilterOperators.map((operator) => ({ value: operator, label: labels.choice(operator) }))}
              value={row.operator}
              disabled={disabled}
              onValueChange={(operator) => update({ ...row, operator: operator as FilterRow['operator'] })}
            />
          </div>
          <ExpressionInput
            label={t('studioPanels.properties.dataQuery.value')}
            hideLabel
            placeholder={t('studioPanels.properties.dataQuery.value')}
            value={row.value}
            error={queryIssueText(t, issues[`${index}.value`])}
            disabled={disabled}
            testId={`data-filters-value-${index}`}
            onChange={(value) => update({ ...row, value })}
          />
        </>
      )}
    />
  );
}

/** The sort keys of a data repeater or table: a column and a direction each, in order (moved with the arrows). */
export function OrderRowsEditor({ stored, columns, disabled, onPropChange }: QueryRowsEditorProps) {
  const t = useT();
  const labels = useActionLabels();
  const draft = useRowsDraft<OrderRow>(stored, orderRowsOf);
  const read = useMemo(() => readOrderRows(draft.rows, columns), [draft.rows, columns]);
  const issues = read.ok ? {} : read.issues;

  function change(rows: OrderRow[]) {
    draft.setRows(rows);
    const next = readOrderRows(rows, columns);
    if (next.ok && JSON.stringify(next.order) !== JSON.stringify(stored ?? [])) {
      draft.sent(next.order);
      onPropChange('order', next.order);
    }
  }

  return (
    <RowsField<OrderRow>
      label={t('studioPanels.properties.dataQuery.order')}
      rows={draft.rows}
      onChange={change}
      emptyRow={() => ({ column: columns?.find((column) => !draft.rows.some((row) => row.column === column)) ?? '', direction: 'asc' })}
      error={queryIssueText(t, issues.list)}
      testId="data-order"
      addLabel={t('studioPanels.properties.dataQuery.addOrder')}
      max={MAX_ORDER_KEYS}
      reorderable
      stacked
      disabled={disabled}
      renderRow={(row, update, index) => (
        <>
          <PickerField
            label={t('studioPanels.properties.dataQuery.column')}
            hideLabel
            value={row.column}
            options={columnOptions(columns)}
            error={queryIssueText(t, issues[`${index}.column`])}
            disabled={disabled}
            testId={`data-order-column-${index}`}
            onChange={(column) => update({ ...row, column })}
          />
          <div data-testid={`data-order-direction-${index}`} data-value={row.direction}>
            <Select
              label={t('studioPanels.properties.dataQuery.direction')}
              hideLabel
              options={(['asc', 'desc'] as const).map((direction) => ({ value: direction, label: labels.choice(direction) }))}
              value={row.direction}
              disabled={disabled}
              onValueChange={(direction) => update({ ...row, direction: direction === 'desc' ? 'desc' : 'asc' })}
            />
          </div>
        </>
      )}
    />
  );
}
