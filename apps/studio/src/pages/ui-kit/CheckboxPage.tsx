import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { Checkbox } from '../../ui/index.ts';
import { Demo, DemoPage, FieldGrid } from './DemoBlocks.tsx';

const targets = ['web', 'android', 'ios'] as const;

/** /:domainName/ui-kit/checkbox: states, a "select all" with the mixed state, and an error. */
export function CheckboxPage() {
  const t = useT();
  const [chosen, setChosen] = useState<Set<string>>(new Set(['web']));
  const [accepted, setAccepted] = useState(false);
  const all = chosen.size === targets.length;
  return (
    <DemoPage page="checkbox">
      <Demo title={t('uiKit.states.title')} description={t('uiKit.checkbox.statesText')}>
        <FieldGrid>
          <Checkbox label={t('uiKit.states.unchecked')} />
          <Checkbox label={t('uiKit.states.checked')} defaultChecked />
          <Checkbox label={t('uiKit.states.indeterminate')} indeterminate />
          <Checkbox label={t('uiKit.checkbox.withDescription')} description={t('uiKit.checkbox.descriptionSample')} />
          <Checkbox label={t('uiKit.states.disabled')} disabled />
          <Checkbox label={`${t('uiKit.states.disabled')} · ${t('uiKit.states.checked')}`} disabled defaultChecked />
        </FieldGrid>
      </Demo>
      <Demo title={t('uiKit.checkbox.group')} description={t('uiKit.checkbox.groupText')}>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-3 text-sm font-medium text-slate-800">{t('uiKit.checkbox.targets')}</legend>
          <Checkbox
            label={t('uiKit.checkbox.allTargets')}
            checked={all}
            indeterminate={chosen.size > 0 && !all}
            onChange={() => setChosen(all ? new Set() : new Set(targets))}
          />
          <div className="ml-6 flex flex-col gap-3">
            {targets.map((target) => (
              <Checkbox
                key={target}
                label={t(`uiKit.checkbox.target.${target}`)}
                checked={chosen.has(target)}
                onChange={(event) => {
                  const next = new Set(chosen);
                  if (event.target.checked) next.add(target);
                  else next.delete(target);
                  setChosen(next);
                }}
              />
            ))}
          </div>
        </fieldset>
      </Demo>
      <Demo title={t('uiKit.states.error')} description={t('uiKit.checkbox.errorText')}>
        <Checkbox
          label={t('uiKit.checkbox.terms')}
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          error={accepted ? undefined : t('uiKit.checkbox.termsError')}
        />
      </Demo>
    </DemoPage>
  );
}
