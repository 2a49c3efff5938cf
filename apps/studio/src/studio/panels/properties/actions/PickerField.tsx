import type { ReactNode } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Input, Select, type SelectGroup, type SelectOption } from '../../../../ui/index.ts';

/** Props of {@link PickerField}. */
export interface PickerFieldProps {
  label: ReactNode;
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** What can be chosen; `null` when not known here: the field is then a text box. */
  options: readonly (SelectOption | SelectGroup)[] | null;
  error?: string | undefined;
  description?: ReactNode;
  testId: string;
  required?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

const hasValue = (entries: readonly (SelectOption | SelectGroup)[], value: string): boolean =>
  entries.some((entry) => ('options' in entry ? hasValue(entry.options, value) : entry.value === value));

/**
 * A choice among things the studio knows (screens, tables, requests). A stored value that is no
 * longer among them (a deleted screen) stays shown as missing, so it is seen and replaced, never
 * silently dropped; when the list is not known the value is typed.
 */
export function PickerField({ label, hideLabel, value, onChange, options, error, description, testId, required, autoFocus, disabled }: PickerFieldProps) {
  const t = useT();
  if (options === null) {
    return (
      <Input
        label={label}
        {...(hideLabel ? { hideLabel } : {})}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
        description={description}
        required={required}
        autoFocus={autoFocus}
        disabled={disabled}
        autoComplete="off"
        spellCheck={false}
        data-testid={testId}
      />
    );
  }
  const missing = value !== '' && !hasValue(options, value) ? [{ value, label: t('studioPanels.actions.fields.missing', { id: value }) }] : [];
  return (
    <div data-testid={testId} data-value={value}>
      <Select
        label={label}
        {...(hideLabel ? { hideLabel } : {})}
        options={[...missing, ...options]}
        value={value}
        onValueChange={onChange}
        error={error}
        description={description}
        required={required}
        disabled={disabled}
      />
    </div>
  );
}
