import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

type Values = Record<string, unknown>;
type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** First message per top-level field of a failed parse. */
function errorsOf<V>(error: z.ZodError): FieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<V>;
}

/**
 * A small form state hook validated by one of the shared zod form schemas (packages/model).
 * Validates on submit, then re-validates as the user edits (like react-hook-form's default
 * mode), focuses the first invalid field, and tracks `isSubmitting` while the handler runs.
 * Kept in-house because react-hook-form alone costs 12 KB gzip of the login route's budget.
 */
export function useZodForm<S extends z.ZodType<Values, Values>>(schema: S, defaultValues: z.input<S>) {
  type Input = z.input<S>;
  type Name = keyof Input & string;
  const [values, setValues] = useState<Input>(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Input>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const order = useRef<Name[]>([]);

  // After the first submit, every edit re-validates (and clears a server message on that form).
  useEffect(() => {
    if (!submitted.current) return;
    const parsed = schema.safeParse(values);
    setErrors(parsed.success ? {} : errorsOf<Input>(parsed.error));
  }, [schema, values]);

  const setValue = useCallback((name: Name, value: Input[Name]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  function bind(name: Name) {
    if (!order.current.includes(name)) order.current.push(name);
    return {
      name,
      ref: (element: HTMLInputElement | null) => {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
      error: errors[name],
    };
  }

  /** Props of a text input: `value`, `onChange`, `name`, `ref` and its `error`. */
  function field(name: Name) {
    return {
      ...bind(name),
      value: String(values[name] ?? ''),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as Input[Name]),
    };
  }

  /** Props of a checkbox: `checked` instead of `value`. */
  function checkbox(name: Name) {
    return {
      ...bind(name),
      checked: Boolean(values[name]),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.checked as Input[Name]),
    };
  }

  /** Wraps the valid-data handler; prevents the browser submit and any double submit. */
  function handleSubmit(onValid: (data: z.output<S>) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isSubmitting) return;
      submitted.current = true;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        const found = errorsOf<Input>(parsed.error);
        setErrors(found);
        const first = order.current.find((name) => found[name]);
        if (first) inputs.current.get(first)?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(parsed.data);
      } finally {
        setSubmitting(false);
      }
    };
  }

  /** Shows a message under a field (e.g. a server answer about the password). */
  const setError = useCallback((name: Name, message: string) => {
    setErrors((current) => ({ ...current, [name]: message }));
    inputs.current.get(name)?.focus();
  }, []);

  /** Validates one field now; true when it is valid. */
  function validateField(name: Name): boolean {
    const parsed = schema.safeParse(values);
    const message = parsed.success ? undefined : errorsOf<Input>(parsed.error)[name];
    setErrors((current) => ({ ...current, [name]: message }));
    if (message) inputs.current.get(name)?.focus();
    return !message;
  }

  return { values, errors, isSubmitting, field, checkbox, setValue, setError, validateField, handleSubmit };
}
