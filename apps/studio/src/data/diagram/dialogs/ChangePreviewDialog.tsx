import { useT } from '../../../i18n/index.ts';
import { Button, InfoBox, Modal } from '../../../ui/index.ts';
import { PlannedStepItem } from './PlannedStepItem.tsx';
import { useDiagram, useDiagramState } from '../session/diagram-context.tsx';

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
            <PlannedStepItem key={index} step={step} />
          ))}
        </ol>
      </div>
    </Modal>
  );
}
