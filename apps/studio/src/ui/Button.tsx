import type { ButtonHTMLAttributes, Ref } from 'react';
import { cx } from './class-names.ts';
import { focusRing } from './focus-ring.ts';
import { Spinner } from './Spinner.tsx';

const variants = {
  primary: 'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 disabled:bg-indigo-400',
  secondary:
    'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 shadow-xs hover:bg-slate-50 active:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:text-slate-400',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-500 active:bg-red-700 disabled:bg-red-300',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-5 text-base',
} as const;

/** A button's look: the main action, a secondary one, a quiet one, or a destructive one. */
export type ButtonVariant = keyof typeof variants;
/** A button's height: 32, 40 or 48 px. */
export type ButtonSize = keyof typeof sizes;

/** The class list of a button, for links and other elements styled as buttons. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = '', size: ButtonSize = 'md'): string {
  return cx(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed',
    focusRing,
    sizes[size],
    variants[variant],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner (keeps the label, so its accessible name is stable). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type="button"` unless told otherwise; the ref reaches the `<button>`. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  type = 'button',
  className = '',
  disabled,
  children,
  ref,
  ...props
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className, size)}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
