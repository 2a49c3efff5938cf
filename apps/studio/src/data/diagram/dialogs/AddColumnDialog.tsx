import { applyDataOp, type DataOp, type DataTable } from '@tessera/model/data';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Modal } from '../../../ui/index.ts';
import { blankColumnValues, columnOf, type ColumnValues } from '../edit/column-values.ts';
import { ColumnFields } from '../forms/ColumnFields.tsx';
import { useDiagram } from '../session/diagram-context.tsx';

/** Asks a new column's settings and adds it to `table` (the model's refusal shows in the form). */
export function AddColumnDialog({ table, onClose }: { table: DataTable; onClose: () => void }) {
  const t = useT();
  const session = useDiagram();
  const formId = useId();
  const [values, setValues] = useState<ColumnValues>(blankColumnValues);
  const [error, setError] = useState<{ name: boolean; message: string } | undefined>();

  function submit() {
    const op: DataOp = { op: 'addColumn', tableId: table.id, column: columnOf(crypto.randomUUID(), values) };
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) {
      setError({ name: checked.error.code === 'invalid_name' || checked.error.code === 'duplicate_name', message: checked.error.message });
      return;
    }
    if (session.edit([op], { tableId: table.id, columnId: op.column.id })) onClose();
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dataDiagram.addColumn.title', { table: table.name })}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" form={formId}>
            {t('dataDiagram.addColumn.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ColumnFields
          values={values}
          autoFocus
          nameError={error?.name ? error.message : undefined}
          onChange={(next) => {
            setValues(next);
            setError(undefined);
          }}
        />
        {error && !error.name && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
