import { Switch as SwitchPrimitive } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { cx } from './class-names.ts';
import { focusRing } from './focus-ring.ts';

const sizes = {
  sm: { root: 'h-5 w-9', thumb: 'size-4 data-[state=checked]:translate-x-4' },
  md: { root: 'h-6 w-11', thumb: 'size-5 data-[state=checked]:translate-x-5' },
} as const;

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  size?: keyof typeof sizes;
  name?: string;
  id?: string;
  className?: string;
}

/** An on/off setting that applies at once (`role="switch"`), with its label on the right. */
export function Switch({ label, description, size = 'md', id, className, disabled, ...props }: SwitchProps) {
  const generated = useId();
  const switchId = id ?? generated;
  const descriptionId = `${switchId}-description`;
  return (
    <div className={cx('flex items-start gap-3', className)}>
      <SwitchPrimitive.Root
        id={switchId}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        className={cx(
          'relative inline-flex shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors',
          'bg-slate-300 hover:bg-slate-400 data-[state=checked]:bg-indigo-600 data-[state=checked]:hover:bg-indigo-500',
          'disabled:cursor-not-allowed disabled:opacity-50',
          focusRing,
          sizes[size].root,
        )}
        {...props}
      >
        <SwitchPrimitive.Thumb
          className={cx('block translate-x-0 rounded-full bg-white shadow-sm transition-transform', sizes[size].thumb)}
        />
      </SwitchPrimitive.Root>
      <div className="flex flex-col gap-0.5">
        <label htmlFor={switchId} className={cx('text-sm leading-6 font-medium', disabled ? 'text-slate-400' : 'text-slate-800')}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-slate-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
