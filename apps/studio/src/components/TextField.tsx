import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message, shown under the field with `role="alert"`. */
  error?: string | undefined;
  /** Guidance shown under the field before anything fails. */
  hint?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error underneath; forwards the ref (focus on invalid submit). */
export function TextField({ label, error, hint, id, className = '', readOnly, ref, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-10 w-full rounded-lg border px-3 text-sm shadow-xs transition-colors placeholder:text-slate-400 focus:outline-none focus-visible:ring-3 ${
          error
            ? 'border-red-400 focus-visible:border-red-500 focus-visible:ring-red-500/20'
            : 'border-slate-300 focus-visible:border-indigo-500 focus-visible:ring-indigo-500/20'
        } ${readOnly ? 'cursor-default bg-slate-100 text-slate-600' : 'bg-white text-slate-900 hover:border-slate-400'}`}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
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
