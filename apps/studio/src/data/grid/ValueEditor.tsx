import type { DataColumn } from '@tessera/model/data';
import type { ReactNode } from 'react';
import { Checkbox, DateTimePicker, Input, Select, TextArea } from '../../ui/index.ts';

export interface ValueEditorProps {
  column: DataColumn;
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
      return (
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
