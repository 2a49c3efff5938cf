import type { ChoiceOption } from './valid-options.ts';

/** What a closed select shows: the chosen options' labels, or the placeholder. Pure. */
export function selectionSummary(options: readonly ChoiceOption[], selected: readonly string[], placeholder: string): string {
  const labels = options.filter((option) => selected.includes(option.value)).map((option) => option.label);
  return labels.length > 0 ? labels.join(', ') : placeholder;
}

/** `selected` with `value` added, or removed when it was there (a multiple select's press). Pure. */
export function toggleValue(selected: readonly string[], value: string): string[] {
  return selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
}

/** The options whose label contains `query`, ignoring case and surrounding spaces. Pure. */
export function filterOptions(options: readonly ChoiceOption[], query: string): readonly ChoiceOption[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle));
}
