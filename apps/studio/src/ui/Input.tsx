import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hideLabel?: boolean;
  /** Guidance shown under the field before anything fails. */
  description?: ReactNode;
  /** Validation message, shown under the field with `role="alert"`. */
  error?: string | undefined;
  labelHint?: ReactNode;
  /** An icon inside the box, before the text (e.g. a search glass). */
  leading?: ReactNode;
  /** Classes of the outer frame (width, grid placement). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its description and error underneath; the ref reaches the `<input>`. */
export function Input({
  label,
  hideLabel,
  description,
  error,
  labelHint,
  leading,
  id,
  className,
  readOnly,
  disabled,
  required,
  ref,
  ...props
}: InputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const input = (
    <input
      ref={ref}
      id={inputId}
      readOnly={readOnly}
      disabled={disabled}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(inputId, description, error)}
      className={cx('h-10', leading ? 'pr-3 pl-9' : 'px-3', textBoxClasses({ invalid: Boolean(error), readOnly, disabled }))}
      {...props}
    />
  );
  return (
    <Field
      id={inputId}
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      required={required}
      disabled={disabled}
      labelHint={labelHint}
      className={className}
    >
      {leading ? (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-400">{leading}</span>
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
