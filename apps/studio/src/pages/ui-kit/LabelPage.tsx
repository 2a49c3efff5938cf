import { useT } from '../../i18n/use-t.ts';
import { Input, Label } from '../../ui/index.ts';
import { Demo, DemoPage, FieldGrid, Sample, Samples } from './DemoBlocks.tsx';

/** /:domainName/ui-kit/label: plain, required, optional and disabled labels, and a label with its field. */
export function LabelPage() {
  const t = useT();
  return (
    <DemoPage page="label">
      <Demo title={t('uiKit.states.title')} description={t('uiKit.label.statesText')}>
        <Samples>
          <Sample caption={t('uiKit.states.default')}>
            <Label>{t('uiKit.label.workspaceName')}</Label>
          </Sample>
          <Sample caption={t('uiKit.states.required')}>
            <Label required>{t('uiKit.label.workspaceName')}</Label>
          </Sample>
          <Sample caption={t('uiKit.states.optional')}>
            <Label hint={t('common.optional')}>{t('uiKit.label.workspaceName')}</Label>
          </Sample>
          <Sample caption={t('uiKit.states.disabled')}>
            <Label disabled>{t('uiKit.label.workspaceName')}</Label>
          </Sample>
        </Samples>
      </Demo>
      <Demo title={t('uiKit.label.withField')} description={t('uiKit.label.withFieldText')}>
        <FieldGrid>
          <Input label={t('uiKit.label.workspaceName')} required placeholder="acme" />
          <Input label={t('uiKit.label.website')} labelHint={t('common.optional')} placeholder="https://" type="url" />
        </FieldGrid>
      </Demo>
    </DemoPage>
  );
}
