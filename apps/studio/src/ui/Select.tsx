import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { cx } from './class-names.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';

/** One option of a select (`value` must not be empty: an empty value means "nothing chosen"). */
export interface SelectOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** A titled group of options. */
export interface SelectGroup {
  label: ReactNode;
  options: readonly SelectOption[];
}

export interface SelectProps {
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly (SelectOption | SelectGroup)[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown while nothing is chosen; defaults to the translated 'Select…'. */
  placeholder?: string;
  description?: ReactNode;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  name?: string;
  id?: string;
  className?: string;
}

const isGroup = (entry: SelectOption | SelectGroup): entry is SelectGroup => 'options' in entry;

/**
 * A labelled single choice from a list that opens below its box (Radix Select: typing jumps to
 * an option, arrows move, Enter picks, Escape closes).
 */
export function Select({
  label,
  hideLabel,
  options,
  placeholder,
  description,
  error,
  disabled,
  required,
  id,
  className,
  ...props
}: SelectProps) {
  const t = useT();
  const generated = useId();
  const triggerId = id ?? generated;
  return (
    <Field
      id={triggerId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
    >
      <SelectPrimitive.Root disabled={disabled} required={required} {...props}>
        <SelectPrimitive.Trigger
          id={triggerId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(triggerId, description, error)}
          className={cx(
            'group flex h-10 items-center justify-between gap-2 px-3 text-left data-[placeholder]:text-slate-400',
            textBoxClasses({ invalid: Boolean(error), disabled }),
          )}
        >
          <span className="truncate">
            <SelectPrimitive.Value placeholder={placeholder ?? t('common.select')} />
          </span>
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            collisionPadding={8}
            className="z-50 max-h-[var(--radix-select-content-available-height)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((entry, index) =>
                isGroup(entry) ? (
                  <SelectPrimitive.Group key={index}>
                    {index > 0 && <SelectPrimitive.Separator className="my-1 h-px bg-slate-100" />}
                    <SelectPrimitive.Label className="px-2 pt-1.5 pb-1 text-xs font-semibold text-slate-500">{entry.label}</SelectPrimitive.Label>
                    {entry.options.map((option) => (
                      <SelectItem key={option.value} option={option} />
                    ))}
                  </SelectPrimitive.Group>
                ) : (
                  <SelectItem key={entry.value} option={entry} />
                ),
              )}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </Field>
  );
}

function SelectItem({ option }: { option: SelectOption }) {
  return (
    <SelectPrimitive.Item
      value={option.value}
      disabled={option.disabled}
      className="relative flex cursor-default items-center rounded-md py-2 pr-8 pl-2.5 text-sm text-slate-800 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900"
    >
      <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="absolute right-2.5 inline-flex items-center">
        <Check aria-hidden="true" className="size-4 text-indigo-600" />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
}
