import { Star } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { Badge, type BadgeTone } from '../../ui/index.ts';
import { Demo, DemoPage, Sample, Samples } from './DemoBlocks.tsx';

const tones: BadgeTone[] = ['neutral', 'indigo', 'success', 'warning', 'danger', 'info'];

/** /:domainName/ui-kit/badge: tones, sizes, dots and icons. */
export function BadgePage() {
  const t = useT();
  return (
    <DemoPage page="badge">
      <Demo title={t('uiKit.badge.tones')} description={t('uiKit.badge.tonesText')}>
        <Samples>
          {tones.map((tone) => (
            <Sample key={tone} caption={t(`uiKit.badge.tone.${tone}`)}>
              <Badge tone={tone}>{t(`uiKit.badge.sample.${tone}`)}</Badge>
            </Sample>
          ))}
        </Samples>
      </Demo>
      <Demo title={t('uiKit.badge.sizes')} description={t('uiKit.badge.sizesText')}>
        <Samples>
          <Sample caption={t('uiKit.states.small')}>
            <Badge size="sm" tone="indigo">
              {t('uiKit.badge.sample.indigo')}
            </Badge>
          </Sample>
          <Sample caption={t('uiKit.states.medium')}>
            <Badge tone="indigo">{t('uiKit.badge.sample.indigo')}</Badge>
          </Sample>
        </Samples>
      </Demo>
      <Demo title={t('uiKit.badge.decorated')} description={t('uiKit.badge.decoratedText')}>
        <Samples>
          <Sample caption={t('uiKit.badge.withDot')}>
            <Badge tone="success" dot>
              {t('uiKit.badge.online')}
            </Badge>
          </Sample>
          <Sample caption={t('uiKit.badge.withDot')}>
            <Badge tone="danger" dot>
              {t('uiKit.badge.offline')}
            </Badge>
          </Sample>
          <Sample caption={t('uiKit.badge.withIcon')}>
            <Badge tone="warning" icon={<Star aria-hidden="true" className="size-3" />}>
              {t('uiKit.badge.pro')}
            </Badge>
          </Sample>
        </Samples>
      </Demo>
    </DemoPage>
  );
}
