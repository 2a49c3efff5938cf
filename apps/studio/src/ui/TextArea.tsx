import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './class-names.ts';
import { describedBy, Field } from './Field.tsx';
import { textBoxClasses } from './focus-ring.ts';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hideLabel?: boolean;
  description?: ReactNode;
  error?: string | undefined;
  labelHint?: ReactNode;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box (resizable vertically), with description and error. */
export function TextArea({
  label,
  hideLabel,
  description,
  error,
  labelHint,
  id,
  className,
  readOnly,
  disabled,
  required,
  rows = 4,
  ref,
  ...props
}: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
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
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        readOnly={readOnly}
        disabled={disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, description, error)}
        className={cx('min-h-20 resize-y px-3 py-2 leading-relaxed', textBoxClasses({ invalid: Boolean(error), readOnly, disabled }))}
        {...props}
      />
    </Field>
  );
}
