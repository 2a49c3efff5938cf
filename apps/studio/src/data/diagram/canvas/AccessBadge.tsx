import type { TableAccess } from '@tessera/model/data';
import { Lock, LockOpen } from 'lucide-react';
import { useT } from '../../../i18n/index.ts';
import { cx } from '../../../ui/index.ts';
import { openOperations } from '../edit/access-values.ts';

/** A table's access at a glance: a closed lock, or an open one with the letters of the open operations. */
export function AccessBadge({ access }: { access: TableAccess }) {
  const t = useT();
  const open = openOperations(access);
  const state = open.length === 0 ? t('dataDiagram.node.closed') : t('dataDiagram.node.open', { operations: open.map((operation) => t(`dataDiagram.access.operations.${operation}`)).join(', ') });
  return (
    <span
      role="img"
      aria-label={t('dataDiagram.access.badge', { state })}
      title={state}
      data-testid="access-badge"
      className={cx(
        'inline-flex shrink-0 items-center gap-0.5 rounded px-1 py-0.5 text-[10px] font-semibold ring-1',
        open.length === 0 ? 'bg-slate-100 text-slate-500 ring-slate-200' : 'bg-emerald-50 text-emerald-700 ring-emerald-200',
      )}
    >
      {open.length === 0 ? <Lock aria-hidden="true" className="size-3" /> : <LockOpen aria-hidden="true" className="size-3" />}
      {open.map((operation) => t(`dataDiagram.access.operationsShort.${operation}`)).join('')}
    </span>
  );
}
