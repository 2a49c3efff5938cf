import type { LabelHTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  /** Adds a red asterisk (hidden from screen readers: the control itself is `required`). */
  required?: boolean;
  /** Quiet text after the name, e.g. the caller's translated 'Optional'. */
  hint?: ReactNode;
  /** Greys the label out with its disabled control. */
  disabled?: boolean;
}

/** The name of a field: a `<label>` in the kit's type style. */
export function Label({ required, hint, disabled, className, children, ...props }: LabelProps) {
  return (
    <label className={cx('text-sm font-medium', disabled ? 'text-slate-400' : 'text-slate-800', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
      {hint && <span className="ml-1.5 font-normal text-slate-500">{hint}</span>}
    </label>
  );
}
