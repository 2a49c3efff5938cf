import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PublishPreview, type PublishResponse, publishedAppAddress } from '@tessera/model/releases';
import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { releasesApi, releasesKeys } from '../../../api/releases-api.ts';
import { useT } from '../../../i18n/index.ts';
import { Button, Checkbox, InfoBox, Input, LoadingState, Modal, TextArea } from '../../../ui/index.ts';
import { publishBlock } from './publish-readiness.ts';
import { StepClassBadge } from './StepClassBadge.tsx';

interface PublishDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainName: string;
  project: { id: string; name: string };
  /** The open screen has changes not saved yet: they would not be published. */
  unsaved: boolean;
}

/**
 * Publish: what live's data model will go through (with the data-loss confirmation), the note,
 * the address at the first publish, progress while publishing, then the published address.
 * Mounted for each opening: it asks the server afresh what publishing would do (never a cached
 * answer, which a data change since would make wrong).
 */
export function PublishDialog({ open, onOpenChange, domainName, project, unsaved }: PublishDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: releasesKeys.preview(domainName, project.id),
    queryFn: () => releasesApi.preview(api, project.id),
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  const [note, setNote] = useState('');
  const [slug, setSlug] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const publish = useMutation({
    mutationFn: () => releasesApi.publish(api, project.id, { note, confirmDataLoss: confirmed, ...(preview.data?.firstPublish ? { slug } : {}) }),
    // A refusal may come from a change since the preview (a data loss now at stake): ask again.
    onError: () => void preview.refetch(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesKeys.history(domainName, project.id) }),
  });
  useEffect(() => {
    if (preview.data) setSlug(preview.data.slug);
  }, [preview.data]);

  const done = publish.data;
  const block = publishBlock(preview.data, { confirmed, slug });
  const number = preview.data?.nextNumber ?? 1;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !publish.isPending && onOpenChange(next)}
      title={t('releases.dialog.title', { name: project.name })}
      description={done ? undefined : t('releases.dialog.description', { number })}
      width={560}
      footer={
        done ? (
          <Button onClick={() => onOpenChange(false)}>{t('releases.dialog.close')}</Button>
        ) : (
          <>
            <Button variant="secondary" disabled={publish.isPending} onClick={() => onOpenChange(false)}>
              {t('releases.dialog.cancel')}
            </Button>
            <Button data-testid="publish-submit" loading={publish.isPending} disabled={block !== null} onClick={() => publish.mutate()}>
              {publish.isPending ? t('releases.dialog.publishing') : t('releases.dialog.submit', { number })}
            </Button>
          </>
        )
      }
    >
      <div data-testid="publish-dialog" className="flex flex-col gap-4">
        {done ? (
          <Published done={done} />
        ) : preview.isPending ? (
          <LoadingState label={t('releases.dialog.loading')} />
        ) : preview.isError ? (
          <InfoBox
            tone="error"
            title={t('releases.dialog.loadError')}
            action={
              <Button size="sm" variant="secondary" onClick={() => void preview.refetch()}>
                {t('releases.dialog.retry')}
              </Button>
            }
          >
            {errorMessage(preview.error)}
          </InfoBox>
        ) : (
          <>
            {unsaved && <InfoBox tone="warning">{t('releases.dialog.unsaved')}</InfoBox>}
            <TextArea
              label={t('releases.dialog.note')}
              placeholder={t('releases.dialog.notePlaceholder')}
              value={note}
              maxLength={500}
              rows={2}
              disabled={publish.isPending}
              onChange={(event) => setNote(event.target.value)}
            />
            {preview.data.firstPublish && (
              <Input
                label={t('releases.dialog.slug')}
                value={slug}
                maxLength={60}
                spellCheck={false}
                autoComplete="off"
                disabled={publish.isPending}
                description={t('releases.dialog.slugDescription', { address: publishedAppAddress(domainName, slug || '…') })}
                error={block === 'slug' && slug !== '' ? t('releases.dialog.slugInvalid') : undefined}
                onChange={(event) => setSlug(event.target.value.trim())}
              />
            )}
            <LiveQueue preview={preview.data} confirmed={confirmed} onConfirm={setConfirmed} disabled={publish.isPending} />
            {publish.isError && <InfoBox tone="error">{errorMessage(publish.error)}</InfoBox>}
          </>
        )}
      </div>
    </Modal>
  );
}

/** What live's queued migrations will do, the blocked notice and the data-loss confirmation. */
function LiveQueue({ preview, confirmed, onConfirm, disabled }: { preview: PublishPreview; confirmed: boolean; onConfirm: (value: boolean) => void; disabled: boolean }) {
  const t = useT();
  const { queue } = preview;
  return (
    <section aria-label={t('releases.dialog.queueTitle')} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-900">{t('releases.dialog.queueTitle')}</h3>
      {preview.pendingMigrations === 0 ? (
        <p className="text-sm text-slate-600">{t('releases.dialog.queueNone')}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t('releases.dialog.queuePending', { count: preview.pendingMigrations })}</p>
          <ul data-testid="publish-queue" className="flex max-h-48 flex-col gap-1 overflow-auto rounded-md border border-slate-200 p-2 text-sm">
            {queue.steps.map((step, index) => (
              <li key={index} className="flex flex-wrap items-center gap-2">
                <StepClassBadge classification={step.classification} />
                <span className="text-slate-800">{step.description}</span>
                {step.rowsAtStake !== null && step.rowsAtStake > 0 && (
                  <span className="text-red-700">
                    {t('releases.dialog.rowsAtStake', { count: step.rowsAtStake })}
                    {step.sampleValues.length > 0 && ` (${step.sampleValues.join(', ')})`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {queue.blocked && <InfoBox tone="error">{t('releases.dialog.blocked')}</InfoBox>}
      {queue.needsConfirmation && !queue.blocked && (
        <Checkbox
          data-testid="confirm-data-loss"
          label={t('releases.dialog.confirmDataLoss')}
          description={t('releases.dialog.confirmDataLossHint')}
          checked={confirmed}
          disabled={disabled}
          onChange={(event) => onConfirm(event.target.checked)}
        />
      )}
    </section>
  );
}

/** The published release: its number, the address as a link, and what live does not fit. */
function Published({ done }: { done: PublishResponse }) {
  const t = useT();
  return (
    <>
      <InfoBox tone="success" title={t('releases.dialog.doneTitle', { number: done.release.number })}>
        <span className="flex flex-wrap items-center gap-2">
          {t('releases.dialog.doneText')}
          <a data-testid="published-address" href={done.address} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium text-indigo-700 underline">
            {done.address}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('releases.dialog.openApp')}</span>
          </a>
        </span>
      </InfoBox>
      {done.release.warnings.length > 0 && (
        <InfoBox tone="warning" title={t('releases.dialog.warnings')}>
          <ul className="list-disc pl-5">
            {done.release.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </InfoBox>
      )}
    </>
  );
}
