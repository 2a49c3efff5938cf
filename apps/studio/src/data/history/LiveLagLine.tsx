import { useT } from '../../i18n/index.ts';
import { InfoBox } from '../../ui/index.ts';
import { liveLag } from './live-lag.ts';

/** How many changes live is behind draft; they reach live when the app is published. */
export function LiveLagLine({ pending }: { pending: number }) {
  const t = useT();
  const lag = liveLag(pending);
  switch (lag.kind) {
    case 'upToDate':
      return (
        <InfoBox tone="success" testId="live-lag">
          {t('dataDiagram.history.upToDate')}
        </InfoBox>
      );
    case 'behindOne':
      return (
        <InfoBox tone="info" testId="live-lag">
          {t('dataDiagram.history.behindOne')}
        </InfoBox>
      );
    case 'behindMany':
      return (
        <InfoBox tone="info" testId="live-lag">
          {t('dataDiagram.history.behindMany', { count: lag.count })}
        </InfoBox>
      );
  }
}
