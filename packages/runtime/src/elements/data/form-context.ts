import { createContext, useContext, useEffect } from 'react';

/**
 * What a live `form` gives the inputs inside it: they record their current value under their
 * `name`, and a `submit`/`reset` button inside it drives it.
 */
export interface FormBinding {
  /** Records an input's current value under its name (`undefined` removes it). */
  setField(name: string, value: unknown): void;
  /** Emits the form's `onSubmit` with the values gathered so far. */
  submit(): void;
  /** Puts every input back to its `value` prop. */
  reset(): void;
  /** Changes on every reset: inputs pass it to `useSeededState` to re-seed. */
  resetKey: number;
  /** The problems to show under the fields, by field name (validation, the data API's refusals). */
  errors: Readonly<Record<string, string>>;
  /** The row the form edits, once loaded (`recordId`): its columns seed the inputs of their name. */
  record: Readonly<Record<string, unknown>> | null;
}

/** The nearest live form, or `null` outside of one. */
export const FormContext = createContext<FormBinding | null>(null);

/** The nearest live form, or `null`. */
export function useForm(): FormBinding | null {
  return useContext(FormContext);
}

/** The problem shown under the field `name` of the nearest live form, or undefined. */
export function useFieldError(name: string): string | undefined {
  const form = useForm();
  return name === '' ? undefined : form?.errors[name];
}

/**
 * Keeps an input's value in the nearest form under `name` (nothing outside a form or without a
 * name); the entry is removed when the input goes away or is renamed.
 */
export function useFormField(name: string, value: unknown): void {
  const form = useForm();
  useEffect(() => {
    if (!form || name === '') return undefined;
    form.setField(name, value);
    return () => form.setField(name, undefined);
  }, [form, name, value]);
}

/** Text as a text box shows a column's value: numbers as written, null as empty. */
export function asText(value: unknown): string | undefined {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'bigint' ? String(value) : undefined;
}

/** A value read as a yes/no column. */
export function asBoolean(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/**
 * The value an input starts from: the loaded row's column of its `name` when its form edits a row
 * (read by `read`, which answers undefined for a value the input cannot show), else `fallback`.
 */
export function useFormSeed<T>(name: string, fallback: T, read: (value: unknown) => T | undefined): T {
  const record = useForm()?.record;
  if (!record || name === '' || !Object.hasOwn(record, name)) return fallback;
  return read(record[name]) ?? fallback;
}
