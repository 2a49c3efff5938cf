import { Plus, Trash2 } from 'lucide-react';
import { Button, IconButton, Input, Text } from '../../../ui/index.ts';
import type { FieldErrors } from '../connector-form.ts';
import { newPairRow, type PairRow } from './request-form.ts';

/** The words of one list of name/value rows (query parameters or headers). */
export interface PairLabels {
  legend: string;
  hint?: string;
  name: string;
  value: string;
  add: string;
  remove: (name: string) => string;
}

/**
 * Name/value rows with add and remove: the query parameters or the headers of a request. Errors
 * are read under `{path}.{index}.name|value` and `{path}` for the list as a whole.
 */
export function PairRows({
  path,
  rows,
  max,
  labels,
  errors,
  onChange,
}: {
  path: 'query' | 'headers';
  rows: PairRow[];
  max: number;
  labels: PairLabels;
  errors: FieldErrors;
  /** The new rows and the error paths the change makes stale. */
  onChange: (rows: PairRow[], ...stale: string[]) => void;
}) {
  const change = (index: number, field: 'name' | 'value', text: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [field]: text } : row)),
      `${path}.${index}.${field}`,
      path,
    );
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{labels.legend}</legend>
      {labels.hint && <Text className="text-xs text-slate-500">{labels.hint}</Text>}
      {rows.map((row, index) => (
        <div key={row.key} data-testid={`rest-${path}-row`} className="grid items-start gap-2 sm:grid-cols-[1fr_2fr_auto]">
          <Input
            label={labels.name}
            value={row.name}
            autoComplete="off"
            spellCheck={false}
            error={errors[`${path}.${index}.name`]}
            onChange={(event) => change(index, 'name', event.target.value)}
          />
          <Input
            label={labels.value}
            value={row.value}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            error={errors[`${path}.${index}.value`]}
            onChange={(event) => change(index, 'value', event.target.value)}
          />
          <IconButton
            label={labels.remove(row.name || String(index + 1))}
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            className="sm:mt-6"
            onClick={() => onChange(rows.filter((_, i) => i !== index), path)}
          />
        </div>
      ))}
      {errors[path] && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errors[path]}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" disabled={rows.length >= max} onClick={() => onChange([...rows, newPairRow()])}>
          <Plus aria-hidden="true" className="size-4" />
          {labels.add}
        </Button>
      </div>
    </fieldset>
  );
}
