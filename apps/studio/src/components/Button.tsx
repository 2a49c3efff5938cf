import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost';

const variants: Record<Variant, string> = {
  primary:
    'bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 active:bg-indigo-700 disabled:bg-indigo-400',
  secondary:
    'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 shadow-xs hover:bg-slate-50 active:bg-slate-100 disabled:text-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200 disabled:text-slate-400',
};

/** The shared class list of a button, for links styled as buttons. */
export function buttonClasses(variant: Variant = 'primary', extra = ''): string {
  return `inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed ${variants[variant]} ${extra}`;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Disables the button and shows a spinner (keeps the label, so its accessible name is stable). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type="button"` unless told otherwise. */
export function Button({ variant = 'primary', loading = false, type = 'button', className = '', disabled, children, ref, ...props }: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClasses(variant, className)}
      {...props}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
