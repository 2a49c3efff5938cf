import { useT } from '../../../i18n/index.ts';
import { Button, Modal } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/**
 * A save refused as stale (409): names the screen and offers Reload (their version) or
 * Overwrite (yours over theirs); Cancel or Escape keeps the local changes unsaved.
 */
export function ConflictModal() {
  const t = useT();
  const studio = useStudio();
  const conflict = useStudioState((state) => state.conflict);
  return (
    <Modal
      open={conflict !== null}
      onOpenChange={(open) => !open && void studio.resolveConflict('cancel')}
      title={t('studio.conflict.title')}
      description={t('studio.conflict.text')}
      allowFullScreen={false}
      width={500}
      className="h-auto!"
      footer={
        <>
          <Button variant="secondary" disabled={conflict?.busy} onClick={() => void studio.resolveConflict('cancel')}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" disabled={conflict?.busy} title={t('studio.conflict.reloadHint')} onClick={() => void studio.resolveConflict('reload')}>
            {t('studio.conflict.reload')}
          </Button>
          <Button loading={conflict?.busy} title={t('studio.conflict.overwriteHint')} onClick={() => void studio.resolveConflict('overwrite')}>
            {t('studio.conflict.overwrite')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p className="font-medium text-slate-900" data-testid="conflict-screen">
          {t('studio.conflict.screen', { name: conflict?.screenName ?? '' })}
        </p>
        <p>{t('studio.conflict.choice')}</p>
        <ul className="list-disc pl-5 text-slate-600">
          <li>
            <strong className="font-medium text-slate-800">{t('studio.conflict.reload')}:</strong> {t('studio.conflict.reloadHint')}
          </li>
          <li>
            <strong className="font-medium text-slate-800">{t('studio.conflict.overwrite')}:</strong> {t('studio.conflict.overwriteHint')}
          </li>
        </ul>
      </div>
    </Modal>
  );
}
