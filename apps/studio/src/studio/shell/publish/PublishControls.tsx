import { History, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Button, IconButton, Tooltip } from '../../../ui/index.ts';
import { useStudioState } from '../../store/studio-context.tsx';
import { saveStateOf } from '../../store/studio-selectors.ts';
import { PublishDialog } from './PublishDialog.tsx';
import { ReleaseHistoryDialog } from './ReleaseHistoryDialog.tsx';

/** The toolbar's Releases (history) and Publish buttons and their dialogs. */
export function PublishControls({ domainName }: { domainName: string }) {
  const t = useT();
  const project = useStudioState((state) => state.project);
  const readOnly = useStudioState((state) => state.readOnly);
  const unsaved = useStudioState((state) => saveStateOf(state) === 'unsaved' || saveStateOf(state) === 'failed');
  const [dialog, setDialog] = useState<'publish' | 'history' | null>(null);
  if (!project) return null;
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <>
      <Tooltip content={t('releases.historyHint')}>
        <IconButton size="sm" label={t('releases.history')} icon={<History aria-hidden="true" className="size-4" />} onClick={() => setDialog('history')} />
      </Tooltip>
      <Tooltip content={t('releases.publishHint')}>
        <Button size="sm" variant="secondary" aria-label={t('releases.publish')} data-testid="publish-button" disabled={readOnly} onClick={() => setDialog('publish')}>
          <Rocket aria-hidden="true" className="size-3.5" />
          {/* The words need room: below 1280 px the icon tells (the button's name keeps the words). */}
          <span className="sr-only xl:not-sr-only">{t('releases.publish')}</span>
        </Button>
      </Tooltip>
      {/* Mounted per opening, so each one starts from a fresh preview and an empty note. */}
      {dialog === 'publish' && <PublishDialog open onOpenChange={close} domainName={domainName} project={project} unsaved={unsaved} />}
      <ReleaseHistoryDialog open={dialog === 'history'} onOpenChange={close} domainName={domainName} project={project} readOnly={readOnly} />
    </>
  );
}
