import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { fieldIds } from './Field.tsx';
import { focusRing } from './focus-ring.ts';

/** One choice of a radio group. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  description?: ReactNode;
  error?: string | undefined;
  name?: string;
  className?: string;
}

/**
 * Exactly one choice from a short list (`role="radiogroup"`): arrow keys move between the
 * options, Tab leaves the group.
 */
export function RadioGroup({
  label,
  options,
  orientation = 'vertical',
  description,
  error,
  className,
  disabled,
  ...props
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const { descriptionId, errorId } = fieldIds(id);
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <span id={labelId} className={cx('text-sm font-medium', disabled ? 'text-slate-400' : 'text-slate-800')}>
        {label}
      </span>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        orientation={orientation}
        disabled={disabled}
        className={cx('flex gap-3', orientation === 'vertical' ? 'flex-col' : 'flex-row flex-wrap gap-x-6')}
        {...props}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const off = disabled || option.disabled;
          return (
            <div key={option.value} className="flex items-start gap-2.5">
              <RadioGroupPrimitive.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={cx(
                  'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border bg-white transition-colors',
                  error ? 'border-red-400' : 'border-slate-400 hover:border-indigo-500',
                  'data-[state=checked]:border-indigo-600 disabled:cursor-not-allowed disabled:opacity-50',
                  focusRing,
                )}
              >
                <RadioGroupPrimitive.Indicator className="size-2 rounded-full bg-indigo-600" />
              </RadioGroupPrimitive.Item>
              <div className="flex flex-col gap-0.5">
                <label htmlFor={optionId} className={cx('text-sm leading-snug', off ? 'text-slate-400' : 'text-slate-700')}>
                  {option.label}
                </label>
                {option.description && <p className="text-xs text-slate-500">{option.description}</p>}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {description && (
        <p id={descriptionId} className="text-xs text-slate-500">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
