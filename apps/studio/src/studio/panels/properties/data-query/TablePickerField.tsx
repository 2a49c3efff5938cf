import { useT } from '../../../../i18n/index.ts';
import { PickerField } from '../actions/PickerField.tsx';
import type { ActionTargets } from '../actions/action-targets.ts';
import { type TableChoice, tableChoiceKey, tableChoices, tableOfChoiceKey } from '../actions/table-choices.ts';
import { usePropLabel } from '../use-prop-label.ts';

/** Sentinel of the "No table" option (Radix items can not have an empty value). */
const NONE = '\u0000none';

/**
 * The `dataSource` of a data repeater, table or form: one of the data model's tables, one of the
 * project's connected tables (`withConnected`: repeaters and tables, with its `connectorId`), or
 * none (`''`). A table that was deleted stays shown as missing; when the tables are not known
 * here (loading, or not readable by this member) the name is typed.
 */
export function TablePickerField({
  value,
  targets,
  withConnected,
  disabled,
  onChange,
}: {
  value: TableChoice;
  targets: Pick<ActionTargets, 'tables' | 'connectedTables'>;
  withConnected: boolean;
  disabled: boolean;
  onChange(choice: TableChoice): void;
}) {
  const t = useT();
  const label = usePropLabel()('dataSource');
  const choices = tableChoices(targets, withConnected, t('studioPanels.properties.dataQuery.dataModelTables'));
  const options = choices === null ? null : [{ value: NONE, label: t('studioPanels.properties.dataQuery.noTable') }, ...choices];
  const key = tableChoiceKey(value);
  return (
    <PickerField
      label={label}
      value={options === null ? value.table : key === '' ? NONE : key}
      options={options}
      disabled={disabled}
      testId="data-source-table"
      onChange={(chosen) => onChange(chosen === NONE ? { table: '' } : options === null ? { table: chosen, connectorId: value.connectorId } : tableOfChoiceKey(chosen))}
    />
  );
}
