import type { RestParameterType } from '@tessera/model/connectors';
import type { ParameterRow } from './request-form.ts';

/** The values typed for Send, by parameter name: always text, as typed. */
export type TypedValues = Record<string, string>;

/** The value a Send starts with for each parameter: what was typed for it before, else its example. */
export function initialValues(parameters: readonly ParameterRow[], previous: TypedValues = {}): TypedValues {
  const values: TypedValues = {};
  for (const parameter of parameters) {
    if (parameter.name.trim() === '') continue;
    values[parameter.name] = previous[parameter.name] ?? parameter.example;
  }
  return values;
}

/**
 * A typed value as the run API takes it: empty is null (left out), a number parameter's number and
 * a boolean's `true`/`false` become typed values; anything else goes as text, for the server to
 * check against the parameter's type and refuse in its own words.
 */
export function apiValue(type: RestParameterType, text: string): string | number | boolean | null {
  if (text === '') return null;
  if (type === 'number') {
    const trimmed = text.trim();
    return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
  }
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/** The `parameters` of a run or preview: every declared parameter's value (null when left empty). */
export function parameterValuesOf(parameters: readonly ParameterRow[], values: TypedValues): Record<string, string | number | boolean | null> {
  const result: Record<string, string | number | boolean | null> = {};
  for (const parameter of parameters) {
    if (parameter.name.trim() === '') continue;
    result[parameter.name] = apiValue(parameter.type, values[parameter.name] ?? '');
  }
  return result;
}
