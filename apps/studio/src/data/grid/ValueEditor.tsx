import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button, Checkbox, DateTimePicker, Input, Select, TextArea } from '../../ui/index.ts';
import type { RowColumn } from '../rows/row-table.ts';

export interface ValueEditorProps {
  column: RowColumn;
  /** The value as editor text (`cell-values.ts`); `''` is empty. */
  text: string;
  onTextChange: (text: string) => void;
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * The editor of one value by its column's type: text, a text area for long text and JSON, a
 * number box, a checkbox, the date and date-time pickers, or a choice of the enum's values.
 * It edits text only; the caller parses it (`parseCellText`).
 */
export function ValueEditor({ column, text, onTextChange, label, hideLabel, description, error, required, autoFocus }: ValueEditorProps) {
  const common = { label, hideLabel, description, error, required };
  switch (column.type) {
    case 'text':
    case 'file':
    case 'uuid':
      return <Input {...common} autoFocus={autoFocus} value={text} onChange={(event) => onTextChange(event.target.value)} spellCheck={column.type === 'text'} />;
    case 'integer':
    case 'decimal':
      return (
        <Input
          {...common}
          autoFocus={autoFocus}
          inputMode={column.type === 'integer' ? 'numeric' : 'decimal'}
          className="[&_input]:text-right [&_input]:tabular-nums"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      );
    case 'longText':
    case 'json':
      return (
        <TextArea
          {...common}
          autoFocus={autoFocus}
          rows={column.type === 'json' ? 6 : 4}
          spellCheck={column.type === 'longText'}
          className={column.type === 'json' ? '[&_textarea]:font-mono [&_textarea]:text-xs' : undefined}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
        />
      );
    case 'boolean':
      return <BooleanEditor column={column} text={text} onTextChange={onTextChange} label={label} description={description} error={error} autoFocus={autoFocus} />;
    case 'date':
    case 'dateTime':
      return <DateTimePicker {...common} mode={column.type === 'date' ? 'date' : 'datetime'} value={text === '' ? null : text} onChange={(next) => onTextChange(next ?? '')} />;
    case 'enum':
      return <Select {...common} options={column.enumValues.map((value) => ({ value, label: value }))} value={text} onValueChange={onTextChange} />;
    default: {
      const never: never = column.type;
      throw new Error(`unknown column type ${String(never)}`);
    }
  }
}

/**
 * A checkbox, shown indeterminate while the value is empty (NULL); a column that may be empty
 * also offers to empty it again, which a checkbox alone cannot do.
 */
function BooleanEditor({ column, text, onTextChange, label, description, error, autoFocus }: Omit<ValueEditorProps, 'hideLabel' | 'required'>) {
  const t = useT();
  const checkbox = (
    <Checkbox
      label={label}
      description={description}
      error={error}
      autoFocus={autoFocus}
      checked={text === 'true'}
      indeterminate={text === ''}
      onChange={(event) => onTextChange(event.target.checked ? 'true' : 'false')}
    />
  );
  if (column.required) return checkbox;
  return (
    <div className="flex items-start justify-between gap-2">
      {checkbox}
      <Button size="sm" variant="ghost" disabled={text === ''} onClick={() => onTextChange('')}>
        {t('studio.grid.setNull')}
      </Button>
    </div>
  );
}
