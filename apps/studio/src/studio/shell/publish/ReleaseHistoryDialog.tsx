import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReleaseSummary } from '@tessera/model/releases';
import { History, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { api } from '../../../api/client.ts';
import { releasesApi, releasesKeys } from '../../../api/releases-api.ts';
import { useFormatDate } from '../../../hooks/use-date-format.ts';
import { useT } from '../../../i18n/index.ts';
import { Badge, Button, ConfirmDialog, EmptyState, InfoBox, LoadingState, Modal, toast } from '../../../ui/index.ts';

interface ReleaseHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  domainName: string;
  project: { id: string; name: string };
  /** A member without a Developer seat sees the history but cannot roll back. */
  readOnly: boolean;
}

/**
 * The project's releases, newest first: number, note, who and when, the Live badge, what live's
 * data model no longer has of each, and Roll back (confirmed first) for the others.
 */
export function ReleaseHistoryDialog({ open, onOpenChange, domainName, project, readOnly }: ReleaseHistoryDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const history = useQuery({
    queryKey: releasesKeys.history(domainName, project.id),
    queryFn: ({ signal }) => releasesApi.history(api, project.id, signal),
    enabled: open,
    staleTime: 0,
  });
  const [target, setTarget] = useState<ReleaseSummary | null>(null);
  const rollback = useMutation({
    mutationFn: (release: ReleaseSummary) => releasesApi.rollback(api, project.id, release.id),
    onSuccess: (answer) => {
      toast.success(t('releases.historyDialog.rolledBack', { number: answer.release.number }));
      if (answer.release.warnings.length > 0) toast.warning(`${t('releases.historyDialog.warningsTitle')} ${answer.release.warnings.join(' ')}`);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releasesKeys.all(domainName, project.id) }),
  });

  const data = history.data;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('releases.historyDialog.title', { name: project.name })} width={640}>
      <div data-testid="release-history" className="flex flex-col gap-3">
        {history.isPending ? (
          <LoadingState label={t('releases.historyDialog.loading')} />
        ) : history.isError ? (
          <InfoBox
            tone="error"
            title={t('releases.historyDialog.loadError')}
            action={
              <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
                {t('releases.historyDialog.retry')}
              </Button>
            }
          >
            {errorMessage(history.error)}
          </InfoBox>
        ) : data && data.releases.length === 0 ? (
          <EmptyState icon={<History aria-hidden="true" className="size-6" />} title={t('releases.historyDialog.emptyTitle')} text={t('releases.historyDialog.emptyText')} />
        ) : (
          <>
            {data?.address && (
              <p className="text-sm text-slate-600">
                {t('releases.historyDialog.liveAt')}{' '}
                <a href={data.address} target="_blank" rel="noopener" className="font-medium text-indigo-700 underline">
                  {data.address}
                </a>
              </p>
            )}
            <ol className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200">
              {data?.releases.map((release) => (
                <ReleaseRow key={release.id} release={release} readOnly={readOnly} busy={rollback.isPending} onRollback={() => setTarget(release)} />
              ))}
            </ol>
          </>
        )}
      </div>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(next) => !next && setTarget(null)}
        type="yesNo"
        itemName={target ? t('releases.historyDialog.release', { number: target.number }) : ''}
        title={target ? t('releases.historyDialog.rollbackTitle', { number: target.number }) : ''}
        description={target ? t('releases.historyDialog.rollbackText', { number: target.number }) : ''}
        onConfirm={async () => {
          if (!target) return;
          await rollback.mutateAsync(target).catch(() => undefined);
          setTarget(null);
        }}
      />
    </Modal>
  );
}

function ReleaseRow({ release, readOnly, busy, onRollback }: { release: ReleaseSummary; readOnly: boolean; busy: boolean; onRollback: () => void }) {
  const t = useT();
  const formatDate = useFormatDate();
  const who = release.publishedBy ? `${release.publishedBy.name} (${release.publishedBy.email})` : t('releases.historyDialog.unknownAuthor');
  return (
    <li data-testid="release-row" data-number={release.number} data-live={release.isLive} className="flex flex-col gap-2 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900">{t('releases.historyDialog.release', { number: release.number })}</span>
        {release.isLive && (
          <Badge tone="success" dot>
            {t('releases.historyDialog.live')}
          </Badge>
        )}
        <span className="ml-auto text-xs text-slate-500">
          <time dateTime={release.publishedAt}>{formatDate(release.publishedAt)}</time> · {t('releases.historyDialog.publishedBy', { who })}
        </span>
      </div>
      <p className={release.note ? 'text-sm text-slate-700' : 'text-sm text-slate-400 italic'}>{release.note || t('releases.historyDialog.noNote')}</p>
      {release.warnings.length > 0 && (
        <div role="note" className="flex gap-2 rounded-md bg-amber-50 p-2 text-xs text-amber-900">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          <div>
            <p className="font-medium">{t('releases.historyDialog.warningsTitle')}</p>
            <ul className="list-disc pl-4">
              {release.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {!release.isLive && !readOnly && (
        <div>
          <Button size="sm" variant="secondary" disabled={busy} aria-label={t('releases.historyDialog.rollbackOf', { number: release.number })} onClick={onRollback}>
            {t('releases.historyDialog.rollback')}
          </Button>
        </div>
      )}
    </li>
  );
}
