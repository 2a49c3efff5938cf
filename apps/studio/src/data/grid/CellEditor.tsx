import { Popover } from 'radix-ui';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';
import { editorTextOf, parseCellText } from '../rows/cell-values.ts';
import { ValueEditor } from './ValueEditor.tsx';
import type { RowColumn } from '../rows/row-table.ts';

export interface CellEditorProps {
  column: RowColumn;
  value: unknown;
  /** The cell it opens over. */
  children: ReactNode;
  /** Called with the parsed value when it differs from the stored one. */
  onSave: (value: unknown) => void;
  /** Closes the editor (after a save, Escape or a click outside). */
  onClose: () => void;
}

/**
 * The editor of one cell, opened over it: Enter saves (Shift+Enter is a new line in long text and
 * JSON), Escape or a click outside cancels. Text that does not parse by the column's type stays
 * open with the reason.
 */
export function CellEditor({ column, value, children, onSave, onClose }: CellEditorProps) {
  const t = useT();
  const initial = editorTextOf(column.type, value);
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();
  const box = useRef<HTMLDivElement>(null);
  const multiLine = column.type === 'longText' || column.type === 'json';

  function save() {
    const parsed = parseCellText(column, text);
    if (!parsed.ok) {
      setProblem(t(`studio.grid.invalid.${parsed.problem}`));
      return;
    }
    if (text !== initial) onSave(parsed.value);
    onClose();
  }

  // Capture: Enter must save before a focused button (the date picker's, a choice's) opens its list.
  // Keys inside a list or calendar opened from here (portalled elsewhere) are theirs.
  function onKeyDownCapture(event: KeyboardEvent) {
    if (event.key !== 'Enter' || (multiLine && event.shiftKey) || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (!box.current?.contains(target) || target.closest('[data-editor-cancel]')) return;
    event.preventDefault();
    event.stopPropagation();
    save();
  }

  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor asChild>{children}</Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={-36}
          collisionPadding={8}
          aria-label={t('studio.grid.editCell', { column: column.name })}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="z-50 w-80 rounded-lg border border-indigo-300 bg-white p-3 shadow-xl focus:outline-none"
        >
          <div ref={box} onKeyDownCapture={onKeyDownCapture} className="flex flex-col gap-2" data-testid="cell-editor">
            <ValueEditor
              column={column}
              text={text}
              onTextChange={(next) => {
                setText(next);
                setProblem(undefined);
              }}
              label={column.name}
              hideLabel={column.type !== 'boolean'}
              error={problem}
              autoFocus
            />
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-slate-500">{multiLine ? t('studio.grid.jsonHint') : t('studio.grid.editHint')}</span>
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" data-editor-cancel onClick={onClose}>
                  {t('common.cancel')}
                </Button>
                <Button size="sm" onClick={save}>
                  {t('common.save')}
                </Button>
              </div>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
