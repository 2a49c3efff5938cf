import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Switch } from '../../ui/index.ts';
import { Demo, DemoPage, FieldGrid } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/switch: off, on, sizes, disabled and with a description. */
export function SwitchPage() {
  const t = useT();
  const [autosave, setAutosave] = useState(true);
  return (
    <DemoPage page="switch">
      <Demo title={t('uiKit.states.title')} description={t('uiKit.switch.statesText')}>
        <FieldGrid>
          <Switch label={t('uiKit.states.off')} />
          <Switch label={t('uiKit.states.on')} defaultChecked />
          <Switch label={`${t('uiKit.states.disabled')} · ${t('uiKit.states.off')}`} disabled />
          <Switch label={`${t('uiKit.states.disabled')} · ${t('uiKit.states.on')}`} disabled defaultChecked />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.switch.sizes')} description={t('uiKit.switch.sizesText')}>
        <FieldGrid>
          <Switch size="sm" label={t('uiKit.states.small')} defaultChecked />
          <Switch size="md" label={t('uiKit.states.medium')} defaultChecked />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.switch.setting')} description={t('uiKit.switch.settingText')}>
        <div className="flex flex-col gap-5">
          <Switch
            label={t('uiKit.switch.autosave')}
            description={autosave ? t('uiKit.switch.autosaveOn') : t('uiKit.switch.autosaveOff')}
            checked={autosave}
            onCheckedChange={setAutosave}
          />
          <Switch label={t('uiKit.switch.darkCanvas')} description={t('uiKit.switch.darkCanvasText')} />
        </div>
      </Demo>
    </DemoPage>
  );
}
