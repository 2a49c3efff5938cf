import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './class-names.ts';
import { focusRing } from './focus-ring.ts';
import { Spinner } from './Spinner.tsx';

const variants = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 disabled:bg-indigo-400',
  secondary: 'bg-white text-slate-700 ring-1 ring-inset ring-slate-300 shadow-xs hover:bg-slate-50 disabled:text-slate-300',
  ghost: 'text-slate-500 hover:bg-slate-100 hover:text-slate-800 active:bg-slate-200 disabled:text-slate-300',
  danger: 'text-red-600 hover:bg-red-50 active:bg-red-100 disabled:text-red-300',
} as const;

const sizes = { sm: 'size-8', md: 'size-10', lg: 'size-12' } as const;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name (the button shows only its icon): required. */
  label: string;
  icon: ReactNode;
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon, named by `label`; `type="button"` unless told otherwise. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  type = 'button',
  className,
  disabled,
  ref,
  ...props
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'inline-flex shrink-0 items-center justify-center rounded-lg transition-colors disabled:cursor-not-allowed',
        focusRing,
        sizes[size],
        variants[variant],
        className,
      )}
      {...props}
    >
      {loading ? <Spinner /> : icon}
    </button>
  );
}
