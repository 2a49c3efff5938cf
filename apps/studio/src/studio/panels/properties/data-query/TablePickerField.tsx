import { useT } from '../../../../i18n/index.ts';
import { PickerField } from '../actions/PickerField.tsx';
import type { ActionTargets } from '../actions/action-targets.ts';
import { usePropLabel } from '../use-prop-label.ts';

/** Sentinel of the "No table" option (Radix items can not have an empty value). */
const NONE = '\u0000none';

/**
 * The `dataSource` of a data repeater, table or form: one of the data model's tables, or none
 * (`''`). A table that was deleted stays shown as missing; when the tables are not known here
 * (loading, or not readable by this member) the name is typed.
 */
export function TablePickerField({ value, tables, disabled, onChange }: { value: string; tables: ActionTargets['tables']; disabled: boolean; onChange(table: string): void }) {
  const t = useT();
  const label = usePropLabel()('dataSource');
  const options = tables === null ? null : [{ value: NONE, label: t('studioPanels.properties.dataQuery.noTable') }, ...tables.map((table) => ({ value: table.name, label: table.name }))];
  return (
    <PickerField
      label={label}
      value={options === null ? value : value === '' ? NONE : value}
      options={options}
      disabled={disabled}
      testId="data-source-table"
      onChange={(chosen) => onChange(chosen === NONE ? '' : chosen)}
    />
  );
}
