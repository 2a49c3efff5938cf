import type { ReactNode } from 'react';
import { Text } from 'react-native';
import { useFieldError } from '../data/form-context.ts';
import { inputStyles } from './input-styles.ts';

/** The problem the nearest form reports for the field `name` (required, refused by the data API), or nothing. */
export function FieldError({ name }: { name: string }): ReactNode {
  const error = useFieldError(name);
  if (error === undefined) return null;
  return (
    <Text role="alert" style={inputStyles.error}>
      {error}
    </Text>
  );
}
