import type { PlannedStep, StepClass } from '@tessera/model/data';
import { useT } from '../../../i18n/index.ts';
import { Badge, Button, InfoBox, Modal, type BadgeTone } from '../../../ui/index.ts';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';

const classTones: Record<StepClass, BadgeTone> = { safe: 'success', locks: 'warning', rewrites: 'warning', losesData: 'danger' };

/**
 * The change waiting for the builder's word: each SQL step with its class (safe, locks the table,
 * rewrites the table, loses data), the rows whose values it would lose with a few of them, and
 * rows that do not fit it (a type they cannot convert to, nulls where a value is required): then
 * it cannot apply, and only Close is offered. Cancel, Close or Escape rolls the change back.
 */
export function ChangePreviewDialog() {
  const t = useT();
  const session = useDiagram();
  const confirmation = useDiagramState((state) => state.confirmation);
  if (!confirmation) return null;
  const { preview } = confirmation;
  const losing = preview.steps.some((step) => step.classification === 'losesData' && (step.rowsAtStake ?? 0) > 0);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && session.answer(false)}
      title={preview.blocked ? t('dataDiagram.preview.blockedTitle') : t('dataDiagram.preview.title')}
      description={t('dataDiagram.preview.intro')}
      width={600}
      footer={
        <>
          <Button variant="secondary" size="sm" autoFocus onClick={() => session.answer(false)}>
            {preview.blocked ? t('common.close') : t('common.cancel')}
          </Button>
          {!preview.blocked && (
            <Button variant={losing || confirmation.drops ? 'danger' : 'primary'} size="sm" onClick={() => session.answer(true)}>
              {losing ? t('dataDiagram.preview.confirmLoss') : t('dataDiagram.preview.confirm')}
            </Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-3" data-testid="change-preview">
        {preview.blocked && <InfoBox tone="error">{t('dataDiagram.preview.blocked')}</InfoBox>}
        <ol className="flex flex-col gap-3">
          {preview.steps.map((step, index) => (
            <StepItem key={index} step={step} />
          ))}
        </ol>
      </div>
    </Modal>
  );
}

function StepItem({ step }: { step: PlannedStep }) {
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
