import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { Label } from './Label.tsx';

/** The ids a field's description and error get, derived from the control's id. */
export function fieldIds(id: string) {
  return { descriptionId: `${id}-description`, errorId: `${id}-error` };
}

/** The `aria-describedby` of a control: its description and its error, when shown. */
export function describedBy(id: string, description: ReactNode, error: ReactNode): string | undefined {
  const { descriptionId, errorId } = fieldIds(id);
  return [description ? descriptionId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

export interface FieldProps {
  /** The control's id (the label points at it). */
  id: string;
  label?: ReactNode;
  /** Renders the label for screen readers only. */
  hideLabel?: boolean;
  /** Guidance under the control, shown before anything fails. */
  description?: ReactNode;
  /** The validation message, under the control with `role="alert"`. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Quiet text after the label (e.g. 'Optional'). */
  labelHint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The frame of every form control: label above, then the control, its description and its error. */
export function Field({ id, label, hideLabel, description, error, required, disabled, labelHint, className, children }: FieldProps) {
  const { descriptionId, errorId } = fieldIds(id);
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      {label !== undefined && (
        <Label htmlFor={id} required={required} disabled={disabled} hint={labelHint} className={hideLabel ? 'sr-only' : undefined}>
          {label}
        </Label>
      )}
      {children}
      {description && (
        <p id={descriptionId} className="text-xs text-slate-500">
          {description}
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
