import { applyDataOp, primaryKeyTypes, type PrimaryKeyType } from '@tessera/model/data';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Input, Modal, RadioGroup } from '../../../ui/index.ts';
import { createTableOp, newTablePosition } from '../edit/new-ops.ts';
import { useDiagram } from '../session/diagram-context.tsx';

/** Asks a new table's name and primary key type, then adds it near the middle of the view (`at`), clear of other boxes. */
export function AddTableDialog({ at, onAdded, onClose }: { at: { x: number; y: number }; onAdded: (position: { x: number; y: number }) => void; onClose: () => void }) {
  const t = useT();
  const session = useDiagram();
  const formId = useId();
  const [name, setName] = useState('');
  const [keyType, setKeyType] = useState<PrimaryKeyType>('uuid');
  const [error, setError] = useState<string | undefined>();

  function submit() {
    const model = session.store.getState().model;
    const op = createTableOp(name.trim(), keyType, newTablePosition(model, at), () => crypto.randomUUID());
    const checked = applyDataOp(model, op);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    if (op.op === 'createTable' && session.edit([op], { tableId: op.tableId, columnId: null })) {
      onClose();
      onAdded(op.position);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dataDiagram.addTable.title')}
      allowFullScreen={false}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" form={formId}>
            {t('dataDiagram.addTable.submit')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Input
          label={t('dataDiagram.addTable.name')}
          description={t('dataDiagram.addTable.nameHint')}
          value={name}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <RadioGroup
          label={t('dataDiagram.addTable.primaryKey')}
          value={keyType}
          onValueChange={(value) => setKeyType(value as PrimaryKeyType)}
          options={primaryKeyTypes.map((type) => ({ value: type, label: t(`dataDiagram.addTable.${type}`) }))}
        />
      </form>
    </Modal>
  );
}
