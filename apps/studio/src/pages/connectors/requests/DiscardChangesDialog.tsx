import { useT } from '../../../i18n/index.ts';
import { Button, Modal } from '../../../ui/index.ts';

/** Asked before leaving a request editor with changes not saved: keep editing (the safe choice) or discard them. */
export function DiscardChangesDialog({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onKeep()}
      title={t('restRequests.editor.discardTitle')}
      allowFullScreen={false}
      width={500}
      className="h-auto!"
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            {t('restRequests.editor.discard')}
          </Button>
          <Button autoFocus onClick={onKeep}>
            {t('restRequests.editor.keepEditing')}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-600">{t('restRequests.editor.discardText')}</p>
    </Modal>
  );
}
