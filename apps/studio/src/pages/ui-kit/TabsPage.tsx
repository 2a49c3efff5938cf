import { Database, Layers, Settings } from 'lucide-react';
import { useT } from '../../i18n/use-t.ts';
import { Tabs, type TabItem } from '../../ui/index.ts';
import { Demo, DemoPage } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/tabs: the line and pill looks, icons and a disabled tab. */
export function TabsPage() {
  const t = useT();
  const items: TabItem[] = [
    { value: 'screens', label: t('uiKit.tabs.screens'), icon: <Layers />, content: t('uiKit.tabs.screensText') },
    { value: 'data', label: t('uiKit.tabs.data'), icon: <Database />, content: t('uiKit.tabs.dataText') },
    { value: 'settings', label: t('uiKit.tabs.settings'), icon: <Settings />, content: t('uiKit.tabs.settingsText') },
    { value: 'publish', label: t('uiKit.tabs.publish'), content: t('uiKit.tabs.publishText'), disabled: true },
  ];
  return (
    <DemoPage page="tabs">
      <Demo title={t('uiKit.tabs.line')} description={t('uiKit.tabs.lineText')}>
        <Tabs label={t('uiKit.tabs.projectSections')} items={items} />
      </Demo>
      <Demo title={t('uiKit.tabs.pills')} description={t('uiKit.tabs.pillsText')}>
        <Tabs label={t('uiKit.tabs.projectSectionsPills')} look="pills" items={items.map(({ icon: _icon, ...item }) => item)} defaultValue="data" />
      </Demo>
    </DemoPage>
  );
}
