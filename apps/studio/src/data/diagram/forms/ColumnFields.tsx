import { columnTypes, type ColumnTypeName } from '@tessera/model/data';
import { useT } from '../../../i18n/index.ts';
import { Checkbox, Input, Select, TextArea } from '../../../ui/index.ts';
import { defaultKindsFor, type ColumnValues, type DefaultKind } from '../edit/column-values.ts';

export interface ColumnFieldsProps {
  values: ColumnValues;
  onChange: (values: ColumnValues) => void;
  disabled?: boolean;
  /** The key and relation columns keep their type (and the key stays required). */
  lock?: 'primaryKey' | 'relation' | null;
  /** The name's problem, shown under it. */
  nameError?: string | undefined;
  autoFocus?: boolean;
}

/** A column's settings: name, type (all eleven), required, unique, default and enum values. */
export function ColumnFields({ values, onChange, disabled, lock = null, nameError, autoFocus }: ColumnFieldsProps) {
  const t = useT();
  const change = (patch: Partial<ColumnValues>) => onChange({ ...values, ...patch });
  const kinds = defaultKindsFor(values.type);
  return (
    <div className="flex flex-col gap-3">
      <Input
        label={t('dataDiagram.column.name')}
        value={values.name}
        autoComplete="off"
        spellCheck={false}
        autoFocus={autoFocus}
        disabled={disabled}
        error={nameError}
        onChange={(event) => change({ name: event.target.value })}
      />
      <Select
        label={t('dataDiagram.column.type')}
        value={values.type}
        disabled={disabled || lock !== null}
        options={columnTypes.map((type) => ({ value: type, label: t(`dataDiagram.types.${type}`) }))}
        onValueChange={(type) => change({ type: type as ColumnTypeName, ...(defaultKindsFor(type as ColumnTypeName).includes(values.defaultKind) ? {} : { defaultKind: 'none' }) })}
      />
      {values.type === 'enum' && (
        <TextArea label={t('dataDiagram.column.enumValues')} rows={3} value={values.enumText} disabled={disabled} onChange={(event) => change({ enumText: event.target.value })} />
      )}
      <div className="flex gap-4">
        <Checkbox label={t('dataDiagram.column.required')} checked={values.required} disabled={disabled || lock === 'primaryKey'} onChange={(event) => change({ required: event.target.checked })} />
        <Checkbox label={t('dataDiagram.column.unique')} checked={values.unique} disabled={disabled || lock === 'primaryKey'} onChange={(event) => change({ unique: event.target.checked })} />
      </div>
      {lock !== 'primaryKey' && (
        <div className="flex flex-col gap-2">
          <Select
            label={t('dataDiagram.column.defaultValue')}
            value={values.defaultKind}
            disabled={disabled}
            options={kinds.map((kind) => ({ value: kind, label: t(`dataDiagram.column.defaultKinds.${kind}`) }))}
            onValueChange={(kind) => change({ defaultKind: kind as DefaultKind })}
          />
          {values.defaultKind === 'literal' && (
            <Input label={t('dataDiagram.column.defaultText')} hideLabel value={values.defaultText} disabled={disabled} autoComplete="off" onChange={(event) => change({ defaultText: event.target.value })} />
          )}
        </div>
      )}
    </div>
  );
}
