import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from './class-names.ts';
import { fieldIds } from './Field.tsx';
import { focusRing } from './focus-ring.ts';
import { mergeRefs } from './merge-refs.ts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  /** The mixed state of a "select all" box (some, not all, chosen). */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox (so forms and react-hook-form read it as one) with its label beside it, an
 * optional description and an error under it.
 */
export function Checkbox({ label, description, error, indeterminate, id, className, disabled, ref, ...props }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const { descriptionId, errorId } = fieldIds(inputId);
  const describedBy = [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <input
          ref={mergeRefs(ref, (node: HTMLInputElement | null) => {
            if (node) node.indeterminate = Boolean(indeterminate);
          })}
          id={inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            'mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 disabled:cursor-not-allowed disabled:opacity-50',
            focusRing,
          )}
          {...props}
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={inputId} className={cx('text-sm leading-snug', disabled ? 'text-slate-400' : 'text-slate-600')}>
            {label}
          </label>
          {description && (
            <p id={descriptionId} className="text-xs text-slate-500">
              {description}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
