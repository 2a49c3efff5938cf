import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * react-hook-form driven by one of the shared form schemas of `@tessera/model`, so the rules and
 * messages are the ones the server applies too. Validates on submit, then again on every edit,
 * and focuses the first invalid field. Returns small prop builders for the studio's inputs.
 */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(schema: S, defaultValues: z.input<S>) {
  type Input = z.input<S>;
  type Name = Path<Input>;
  const form = useForm<Input, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as DefaultValues<Input>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: Name) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };

  return {
    isSubmitting,
    /** Props of a text input: `name`, `onChange`, `onBlur`, `ref` and its `error`. */
    field: (name: Name) => ({ ...form.register(name), error: errorOf(name) }),
    /** Props of a checkbox (react-hook-form reads `checked` for checkbox inputs). */
    checkbox: (name: Name) => ({ ...form.register(name), error: errorOf(name) }),
    /** Wraps the valid-data handler; the browser submit is prevented. */
    handleSubmit: (onValid: (data: z.output<S>) => Promise<void> | void) => form.handleSubmit(onValid),
    /** Shows a message under a field (e.g. a server answer about the password) and focuses it. */
    setError: (name: Name, message: string) => form.setError(name, { type: 'server', message }, { shouldFocus: true }),
    /** Validates one field now; resolves true when it is valid. */
    validateField: (name: Name) => form.trigger(name, { shouldFocus: true }),
    /** The current value of a field. */
    valueOf: (name: Name) => form.getValues(name),
  };
}
