import type { PlannedStep, StepClass } from '@tessera/model/data';
import { useT } from '../../../i18n/index.ts';
import { Badge, type BadgeTone } from '../../../ui/index.ts';

const classTones: Record<StepClass, BadgeTone> = { safe: 'success', locks: 'warning', rewrites: 'warning', losesData: 'danger' };

/**
 * One planned SQL step: what it does, its class (safe, locks the table, rewrites the table, loses
 * data), the rows and values it puts at stake and the rows that would block it, and its SQL.
 */
export function PlannedStepItem({ step }: { step: PlannedStep }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-3" data-testid="change-step" data-class={step.classification}>
      <div className="flex items-start justify-between gap-3">
        <span className="font-medium text-slate-900">{step.description}</span>
        <Badge tone={classTones[step.classification]} dot>
          {t(`dataDiagram.preview.classes.${step.classification}`)}
        </Badge>
      </div>
      {step.classification === 'losesData' && (
        <p className={(step.rowsAtStake ?? 0) > 0 ? 'font-medium text-red-700' : 'text-slate-600'}>
          {(step.rowsAtStake ?? 0) > 0 ? t('dataDiagram.preview.rowsAtStake', { count: step.rowsAtStake ?? 0 }) : t('dataDiagram.preview.noRowsAtStake')}
        </p>
      )}
      {step.sampleValues.length > 0 && <p className="text-slate-600">{t('dataDiagram.preview.samples', { values: step.sampleValues.map((value) => `“${value}”`).join(', ') })}</p>}
      {step.failingRows && step.failingRows.count > 0 && (
        <div className="text-red-700">
          <p className="font-medium">{t('dataDiagram.preview.failingRows', { count: step.failingRows.count })}</p>
          <ul className="list-disc pl-5">
            {step.failingRows.samples.map((sample) => (
              <li key={sample.key}>{t('dataDiagram.preview.failingRow', { key: sample.key, value: sample.value === '' ? t('dataDiagram.preview.emptyValue') : sample.value })}</li>
            ))}
          </ul>
        </div>
      )}
      <pre aria-label={t('dataDiagram.preview.sql')} className="overflow-x-auto rounded bg-slate-900 p-2 text-xs whitespace-pre-wrap text-slate-100">
        {step.sql}
      </pre>
    </li>
  );
}
