import type { ReactNode } from 'react';
import { Input } from '../../../../ui/index.ts';

/** Props of {@link ExpressionInput}. */
export interface ExpressionInputProps {
  label: ReactNode;
  hideLabel?: boolean;
  value: string;
  onChange(value: string): void;
  /** The field's error from the form (required, too long). */
  error?: string | undefined;
  /** The expression checker (`ActionTargets.checkExpression`), run as the builder types. */
  checkExpression?: ((source: string) => string | null) | undefined;
  description?: ReactNode;
  placeholder?: string;
  testId: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

/**
 * A one-line box for an expression (`screen.count + 1`), in a code font. The form's own error
 * comes first; otherwise what the expression checker finds in the text, as it is typed.
 */
export function ExpressionInput({ label, hideLabel, value, onChange, error, checkExpression, description, placeholder, testId, autoFocus, disabled }: ExpressionInputProps) {
  const checked = error ?? (checkExpression && value.trim() !== '' ? (checkExpression(value) ?? undefined) : undefined);
  return (
    <Input
      label={label}
      {...(hideLabel ? { hideLabel } : {})}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={checked}
      description={description}
      placeholder={placeholder}
      spellCheck={false}
      autoComplete="off"
      autoFocus={autoFocus}
      disabled={disabled}
      className="[&_input]:font-mono"
      data-testid={testId}
    />
  );
}
