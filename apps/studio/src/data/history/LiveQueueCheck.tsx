import { useMutation } from '@tanstack/react-query';
import type { ChangePreview } from '@tessera/model/data';
import { api } from '../../api/client.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox } from '../../ui/index.ts';
import { PlannedStepItem } from '../diagram/dialogs/PlannedStepItem.tsx';
import { dataModelApi } from '../model/data-model-api.ts';

/**
 * For a live environment behind draft: tries the waiting changes on live's own rows (in a
 * transaction the server rolls back) and shows each step with what it would lose or what blocks
 * it, before anyone publishes. Nothing changes.
 */
export function LiveQueueCheck({ projectId }: { projectId: string }) {
  const t = useT();
  const check = useMutation({ mutationFn: () => dataModelApi.previewLive(api, projectId) });
  return (
    <div className="flex flex-col gap-3" data-testid="live-check">
      <div>
        <Button variant="secondary" size="sm" loading={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? t('dataDiagram.history.checkingLive') : t('dataDiagram.history.checkLive')}
        </Button>
      </div>
      {check.isError && (
        <InfoBox tone="error" title={t('dataDiagram.history.checkLiveError')}>
          {errorMessage(check.error)}
        </InfoBox>
      )}
      {check.data && <LiveQueueReport preview={check.data} />}
    </div>
  );
}

function LiveQueueReport({ preview }: { preview: ChangePreview }) {
  const t = useT();
  const verdict = preview.blocked ? 'checkLiveBlocked' : preview.needsConfirmation ? 'checkLiveLoses' : 'checkLiveSafe';
  const tone = preview.blocked ? 'error' : preview.needsConfirmation ? 'warning' : 'success';
  return (
    <section aria-label={t('dataDiagram.history.checkLive')} className="flex flex-col gap-3">
      <InfoBox tone={tone} title={t(`dataDiagram.history.${verdict}`)} testId="live-check-verdict">
        {t('dataDiagram.history.checkLiveIntro')}
      </InfoBox>
      <ol className="flex flex-col gap-3">
        {preview.steps.map((step, index) => (
          <PlannedStepItem key={index} step={step} />
        ))}
      </ol>
    </section>
  );
}
