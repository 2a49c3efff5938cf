/** One choice of a radio group or select. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * The well-formed options of a stored `options` prop (value and label both strings), without
 * repeated values, so each can be keyed by its value. Pure.
 */
export function validOptions(options: readonly unknown[]): ChoiceOption[] {
  const seen = new Set<string>();
  const valid: ChoiceOption[] = [];
  for (const option of options) {
    if (typeof option !== 'object' || option === null) continue;
    const { value, label } = option as Record<string, unknown>;
    if (typeof value !== 'string' || typeof label !== 'string' || seen.has(value)) continue;
    seen.add(value);
    valid.push({ value, label });
  }
  return valid;
}
