import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Code, RadioGroup } from '../../ui/index.ts';
import { Demo, DemoPage, FieldGrid } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/radio-group: vertical and horizontal groups, disabled options, an error. */
export function RadioGroupPage() {
  const t = useT();
  const [plan, setPlan] = useState('standard');
  const plans = [
    { value: 'free', label: t('uiKit.radioGroup.free'), description: t('uiKit.radioGroup.freeText') },
    { value: 'standard', label: t('uiKit.radioGroup.standard'), description: t('uiKit.radioGroup.standardText') },
    { value: 'pro', label: t('uiKit.radioGroup.pro'), description: t('uiKit.radioGroup.proText') },
    { value: 'enterprise', label: t('uiKit.radioGroup.enterprise'), description: t('uiKit.radioGroup.enterpriseText'), disabled: true },
  ];
  const orientations = [
    { value: 'any', label: t('uiKit.radioGroup.any') },
    { value: 'portrait', label: t('uiKit.radioGroup.portrait') },
    { value: 'landscape', label: t('uiKit.radioGroup.landscape') },
  ];
  return (
    <DemoPage page="radioGroup">
      <Demo title={t('uiKit.radioGroup.vertical')} description={t('uiKit.radioGroup.verticalText')}>
        <div className="flex flex-col gap-4">
          <RadioGroup label={t('uiKit.radioGroup.plan')} options={plans} value={plan} onValueChange={setPlan} />
          <p className="text-xs text-slate-500">
            {t('uiKit.inputs.value')} <Code>{plan}</Code>
          </p>
        </div>
      </Demo>
      <Demo title={t('uiKit.radioGroup.horizontal')} description={t('uiKit.radioGroup.horizontalText')}>
        <RadioGroup label={t('uiKit.radioGroup.orientation')} orientation="horizontal" options={orientations} defaultValue="any" />
      </Demo>
      <Demo title={t('uiKit.states.title')} description={t('uiKit.radioGroup.statesText')}>
        <FieldGrid>
          <RadioGroup label={t('uiKit.states.disabled')} options={orientations} defaultValue="portrait" disabled />
          <RadioGroup label={t('uiKit.radioGroup.orientation')} options={orientations} error={t('uiKit.radioGroup.error')} />
        </FieldGrid>
      </Demo>
    </DemoPage>
  );
}
