import type { RestParameter } from '@tessera/model/connectors';
import { AppError } from '../../errors/app-error.ts';

/** A value as sent by a caller: text, a number, a boolean, or null for none. */
export type ParameterValueInput = string | number | boolean | null;

/**
 * A parameter's value, checked against its type: `text` is what goes in the path, query and
 * headers; `typed` is what an exact body placeholder becomes (a number, a boolean, parsed JSON,
 * text, or null when an optional parameter has no value).
 */
export interface FilledValue {
  text: string;
  typed: unknown;
}

export type FilledValues = ReadonlyMap<string, FilledValue>;

const invalid = (message: string) => new AppError('validation_failed', message);

/**
 * Checks the caller's values against the request's parameters: each value against its type, every
 * required one present, no value for a parameter the request does not have. With `useExamples`
 * (the editor's Send) an omitted value falls back to the parameter's example; a running app never
 * sends examples. A missing optional value is empty text, and null in an exact body placeholder.
 */
export function fillParameterValues(parameters: readonly RestParameter[], values: Readonly<Record<string, ParameterValueInput>>, options: { useExamples: boolean }): FilledValues {
  const known = new Set(parameters.map((parameter) => parameter.name));
  const unknown = Object.keys(values).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw invalid(`This request has no parameter named ${unknown.map((name) => `"${name.slice(0, 64)}"`).join(', ')}.`);
  }
  const filled = new Map<string, FilledValue>();
  for (const parameter of parameters) {
    let value = Object.hasOwn(values, parameter.name) ? values[parameter.name]! : null;
    if (value === null && options.useExamples && parameter.example !== null) value = parameter.example;
    if (value === null) {
      if (parameter.required) throw invalid(`The parameter "${parameter.name}" is required: enter a value for it.`);
      filled.set(parameter.name, { text: '', typed: null });
      continue;
    }
    filled.set(parameter.name, checkValue(parameter, value));
  }
  return filled;
}

function checkValue(parameter: RestParameter, value: string | number | boolean): FilledValue {
  const name = `"${parameter.name}"`;
  switch (parameter.type) {
    case 'text':
      return { text: String(value), typed: String(value) };
    case 'number': {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      if (!Number.isFinite(number)) throw invalid(`The parameter ${name} is a number; its value is not one.`);
      return { text: String(number), typed: number };
    }
    case 'boolean': {
      const flag = value === true || value === 'true' ? true : value === false || value === 'false' ? false : null;
      if (flag === null) throw invalid(`The parameter ${name} is true or false; its value is neither.`);
      return { text: String(flag), typed: flag };
    }
    case 'json': {
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          throw invalid(`The parameter ${name} is JSON; its value is not valid JSON.`);
        }
      }
      return { text: JSON.stringify(parsed), typed: parsed };
    }
    default: {
      const never: never = parameter.type;
      throw new Error(`unknown parameter type ${String(never)}`);
    }
  }
}
