import type { ElementStyle } from '@tessera/model/definition';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { type TranslationKey, useT } from '../../../i18n/index.ts';
import { cx, ColorPicker, IconButton, NumberInput, Select } from '../../../ui/index.ts';
import { panelHeading } from '../panel-classes.ts';
import { issueMessage } from './issue-message.ts';
import { checkStyleNumber, readStyleValue, styleGroupIds, styleGroups, type StyleField, type StyleValueIssue } from './style-fields.ts';

/** Props of {@link StyleTab}. */
export interface StyleTabProps {
  nodeId: string;
  style: ElementStyle;
  /** Changed style properties (`null` removes one); one `mergeKey` per gesture (a colour drag, typing in a box). */
  onStyleChange(style: Record<string, string | number | null>, mergeKey?: string): void;
  disabled: boolean;
}

/** Sentinel of the "Not set" option (Radix items can not have an empty value). */
const UNSET = '\u0000unset';

/** The Style tab: size, spacing, background, text, border and opacity fields; numbers in px. */
export function StyleTab({ nodeId, style, onStyleChange, disabled }: StyleTabProps) {
  const t = useT();
  // One merge key per gesture: a focus of a number box, a pointer press in a colour picker.
  const gesture = useRef(0);
  const newMergeKey = (key: string) => `style:${nodeId}:${key}:${++gesture.current}`;
  return (
    <div className="flex flex-col gap-4">
      {styleGroupIds.map((group) => (
        <section key={group} aria-labelledby={`style-group-${group}`} className="flex flex-col gap-2">
          <h3 id={`style-group-${group}`} className={panelHeading}>
            {t(`studioPanels.style.groups.${group}`)}
          </h3>
          <div className="grid grid-cols-2 gap-x-2 gap-y-2.5">
            {styleGroups[group].map((field) => (
              <StyleFieldControl
                key={field.key}
                field={field}
                stored={style[field.key]}
                disabled={disabled}
                newMergeKey={newMergeKey}
                onStyleChange={onStyleChange}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function StyleFieldControl({
  field,
  stored,
  disabled,
  newMergeKey,
  onStyleChange,
}: {
  field: StyleField;
  stored: ElementStyle[string] | undefined;
  disabled: boolean;
  newMergeKey(key: string): string;
  onStyleChange: StyleTabProps['onStyleChange'];
}) {
  const t = useT();
  const label = t(`studioPanels.style.fields.${field.key}` as TranslationKey);
  const { value, other } = readStyleValue(field, stored);
  const [issue, setIssue] = useState<StyleValueIssue | null>(null);
  const mergeKey = useRef<string | undefined>(undefined);
  const description = other !== null ? t('studioPanels.style.otherValue', { value: other }) : undefined;
  const clear =
    stored !== undefined && !disabled ? (
      <IconButton
        size="sm"
        className="size-6!"
        label={t('studioPanels.style.clear', { name: label })}
        icon={<X aria-hidden="true" className="size-3.5" />}
        onClick={() => onStyleChange({ [field.key]: null })}
      />
    ) : null;

  let control: ReactNode;
  switch (field.kind) {
    case 'length':
    case 'ratio': {
      const ratio = field.kind === 'ratio';
      control = (
        <NumberInput
          label={ratio ? label : `${label} (px)`}
          value={typeof value === 'number' ? value : null}
          min={ratio ? 0 : field.min}
          max={ratio ? 1 : undefined}
          step={ratio ? 0.1 : 1}
          precision={ratio ? 2 : undefined}
          description={description}
          error={issueMessage(t, issue)}
          disabled={disabled}
          onChange={(next) => {
            if (next === null) {
              setIssue(null);
              onStyleChange({ [field.key]: null }, mergeKey.current);
              return;
            }
            const problem = checkStyleNumber(field, next);
            setIssue(problem);
            if (!problem) onStyleChange({ [field.key]: next }, mergeKey.current);
          }}
        />
      );
      break;
    }
    case 'color':
      control = (
        <div onPointerDownCapture={() => (mergeKey.current = newMergeKey(field.key))}>
          <ColorPicker
            label={label}
            value={typeof value === 'string' ? value : null}
            description={description}
            disabled={disabled}
            onChange={(color) => onStyleChange({ [field.key]: color }, mergeKey.current)}
          />
        </div>
      );
      break;
    case 'choice': {
      const optionLabel = (option: string | number) =>
        field.key === 'fontWeight'
          ? `${option} · ${t(`studioPanels.style.fontWeights.${option}` as TranslationKey)}`
          : field.key === 'textAlign'
            ? t(`studioPanels.style.textAligns.${option}` as TranslationKey)
            : String(option);
      control = (
        <Select
          label={label}
          value={value === null ? UNSET : String(value)}
          options={[{ value: UNSET, label: t('studioPanels.style.unset') }, ...field.options.map((option) => ({ value: String(option), label: optionLabel(option) }))]}
          description={description}
          disabled={disabled}
          onValueChange={(chosen) => onStyleChange({ [field.key]: chosen === UNSET ? null : (field.options.find((option) => String(option) === chosen) ?? null) })}
        />
      );
      break;
    }
    default: {
      const never: never = field;
      throw new Error(`unknown style field ${JSON.stringify(never)}`);
    }
  }

  return (
    <div
      data-testid={`style-${field.key}`}
      // Each focus of the field starts a new gesture, so typing in it is one undo step.
      onFocus={() => (mergeKey.current = newMergeKey(field.key))}
      onBlur={() => setIssue(null)}
      className={cx('relative min-w-0', field.kind === 'color' || field.key === 'textAlign' ? 'col-span-2' : 'col-span-1')}
    >
      {control}
      {clear && <div className="absolute -top-1 right-0">{clear}</div>}
    </div>
  );
}
