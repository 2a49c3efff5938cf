import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, IconButton, Input, NumberInput } from '../../../ui/index.ts';
import { moveItem, removeItem, replaceItem } from '../list-ops.ts';
import type { PropField, RecordListColumn } from './prop-fields.ts';
import { usePropLabel } from './use-prop-label.ts';

type ListField = Extract<PropField, { kind: 'stringList' | 'recordList' }>;
type Row = Record<string, unknown>;

/** Props of {@link ListEditor}. */
export interface ListEditorProps {
  label: string;
  field: ListField;
  value: readonly unknown[];
  disabled: boolean;
  /** The whole new list after an add, edit, move or removal. */
  onChange(next: unknown[]): void;
}

/**
 * A small editor of a list prop: one row per entry (a text box for a string list, one box per
 * column for a list of records such as options or table columns), with add, remove and reorder.
 */
export function ListEditor({ label, field, value, disabled, onChange }: ListEditorProps) {
  const t = useT();
  const labelOf = usePropLabel();
  const headingId = useId();

  function newEntry(): unknown {
    const entry = t('studioPanels.properties.list.item', { index: value.length + 1 });
    if (field.kind === 'stringList') return entry;
    // The first text column is usually an identifier (value, field): a machine-friendly one.
    const row: Row = {};
    field.columns.forEach((column, index) => {
      if (column.kind === 'text') row[column.name] = index === 0 ? `item${value.length + 1}` : entry;
      else if (!column.optional) row[column.name] = 0;
    });
    return row;
  }

  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <span id={headingId} className="text-xs font-medium text-slate-800">
        {label}
      </span>
      {value.length === 0 && <p className="text-xs text-slate-500">{t('studioPanels.properties.list.empty')}</p>}
      <ol className="flex flex-col gap-1">
        {value.map((item, index) => {
          const buttons = <EntryButtons index={index} count={value.length} disabled={disabled} onMove={(offset) => onChange(moveItem(value, index, offset))} onRemove={() => onChange(removeItem(value, index))} />;
          if (field.kind === 'stringList') {
            return (
              <li key={index} data-testid={`list-entry-${index}`} className="flex items-center gap-1">
                <Input
                  label={t('studioPanels.properties.list.item', { index: index + 1 })}
                  hideLabel
                  className="min-w-0 flex-1"
                  value={typeof item === 'string' ? item : ''}
                  disabled={disabled}
                  onChange={(event) => onChange(replaceItem(value, index, event.target.value))}
                />
                {buttons}
              </li>
            );
          }
          // A record gets a small card: its number and buttons on top, one box per column below.
          return (
            <li key={index} data-testid={`list-entry-${index}`} className="flex flex-col gap-1 rounded-md border border-slate-200 p-1.5">
              <div className="flex items-center justify-between">
                <span className="text-[11px] font-medium text-slate-500">{t('studioPanels.properties.list.item', { index: index + 1 })}</span>
                {buttons}
              </div>
              <div className="grid grid-cols-2 gap-1">
                {field.columns.map((column) => (
                  <RecordCell
                    key={column.name}
                    column={column}
                    label={`${labelOf(column.name)} ${index + 1}`}
                    placeholder={labelOf(column.name)}
                    row={isRow(item) ? item : {}}
                    disabled={disabled}
                    onRow={(row) => onChange(replaceItem(value, index, row))}
                  />
                ))}
              </div>
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" className="h-7! self-start px-2! text-xs!" disabled={disabled} onClick={() => onChange([...value, newEntry()])}>
        <Plus aria-hidden="true" className="size-3.5" />
        {t('studioPanels.properties.list.add')}
      </Button>
    </div>
  );
}

/** Move up, move down and remove, for the entry at `index` (shown from 1). */
function EntryButtons({ index, count, disabled, onMove, onRemove }: { index: number; count: number; disabled: boolean; onMove(offset: number): void; onRemove(): void }) {
  const t = useT();
  return (
    <div className="flex shrink-0 items-center">
      <IconButton
        size="sm"
        className="size-7!"
        label={t('studioPanels.properties.list.moveUp', { index: index + 1 })}
        icon={<ArrowUp aria-hidden="true" className="size-3.5" />}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      />
      <IconButton
        size="sm"
        className="size-7!"
        label={t('studioPanels.properties.list.moveDown', { index: index + 1 })}
        icon={<ArrowDown aria-hidden="true" className="size-3.5" />}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      />
      <IconButton
        size="sm"
        variant="danger"
        className="size-7!"
        label={t('studioPanels.properties.list.remove', { index: index + 1 })}
        icon={<X aria-hidden="true" className="size-3.5" />}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}

function isRow(item: unknown): item is Row {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

function RecordCell({
  column,
  label,
  placeholder,
  row,
  disabled,
  onRow,
}: {
  column: RecordListColumn;
  label: string;
  placeholder: string;
  row: Row;
  disabled: boolean;
  onRow(row: Row): void;
}) {
  const cell = row[column.name];
  if (column.kind === 'number') {
    return (
      <NumberInput
        label={label}
        hideLabel
        placeholder={placeholder}
        className="min-w-0"
        value={typeof cell === 'number' ? cell : null}
        disabled={disabled}
        onChange={(next) => {
          const { [column.name]: _removed, ...rest } = row;
          if (next !== null) onRow({ ...rest, [column.name]: next });
          else if (column.optional) onRow(rest);
        }}
      />
    );
  }
  return (
    <Input
      label={label}
      hideLabel
      placeholder={placeholder}
      className="min-w-0"
      value={typeof cell === 'string' ? cell : ''}
      disabled={disabled}
      onChange={(event) => onRow({ ...row, [column.name]: event.target.value })}
    />
  );
}
