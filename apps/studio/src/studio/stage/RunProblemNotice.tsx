import { PREVIEW_TOKEN_RETRY_SECONDS } from '@tessera/model/releases';
import { useT } from '../../i18n/index.ts';
import { Button } from '../../ui/index.ts';
import { useStudio, useStudioState } from '../store/studio-context.tsx';

/**
 * Over the Run preview when the draft cannot run (no preview token: the request was refused or
 * failed): what happened, what to do, and Try again, which asks for a token once more (the
 * preview says "Starting the app…" meanwhile).
 */
export function RunProblemNotice() {
  const t = useT();
  const studio = useStudio();
  const problem = useStudioState((state) => (state.renderMode === 'live' && state.previewToken === null ? state.previewTokenProblem : null));
  if (problem === null) return null;
  const retry = () => studio.store.setState((state) => ({ previewTokenProblem: null, previewTokenRetries: state.previewTokenRetries + 1 }));
  return (
    <div
      role="alert"
      data-testid="run-problem"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center text-sm text-slate-600"
    >
      <p className="font-semibold text-slate-900">{t(`studio.run.${problem}.title`)}</p>
      <p className="max-w-md">{t(`studio.run.${problem}.text`, { seconds: PREVIEW_TOKEN_RETRY_SECONDS })}</p>
      <Button variant="secondary" size="sm" onClick={retry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
