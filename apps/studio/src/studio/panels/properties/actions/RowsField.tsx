import { Plus, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Button, IconButton } from '../../../../ui/index.ts';
import { removeItem, replaceItem } from '../../list-ops.ts';

/** Props of {@link RowsField}. */
export interface RowsFieldProps<Row> {
  label: ReactNode;
  rows: readonly Row[];
  onChange(rows: Row[]): void;
  /** A new empty row (the Add button). */
  emptyRow(): Row;
  /** The controls of one row; `update` replaces it. */
  renderRow(row: Row, update: (row: Row) => void, index: number): ReactNode;
  error?: string | undefined;
  testId: string;
}

/**
 * A titled list of rows (parameters, values, filters, sort keys): each row's controls and a
 * remove button, and an Add button under them. The error is the list's first problem.
 */
export function RowsField<Row>({ label, rows, onChange, emptyRow, renderRow, error, testId }: RowsFieldProps<Row>) {
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} data-testid={testId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {rows.map((row, index) => (
        <div key={index} data-testid={`${testId}-row-${index}`} className="flex items-start gap-1.5">
          <div className="grid min-w-0 flex-1 auto-cols-fr grid-flow-col gap-1.5">{renderRow(row, (next) => onChange(replaceItem(rows, index, next)), index)}</div>
          <IconButton
            size="sm"
            variant="danger"
            label={t('studioPanels.actions.fields.removeRow', { index: index + 1 })}
            icon={<X aria-hidden="true" className="size-3.5" />}
            onClick={() => onChange(removeItem(rows, index))}
          />
        </div>
      ))}
      <Button size="sm" variant="ghost" className="self-start" onClick={() => onChange([...rows, emptyRow()])} data-testid={`${testId}-add`}>
        <Plus aria-hidden="true" className="size-3.5" />
        {t('studioPanels.actions.fields.addRow')}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
