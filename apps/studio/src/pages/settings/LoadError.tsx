import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/index.ts';
import { Button, InfoBox } from '../../ui/index.ts';

/** A failed load: the server's message and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <InfoBox
      tone="error"
      action={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('settings.loadError', { message: errorMessage(error) })}
    </InfoBox>
  );
}
