import { applyDataOp, onDeleteActions, tableById, type DataOp, type OnDeleteAction } from '@tessera/model/data';
import { ArrowLeftRight } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, Checkbox, Input, Modal, RadioGroup, Select, Text } from '../../../ui/index.ts';
import { addManyToManyOp, addRelationOp, relationColumnName } from '../edit/new-ops.ts';
import { useDiagram } from '../session/diagram-context.tsx';

type Kind = 'oneToMany' | 'manyToMany';

/** The name of the join table an `addManyToMany` op makes. */
const joinTableName = (op: DataOp) => (op.op === 'addManyToMany' ? op.joinTable.name : '');
const newId = () => crypto.randomUUID();

export interface RelationDialogProps {
  fromTableId: string;
  toTableId: string | null;
  /** A join table was placed at `position`. */
  onAdded: (position: { x: number; y: number }) => void;
  onClose: () => void;
}

/**
 * Relates two tables: one-to-many (each `one` row has many `many` rows; the many side gets a
 * column holding the one side's key: its name, whether it is required, what deleting a `one`
 * row does) or many-to-many (a join table). Opened by a line drawn from one box to another, or
 * from the table's details with the other table picked here.
 */
export function RelationDialog({ fromTableId, toTableId, onAdded, onClose }: RelationDialogProps) {
  const t = useT();
  const session = useDiagram();
  const model = session.store.getState().model;
  const formId = useId();
  const [kind, setKind] = useState<Kind>('oneToMany');
  const [sides, setSides] = useState<{ one: string; many: string | null }>({ one: fromTableId, many: toTableId });
  const one = tableById(model, sides.one);
  const many = sides.many ? tableById(model, sides.many) : undefined;
  const [columnName, setColumnName] = useState(() => (one && many ? relationColumnName(one, many) : ''));
  const [required, setRequired] = useState(false);
  const [onDelete, setOnDelete] = useState<OnDeleteAction>('setNull');
  const [error, setError] = useState<string | undefined>();
  if (!one) return null;

  const pickSides = (next: { one: string; many: string | null }) => {
    setSides(next);
    const parent = tableById(model, next.one);
    const child = next.many ? tableById(model, next.many) : undefined;
    if (parent && child) setColumnName(relationColumnName(parent, child));
    setError(undefined);
  };

  function submit() {
    if (!one || !many) return;
    const op: DataOp = kind === 'manyToMany' ? addManyToManyOp(model, one, many, newId) : addRelationOp(one.id, many.id, { columnName: columnName.trim(), required, onDelete }, newId);
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) {
      setError(checked.error.message);
      return;
    }
    const select = op.op === 'addManyToMany' ? { tableId: op.joinTable.tableId, columnId: null } : op.op === 'addRelation' ? { tableId: op.childTableId, columnId: op.column.id } : null;
    if (!session.edit([op], select)) return;
    onClose();
    if (op.op === 'addManyToMany') onAdded(op.joinTable.position);
  }

  const names = { parent: one.name, child: many?.name ?? '…', column: columnName || '…' };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('dataDiagram.relation.title')}
      allowFullScreen={false}
      width={520}
      footer={
        <>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="sm" form={formId} disabled={!many}>
            {t('dataDiagram.relation.submit')}
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
        <RadioGroup
          label={t('dataDiagram.relation.kind')}
          orientation="horizontal"
          value={kind}
          onValueChange={(value) => {
            setKind(value as Kind);
            setError(undefined);
          }}
          options={[
            { value: 'oneToMany', label: t('dataDiagram.relation.oneToMany') },
            { value: 'manyToMany', label: t('dataDiagram.relation.manyToMany') },
          ]}
        />
        <div className="flex items-end gap-2">
          <Select
            className="min-w-0 flex-1"
            label={kind === 'oneToMany' ? t('dataDiagram.relation.one') : t('dataDiagram.relation.left')}
            value={sides.one}
            options={model.tables.map((table) => ({ value: table.id, label: table.name }))}
            onValueChange={(value) => pickSides({ ...sides, one: value })}
          />
          <Button variant="ghost" size="md" aria-label={t('dataDiagram.relation.swap')} title={t('dataDiagram.relation.swap')} disabled={!many} onClick={() => many && pickSides({ one: many.id, many: one.id })}>
            <ArrowLeftRight aria-hidden="true" className="size-4" />
          </Button>
          <Select
            className="min-w-0 flex-1"
            label={kind === 'oneToMany' ? t('dataDiagram.relation.many') : t('dataDiagram.relation.right')}
            value={sides.many ?? ''}
            placeholder="…"
            options={model.tables.map((table) => ({ value: table.id, label: table.name }))}
            onValueChange={(value) => pickSides({ ...sides, many: value })}
          />
        </div>
        {kind === 'oneToMany' ? (
          <>
            <Text className="text-slate-600">{t('dataDiagram.relation.sentence', names)}</Text>
            <Input
              label={t('dataDiagram.relation.columnName', names)}
              value={columnName}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                setColumnName(event.target.value);
                setError(undefined);
              }}
            />
            <Checkbox
              label={t('dataDiagram.relation.required', names)}
              checked={required}
              onChange={(event) => {
                setRequired(event.target.checked);
                if (event.target.checked && onDelete === 'setNull') setOnDelete('cascade');
              }}
            />
            <Select
              label={t('dataDiagram.relation.onDelete', names)}
              value={onDelete}
              onValueChange={(value) => setOnDelete(value as OnDeleteAction)}
              options={onDeleteActions.map((action) => ({ value: action, label: t(`dataDiagram.relation.onDeleteActions.${action}`, names), disabled: action === 'setNull' && required }))}
            />
          </>
        ) : (
          <Text className="text-slate-600">
            {t('dataDiagram.relation.manySentence', { left: one.name, right: many?.name ?? '…' })}{' '}
            {many && t('dataDiagram.relation.joinNote', { name: joinTableName(addManyToManyOp(model, one, many, () => '')) })}
          </Text>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
