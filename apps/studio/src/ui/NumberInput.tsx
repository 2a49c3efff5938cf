import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/use-t.ts';
import { cx } from './class-names.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';
import {
  commitDraft,
  formatNumber,
  insertionDecision,
  isValidDraft,
  keyDecision,
  parseDraft,
  stepKey,
  stepValue,
  type DraftState,
  type NumberRules,
} from './number-input-rules.ts';

export interface NumberInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  value: number | null;
  /** Called with the typed number while typing, the rounded and clamped one on blur, `null` when emptied. */
  onChange: (value: number | null) => void;
  min?: number;
  max?: number;
  /** What ArrowUp/ArrowDown add or take away (default 1; Shift always steps by 10). */
  step?: number;
  /** Decimals kept; typing more is blocked and the value is rounded to it. */
  precision?: number;
  description?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  placeholder?: string;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

function draftState(input: HTMLInputElement): DraftState {
  return { value: input.value, selectionStart: input.selectionStart ?? input.value.length, selectionEnd: input.selectionEnd ?? input.value.length };
}

/**
 * A number box with the rules of spec §5 (`number-input-rules.ts`): e, E, space and extra
 * decimals cannot be typed, the value is rounded to `precision` and clamped to min/max on blur,
 * ArrowUp/ArrowDown step by `step` (10 with Shift) within the bounds. A text input with
 * `role="spinbutton"`, so the caret and selection are known to the typing filter.
 */
export function NumberInput({
  label,
  hideLabel,
  value,
  onChange,
  min,
  max,
  step,
  precision,
  description,
  error,
  disabled,
  readOnly,
  required,
  placeholder,
  name,
  id,
  className,
  ref,
}: NumberInputProps) {
  const t = useT();
  const generated = useId();
  const inputId = id ?? generated;
  const rules: NumberRules = { min, max, step, precision };
  // While focused the box shows what the user typed; otherwise the formatted value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? formatNumber(value, precision);
  const locked = disabled || readOnly;

  function stepBy(direction: 1 | -1, shiftKey: boolean) {
    if (locked) return;
    const current = draft === null ? value : parseDraft(draft);
    const next = stepValue(current, direction, rules, shiftKey);
    if (draft !== null) setDraft(formatNumber(next, precision));
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const direction = stepKey(event.key);
    if (direction !== null) {
      event.preventDefault();
      stepBy(direction, event.shiftKey);
      return;
    }
    if (keyDecision(event.key, draftState(event.currentTarget), rules, event) === 'deny') event.preventDefault();
  }

  return (
    <Field
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          name={name}
          type="text"
          inputMode={precision === 0 ? 'numeric' : 'decimal'}
          role="spinbutton"
          autoComplete="off"
          aria-valuenow={value ?? undefined}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, description, error)}
          aria-required={required || undefined}
          disabled={disabled}
          readOnly={readOnly}
          placeholder={placeholder}
          value={shown}
          onFocus={() => setDraft(formatNumber(value, precision))}
          onKeyDown={onKeyDown}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text').trim();
            if (insertionDecision(text, draftState(event.currentTarget), rules) === 'deny') event.preventDefault();
          }}
          onChange={(event) => {
            const next = event.target.value;
            // The last guard (drag and drop, autofill): an invalid text never reaches the box.
            if (!isValidDraft(next, rules)) return;
            setDraft(next);
            onChange(parseDraft(next));
          }}
          onBlur={() => {
            const committed = commitDraft(draft ?? '', rules);
            setDraft(null);
            if (committed !== value) onChange(committed);
          }}
          className={cx('h-10 pr-9 pl-3 tabular-nums', textBoxClasses({ invalid: Boolean(error), readOnly, disabled }))}
        />
        <div className="absolute inset-y-1 right-1 flex w-7 flex-col overflow-hidden rounded-md">
          <StepButton label={t('common.numberInput.increment')} disabled={locked || (max !== undefined && value !== null && value >= max)} onStep={(shift) => stepBy(1, shift)}>
            <ChevronUp aria-hidden="true" className="size-3.5" />
          </StepButton>
          <StepButton label={t('common.numberInput.decrement')} disabled={locked || (min !== undefined && value !== null && value <= min)} onStep={(shift) => stepBy(-1, shift)}>
            <ChevronDown aria-hidden="true" className="size-3.5" />
          </StepButton>
        </div>
      </div>
    </Field>
  );
}

/** A pointer shortcut for the arrow keys; out of the tab order (the keys do the same). */
function StepButton({ label, disabled, onStep, children }: { label: string; disabled: boolean; onStep: (shift: boolean) => void; children: ReactNode }) {
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-label={label}
      disabled={disabled}
      // Keeps the focus (and the draft) in the box.
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => onStep(event.shiftKey)}
      className="flex flex-1 items-center justify-center text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </button>
  );
}
