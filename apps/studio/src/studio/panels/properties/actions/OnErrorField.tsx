import { useT } from '../../../../i18n/index.ts';
import { Input, RadioGroup } from '../../../../ui/index.ts';
import type { OnErrorDraft } from './action-draft.ts';
import type { ActionTargets } from './action-targets.ts';
import { checkTemplateWith } from './expression-checker.ts';
import { PickerField } from './PickerField.tsx';

/** Props of {@link OnErrorField}. */
export interface OnErrorFieldProps {
  value: OnErrorDraft;
  onChange(value: OnErrorDraft): void;
  screens: ActionTargets['screens'];
  /** The problem of the choice (no screen chosen, a message too long). */
  error?: string | undefined;
  /** Checks the message's `{{ expression }}` parts. */
  checkExpression?: ((source: string) => string | null) | undefined;
}

/** "When it fails": show a message (its text, or what went wrong), show nothing, or go to a screen. */
export function OnErrorField({ value, onChange, screens, error, checkExpression }: OnErrorFieldProps) {
  const t = useT();
  return (
    <fieldset className="flex flex-col gap-2" data-testid="action-on-error">
      <RadioGroup
        label={t('studioPanels.actions.onError')}
        description={t('studioPanels.actions.onErrorHint')}
        orientation="horizontal"
        options={(['message', 'nothing', 'navigate'] as const).map((kind) => ({ value: kind, label: t(`studioPanels.actions.onErrorKinds.${kind}`) }))}
        value={value.kind}
        onValueChange={(kind) =>
          onChange(kind === 'nothing' ? { kind: 'nothing' } : kind === 'navigate' ? { kind: 'navigate', screenId: '' } : { kind: 'message', text: '' })
        }
      />
      {value.kind === 'message' && (
        <Input
          label={t('studioPanels.actions.onErrorText')}
          description={t('studioPanels.actions.onErrorTextHint')}
          value={value.text}
          error={error ?? (checkExpression ? (checkTemplateWith(checkExpression, value.text) ?? undefined) : undefined)}
          onChange={(event) => onChange({ kind: 'message', text: event.target.value })}
          autoComplete="off"
          data-testid="action-on-error-text"
        />
      )}
      {value.kind === 'navigate' && (
        <PickerField
          label={t('studioPanels.actions.onErrorScreen')}
          value={value.screenId}
          onChange={(screenId) => onChange({ kind: 'navigate', screenId })}
          options={screens.map((screen) => ({ value: screen.id, label: screen.name }))}
          error={error}
          required
          testId="action-on-error-screen"
        />
      )}
    </fieldset>
  );
}
