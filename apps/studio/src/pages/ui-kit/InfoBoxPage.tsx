import { useT } from '../../i18n/use-t.ts';
import { Button, InfoBox, type InfoBoxTone } from '../../ui/index.ts';
import { Demo, DemoPage } from './DemoBlocks.tsx';

const tones: InfoBoxTone[] = ['info', 'success', 'warning', 'error'];

/** /:domainName/ui-kit/info-box: the four tones, with a title and with an action. */
export function InfoBoxPage() {
  const t = useT();
  return (
    <DemoPage page="infoBox">
      <Demo title={t('uiKit.infoBox.tones')} description={t('uiKit.infoBox.tonesText')}>
        <div className="flex flex-col gap-3">
          {tones.map((tone) => (
            <InfoBox key={tone} tone={tone}>
              {t(`uiKit.infoBox.sample.${tone}`)}
            </InfoBox>
          ))}
        </div>
      </Demo>
      <Demo title={t('uiKit.infoBox.withTitle')} description={t('uiKit.infoBox.withTitleText')}>
        <div className="flex flex-col gap-3">
          <InfoBox tone="warning" title={t('uiKit.infoBox.limitTitle')}>
            {t('uiKit.infoBox.limitText')}
          </InfoBox>
          <InfoBox
            tone="error"
            title={t('uiKit.infoBox.failedTitle')}
            action={
              <Button size="sm" variant="secondary">
                {t('common.retry')}
              </Button>
            }
          >
            {t('uiKit.infoBox.failedText')}
          </InfoBox>
        </div>
      </Demo>
    </DemoPage>
  );
}
