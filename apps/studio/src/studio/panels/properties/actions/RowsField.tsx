import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../../i18n/index.ts';
import { Button, cx, IconButton } from '../../../../ui/index.ts';
import { moveItem, removeItem, replaceItem } from '../../list-ops.ts';

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
  /** A line under the title (what the rows do). */
  description?: ReactNode;
  /** The Add button's text (default: Add row). */
  addLabel?: ReactNode;
  /** Rows can be moved up and down (the order matters: sort keys). */
  reorderable?: boolean;
  /** The row's controls stack in a column, in a box (a narrow panel), rather than side by side. */
  stacked?: boolean;
  /** The most rows: Add is disabled at it. */
  max?: number;
  disabled?: boolean;
}

/**
 * A titled list of rows (parameters, values, filters, sort keys): each row's controls and a
 * remove button, and an Add button under them. The error is the list's first problem.
 */
export function RowsField<Row>({ label, rows, onChange, emptyRow, renderRow, error, testId, description, addLabel, reorderable, stacked, max, disabled }: RowsFieldProps<Row>) {
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={error ? errorId : undefined} data-testid={testId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {description && <p className="text-[11px] leading-4 text-slate-500">{description}</p>}
      {rows.map((row, index) => (
        <div key={index} data-testid={`${testId}-row-${index}`} className={cx('flex items-start gap-1.5', stacked && 'rounded-md border border-slate-200 p-1.5')}>
          <div className={cx('grid min-w-0 flex-1 gap-1.5', stacked ? 'grid-cols-1' : 'auto-cols-fr grid-flow-col')}>{renderRow(row, (next) => onChange(replaceItem(rows, index, next)), index)}</div>
          {reorderable && (
            <>
              <IconButton
                size="sm"
                label={t('studioPanels.properties.list.moveUp', { index: index + 1 })}
                icon={<ArrowUp aria-hidden="true" className="size-3.5" />}
                disabled={disabled || index === 0}
                onClick={() => onChange(moveItem(rows, index, -1))}
              />
              <IconButton
                size="sm"
                label={t('studioPanels.properties.list.moveDown', { index: index + 1 })}
                icon={<ArrowDown aria-hidden="true" className="size-3.5" />}
                disabled={disabled || index === rows.length - 1}
                onClick={() => onChange(moveItem(rows, index, 1))}
              />
            </>
          )}
          <IconButton
            size="sm"
            variant="danger"
            label={t('studioPanels.actions.fields.removeRow', { index: index + 1 })}
            icon={<X aria-hidden="true" className="size-3.5" />}
            disabled={disabled}
            onClick={() => onChange(removeItem(rows, index))}
          />
        </div>
      ))}
      <Button size="sm" variant="ghost" className="self-start" disabled={disabled || (max !== undefined && rows.length >= max)} onClick={() => onChange([...rows, emptyRow()])} data-testid={`${testId}-add`}>
        <Plus aria-hidden="true" className="size-3.5" />
        {addLabel ?? t('studioPanels.actions.fields.addRow')}
      </Button>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
