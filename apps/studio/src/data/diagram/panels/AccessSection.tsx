import { applyDataOp, type DataTable, type TableAccess } from '@tessera/model/data';
import { useT } from '../../../i18n/index.ts';
import { managedRuleColumns } from '../edit/access-values.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';
import { AccessRulesForm } from './AccessRulesForm.tsx';

/** A project table's access rules, saved as one `setAccess` change of the model. */
export function AccessSection({ table }: { table: DataTable }) {
  const t = useT();
  const session = useDiagram();
  const readOnly = useDiagramState((state) => state.readOnly);

  function save(access: TableAccess): string | undefined {
    const op = { op: 'setAccess' as const, tableId: table.id, access };
    const checked = applyDataOp(session.store.getState().model, op);
    if (!checked.ok) return checked.error.message;
    session.edit([op]);
    return undefined;
  }

  return <AccessRulesForm table={managedRuleColumns(table)} saved={table.access} readOnly={readOnly} note={t('dataDiagram.access.note')} onSave={save} />;
}
