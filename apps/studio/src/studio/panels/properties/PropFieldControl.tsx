import { useState } from 'react';
import { useT } from '../../../i18n/index.ts';
import { Input, NumberInput, Select, Switch, TextArea } from '../../../ui/index.ts';
import { checkPropValue, type PropValueIssue } from './check-prop-value.ts';
import { IconField } from './IconField.tsx';
import { issueMessage } from './issue-message.ts';
import { ListEditor } from './ListEditor.tsx';
import type { PropField } from './prop-fields.ts';
import { useChoiceLabel } from './use-choice-label.ts';
import { usePropLabel } from './use-prop-label.ts';

/** Props of one generated form field. */
export interface PropFieldControlProps {
  field: PropField;
  /** The node's prop, else the declaration default. */
  value: unknown;
  /** The node's other props (the icon picker reads `family`). */
  props: Readonly<Record<string, unknown>>;
  onPropChange(name: string, value: unknown): void;
  disabled: boolean;
}

/** Sentinel of the "None" option of a nullable select (Radix items can not have an empty value). */
const NONE = '\u0000none';

/**
 * One field of the Properties tab, chosen by the field's kind. A value that fails the schema's
 * rules shows the field's error and is not sent.
 */
export function PropFieldControl({ field, value, props, onPropChange, disabled }: PropFieldControlProps) {
  const t = useT();
  const labelOf = usePropLabel();
  const choiceLabel = useChoiceLabel();
  const label = labelOf(field.name);
  const [issue, setIssue] = useState<PropValueIssue | null>(null);

  /** Sends `next` if the field's rules allow it; shows the reason otherwise. */
  function send(next: unknown) {
    const problem = checkPropValue(field, next);
    setIssue(problem);
    if (!problem) onPropChange(field.name, next);
  }
  const error = issueMessage(t, issue);

  switch (field.kind) {
    case 'text':
      return <TextPropField label={label} multiline={field.multiline} value={value} error={error} disabled={disabled} onText={(text) => send(field.nullable && text === '' ? null : text)} onBlur={() => setIssue(null)} />;
    case 'number': {
      const { min, max, minInclusive, maxInclusive } = field.bounds;
      // Whole-number fields turn an exclusive bound into the next whole number, so the box can clamp to it on blur.
      const clampMin = min === undefined ? undefined : minInclusive ? min : field.integer ? min + 1 : undefined;
      const clampMax = max === undefined ? undefined : maxInclusive ? max : field.integer ? max - 1 : undefined;
      return (
        <div onBlur={() => setIssue(checkPropValue(field, value))}>
          <NumberInput
            label={label}
            value={typeof value === 'number' ? value : null}
            min={clampMin}
            max={clampMax}
            precision={field.integer ? 0 : undefined}
            error={error}
            disabled={disabled}
            onChange={(next) => send(next === null ? (field.nullable ? null : undefined) : next)}
          />
        </div>
      );
    }
    case 'boolean':
      return <Switch size="sm" label={label} checked={value === true} disabled={disabled} onCheckedChange={(checked) => send(checked)} className="py-0.5 [&_label]:leading-5" />;
    case 'choice': {
      const options = field.options.map((option) => ({ value: String(option), label: choiceLabel(field.name, option) }));
      return (
        <Select
          label={label}
          value={value === null || value === undefined ? (field.nullable ? NONE : undefined) : String(value)}
          options={field.nullable ? [{ value: NONE, label: t('studioPanels.properties.none') }, ...options] : options}
          error={error}
          disabled={disabled}
          onValueChange={(chosen) => send(chosen === NONE ? null : field.options.find((option) => String(option) === chosen))}
        />
      );
    }
    case 'stringList':
    case 'recordList':
      return <ListEditor label={label} field={field} value={Array.isArray(value) ? value : []} disabled={disabled} onChange={send} />;
    case 'icon':
      return <IconField label={label} value={typeof value === 'string' ? value : ''} family={props.family} error={error} disabled={disabled} onChange={send} />;
    case 'unsupported':
      return (
        <div className="flex flex-col gap-1">
          <span className="text-xs font-medium text-slate-800">{label}</span>
          <code className="truncate rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-600">{JSON.stringify(value) ?? '—'}</code>
          <span className="text-xs text-slate-500">{t('studioPanels.properties.notEditable')}</span>
        </div>
      );
    default: {
      const never: never = field;
      throw new Error(`unknown prop field ${JSON.stringify(never)}`);
    }
  }
}

/**
 * A text prop: sends as the user types (the shell merges one field's typing into one undo step);
 * keeps its own text while focused so a slow round trip never moves the caret.
 */
function TextPropField({
  label,
  multiline,
  value,
  error,
  disabled,
  onText,
  onBlur,
}: {
  label: string;
  multiline: boolean;
  value: unknown;
  error: string | undefined;
  disabled: boolean;
  onText(text: string): void;
  onBlur(): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (typeof value === 'string' ? value : '');
  const common = {
    label,
    value: shown,
    error,
    disabled,
    spellCheck: false,
    autoComplete: 'off',
    onFocus: () => setDraft(shown),
    onBlur: () => {
      setDraft(null);
      onBlur();
    },
  };
  if (multiline) {
    const lines = shown.split('\n').length;
    return (
      <TextArea
        {...common}
        rows={Math.min(Math.max(lines, 2), 8)}
        onChange={(event) => {
          setDraft(event.target.value);
          onText(event.target.value);
        }}
      />
    );
  }
  return (
    <Input
      {...common}
      onChange={(event) => {
        setDraft(event.target.value);
        onText(event.target.value);
      }}
    />
  );
}
