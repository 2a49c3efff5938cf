import { useId, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox, Modal } from '../../ui/index.ts';
import type { CellProblem } from '../rows/cell-values.ts';
import { buildNewRow, needsValue } from '../rows/new-row.ts';
import type { RowTable } from '../rows/row-table.ts';
import { ValueEditor } from './ValueEditor.tsx';

export interface NewRowDialogProps {
  table: RowTable;
  onInsert: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The form of a new row: one field per column by its type, required ones marked. An empty field
 * takes the column's default; a key the database makes is not asked for. The server's refusal
 * (a unique value taken, a missing reference) shows above the fields.
 */
export function NewRowDialog({ table, onInsert, onClose }: NewRowDialogProps) {
  const t = useT();
  const formId = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, CellProblem>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const columns = table.columns.filter((column) => column.insertable);

  async function submit() {
    const built = buildNewRow(columns, texts);
    if (!built.ok) {
      setProblems(built.problems);
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      await onInsert(built.values);
      onClose();
    } catch (error) {
      setFormError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('studio.grid.newRowTitle', { table: table.name })}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('studio.grid.addRow')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        data-testid="new-row-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {formError && <InfoBox tone="error">{formError}</InfoBox>}
        {columns.map((column, index) => {
          const problem = problems[column.id];
          const filled = column.filledByDatabase;
          return (
            <ValueEditor
              key={column.id}
              column={column}
              text={texts[column.id] ?? ''}
              onTextChange={(text) => {
                setTexts((current) => ({ ...current, [column.id]: text }));
                setProblems(({ [column.id]: _fixed, ...rest }) => rest);
              }}
              label={column.name}
              required={needsValue(column)}
              description={filled ? t('studio.grid.defaultHint') : undefined}
              error={problem ? t(`studio.grid.invalid.${problem}`) : undefined}
              autoFocus={index === 0}
            />
          );
        })}
      </form>
    </Modal>
  );
}
