import { Construction } from 'lucide-react';
import { useT } from '../../i18n/index.ts';
import { Button, EmptyState } from '../../ui/index.ts';
import type { StudioMode } from '../modes/studio-modes.ts';
import { useStudio } from '../store/studio-context.tsx';

/** A mode whose editor this version does not have: says so plainly and offers the way back to Design. */
export function ModeUnavailablePanel({ mode, accesses }: { mode: StudioMode; accesses: readonly string[] | undefined }) {
  const t = useT();
  const studio = useStudio();
  const name = t(`studio.modes.${mode}`);
  return (
    <main data-testid={`studio-mode-${mode}`} className="flex min-h-0 flex-1 items-center justify-center bg-slate-50 p-8">
      <EmptyState
        icon={<Construction className="size-6" />}
        title={t('studio.modeUnavailable.title', { mode: name })}
        text={t('studio.modeUnavailable.text', { mode: name })}
        className="max-w-xl bg-white"
        action={<Button onClick={() => studio.switchMode('design', accesses)}>{t('studio.modeUnavailable.backToDesign')}</Button>}
      />
    </main>
  );
}
