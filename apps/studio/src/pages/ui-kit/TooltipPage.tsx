import { Info, Pencil } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { Button, Code, IconButton, Tooltip, TOOLTIP_DELAY_MS } from '../../ui/index.ts';
import { Demo, DemoPage, Sample, Samples } from './DemoBlocks.tsx';

const sides = ['top', 'right', 'bottom', 'left'] as const;

/** /:domainName/ui-kit/tooltip: the four sides, an icon button's name, the 300 ms delay. */
export function TooltipPage() {
  const t = useT();
  return (
    <DemoPage page="tooltip">
      <Demo title={t('uiKit.tooltip.sides')} description={t('uiKit.tooltip.sidesText')}>
        <Samples className="py-6">
          {sides.map((side) => (
            <Tooltip key={side} side={side} content={t('uiKit.tooltip.hint')}>
              <Button variant="secondary">{t(`uiKit.tooltip.side.${side}`)}</Button>
            </Tooltip>
          ))}
        </Samples>
      </Demo>
      <Demo title={t('uiKit.tooltip.iconButtons')} description={t('uiKit.tooltip.iconButtonsText')}>
        <Samples>
          <Sample caption={t('uiKit.tooltip.nameOfIcon')}>
            <Tooltip content={t('common.edit')}>
              <IconButton label={t('common.edit')} icon={<Pencil aria-hidden="true" className="size-5" />} />
            </Tooltip>
          </Sample>
          <Sample caption={t('uiKit.tooltip.moreInfo')}>
            <Tooltip content={t('uiKit.tooltip.moreInfoText')} side="right">
              <IconButton size="sm" label={t('uiKit.tooltip.moreInfo')} icon={<Info aria-hidden="true" className="size-4" />} />
            </Tooltip>
          </Sample>
        </Samples>
      </Demo>
      <Demo title={t('uiKit.tooltip.delay')} description={t('uiKit.tooltip.delayText', { ms: TOOLTIP_DELAY_MS })}>
        <p className="text-sm text-slate-600">
          <Code>TOOLTIP_DELAY_MS = {TOOLTIP_DELAY_MS}</Code>
        </p>
      </Demo>
    </DemoPage>
  );
}
