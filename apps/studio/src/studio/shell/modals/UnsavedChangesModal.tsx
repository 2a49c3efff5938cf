import { useT } from '../../../i18n/index.ts';
import { Button, Modal } from '../../../ui/index.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';
import { openScreenOf } from '../../store/studio-selectors.ts';

/**
 * Leaving a screen with unsaved changes (switching screen, creating one) or the studio with any:
 * Save and continue, Discard changes, or Cancel (stay). It names the screens whose changes are at
 * stake.
 */
export function UnsavedChangesModal() {
  const t = useT();
  const studio = useStudio();
  const modal = useStudioState((state) => state.unsavedChanges);
  const screenName = useStudioState((state) => openScreenOf(state)?.name ?? '');
  // Leaving the studio weighs every loaded screen; switching or creating only the open one.
  const changedNames = useStudioState((state) =>
    state.definition.screens
      .filter((screen) => state.dirty[screen.id])
      .map((screen) => screen.name)
      .join(', '),
  );
  const many = modal.scope === 'studio' && changedNames.includes(', ');
  const leftName = modal.scope === 'studio' && changedNames !== '' ? changedNames : screenName;
  return (
    <Modal
      open={modal.show}
      onOpenChange={(open) => !open && void studio.unsaved.resolve('cancel')}
      title={t('studio.unsaved.title')}
      allowFullScreen={false}
      width={500}
      className="h-auto!"
      footer={
        <>
          <Button variant="secondary" disabled={modal.busy} onClick={() => void studio.unsaved.resolve('cancel')}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" disabled={modal.busy} onClick={() => void studio.unsaved.resolve('discard')}>
            {t('studio.unsaved.discard')}
          </Button>
          <Button loading={modal.busy} onClick={() => void studio.unsaved.resolve('save')}>
            {t('studio.unsaved.saveAndContinue')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <p>{many ? t('studio.unsaved.textMany', { names: changedNames }) : t('studio.unsaved.text', { name: leftName })}</p>
        {modal.nextTemplate && <p>{t('studio.unsaved.creating', { name: modal.nextTemplate.name })}</p>}
      </div>
    </Modal>
  );
}
