import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { Button, buttonClasses, Modal } from '../../../ui/index.ts';
import { workspaceHref } from '../../../workspace/workspace-paths.ts';
import { useStudio, useStudioState } from '../../store/studio-context.tsx';

/** The licence restriction (spec §3 domain access modal): the mode needs an access the plan lacks. */
export function AccessModal({ domainName }: { domainName: string }) {
  const t = useT();
  const studio = useStudio();
  const modal = useStudioState((state) => state.accessModal);
  return (
    <Modal
      open={modal.open}
      onOpenChange={(open) => !open && studio.closeAccessModal()}
      title={t('studio.access.title')}
      allowFullScreen={false}
      className="h-auto!"
      footer={
        <>
          <Button variant="secondary" onClick={() => studio.closeAccessModal()}>
            {t('common.close')}
          </Button>
          <Link to={workspaceHref(domainName, 'settings/billing')} className={buttonClasses('primary')} onClick={() => studio.closeAccessModal()}>
            {t('studio.access.billing')}
          </Link>
        </>
      }
    >
      <div className="flex items-start gap-3" data-testid="licence-restriction">
        <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
        <p>{t('studio.access.text', { access: modal.access ?? '' })}</p>
      </div>
    </Modal>
  );
}
