import { Settings } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { Badge, CollapsePanel, IconButton } from '../../ui/index.ts';
import { Demo, DemoPage } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/collapse-panel: closed, open, with actions, disabled. */
export function CollapsePanelPage() {
  const t = useT();
  return (
    <DemoPage page="collapsePanel">
      <Demo title={t('uiKit.states.title')} description={t('uiKit.collapsePanel.statesText')}>
        <div className="flex flex-col gap-3">
          <CollapsePanel title={t('uiKit.collapsePanel.general')} description={t('uiKit.collapsePanel.generalText')}>
            {t('uiKit.collapsePanel.generalBody')}
          </CollapsePanel>
          <CollapsePanel defaultOpen title={t('uiKit.collapsePanel.appearance')} description={t('uiKit.collapsePanel.appearanceText')}>
            {t('uiKit.collapsePanel.appearanceBody')}
          </CollapsePanel>
          <CollapsePanel
            title={t('uiKit.collapsePanel.advanced')}
            actions={
              <>
                <Badge tone="warning" size="sm">
                  {t('uiKit.badge.sample.warning')}
                </Badge>
                <IconButton size="sm" label={t('uiKit.collapsePanel.settings')} icon={<Settings aria-hidden="true" className="size-4" />} />
              </>
            }
          >
            {t('uiKit.collapsePanel.advancedBody')}
          </CollapsePanel>
          <CollapsePanel disabled title={t('uiKit.states.disabled')} description={t('uiKit.collapsePanel.disabledText')}>
            {t('uiKit.collapsePanel.generalBody')}
          </CollapsePanel>
        </div>
      </Demo>
    </DemoPage>
  );
}
