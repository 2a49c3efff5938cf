import { History } from 'lucide-react';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { useFormatDate } from '../../hooks/use-date-format.ts';
import { Button, EmptyState, InfoBox, LoadingState } from '../../ui/index.ts';
import { LiveLagLine } from './LiveLagLine.tsx';
import { LiveQueueCheck } from './LiveQueueCheck.tsx';
import { MigrationItem } from './MigrationItem.tsx';
import { useLiveState, useMigrations } from './use-migration-history.ts';

/**
 * The History tab of the data mode: every change to the data model as a migration, newest first
 * (who, when, what, its SQL), and how far live is behind draft.
 */
export function MigrationHistory({ projectId }: { projectId: string }) {
  const t = useT();
  const formatDate = useFormatDate();
  const migrations = useMigrations(projectId);
  const live = useLiveState(projectId);

  if (migrations.isPending) return <LoadingState label={t('dataDiagram.history.loading')} />;
  if (migrations.isError) {
    return (
      <EmptyState
        title={t('dataDiagram.history.loadError')}
        text={errorMessage(migrations.error)}
        className="m-8 max-w-xl self-center bg-white"
        action={
          <Button variant="secondary" onClick={() => void migrations.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const list = migrations.data.migrations;
  return (
    <section aria-label={t('dataDiagram.history.label')} className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-4" data-testid="migration-history">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
        {live.isError ? (
          <InfoBox
            tone="error"
            action={
              <Button variant="secondary" size="sm" onClick={() => void live.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('dataDiagram.history.liveError')}
          </InfoBox>
        ) : (
          live.data && (
            <>
              <LiveLagLine pending={live.data.pending.length} />
              {/* A new change resets the check: its answer was about the queue as it was. */}
              {live.data.pending.length > 0 && <LiveQueueCheck key={live.data.draftSeq} projectId={projectId} />}
            </>
          )
        )}
        {list.length === 0 ? (
          <EmptyState icon={<History className="size-6" />} title={t('dataDiagram.history.empty.title')} text={t('dataDiagram.history.empty.text')} className="bg-white" />
        ) : (
          <ol className="flex flex-col gap-3">
            {list.map((migration) => (
              <MigrationItem key={migration.seq} migration={migration} formatDate={formatDate} />
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
