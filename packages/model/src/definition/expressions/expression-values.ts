import { ExpressionFailure } from './expression-errors.ts';
import { isForbiddenMemberName } from './forbidden-names.ts';

/**
 * The values expressions work on: JSON's. Everything read from a scope goes through `readValue`,
 * and members are read from an object's own data properties only, so no expression ever reaches
 * a prototype, a getter or a function, whatever the host put in the scope.
 */
export type ExpressionValue = string | number | boolean | null | readonly unknown[] | { readonly [key: string]: unknown };

/** The run-time kind of a value, named like its static type. */
export type ValueKind = 'string' | 'number' | 'bool' | 'null' | 'list' | 'map';

// Values nested deeper than this are refused when copied out (a cycle would never end).
const MAX_VALUE_NESTING = 64;

/** Reads a host value as an expression value: bigints as numbers, `undefined` as null, Maps as objects, dates as ISO text. */
export function readValue(value: unknown, pos?: number): ExpressionValue {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
      return value;
    case 'bigint':
      return Number(value);
    case 'undefined':
      return null;
    case 'object':
      if (value === null || Array.isArray(value)) return value;
      if (value instanceof Map) return mapToObject(value, pos);
      if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
      return value as { readonly [key: string]: unknown };
    default:
      throw new ExpressionFailure('unsupported_value', `A ${typeof value} is not data an expression can read.`, pos);
  }
}

/** The kind of an expression value. */
export function kindOf(value: ExpressionValue): ValueKind {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'number':
      return 'number';
    case 'boolean':
      return 'bool';
    default:
      return 'map';
  }
}

/** Whether `value` is a map holding `name` as its own data (never inherited, never a forbidden name). */
export function hasMember(value: ExpressionValue, name: string): boolean {
  if (isForbiddenMemberName(name) || kindOf(value) !== 'map') return false;
  const descriptor = Object.getOwnPropertyDescriptor(value, name);
  return descriptor !== undefined && 'value' in descriptor;
}

/**
 * Reads the field `name` of a map, own data only: `{}.constructor`, `a["__proto__"]` or a getter
 * are refused, not followed.
 */
export function readMember(value: ExpressionValue, name: string, pos: number): ExpressionValue {
  if (isForbiddenMemberName(name)) throw new ExpressionFailure('forbidden_name', `"${name}" may not be read by an expression.`, pos);
  const kind = kindOf(value);
  if (kind === 'null') throw new ExpressionFailure('null_access', `Cannot read "${name}" of null.`, pos);
  if (kind !== 'map') throw new ExpressionFailure('type_mismatch', `A ${kind} has no field "${name}".`, pos);
  const descriptor = Object.getOwnPropertyDescriptor(value, name);
  if (descriptor === undefined) throw new ExpressionFailure('no_such_key', `No field "${name}" here.`, pos);
  if (!('value' in descriptor)) throw new ExpressionFailure('unsupported_value', `The field "${name}" is not data.`, pos);
  return readValue(descriptor.value, pos);
}

/** Reads item `index` of a list: a whole number within bounds. */
export function readItem(list: readonly unknown[], index: number, pos: number): ExpressionValue {
  if (!Number.isInteger(index) || index < 0 || index >= list.length) {
    throw new ExpressionFailure('index_out_of_range', `Index ${index} is outside the list (size ${list.length}).`, pos);
  }
  return readValue(list[index], pos);
}

/** The own data keys of a map, for `size()` and `in`. */
export function ownKeys(value: { readonly [key: string]: unknown }): string[] {
  return Object.keys(value).filter((key) => hasMember(value, key));
}

/** Deep equality of JSON values: same kind and same content (`[1] == [1]`, `{"a": 1} == {"a": 1}`). */
export function valuesEqual(a: ExpressionValue, b: ExpressionValue, pos: number): boolean {
  const kind = kindOf(a);
  if (kind !== kindOf(b)) return false;
  if (kind === 'list') {
    const left = a as readonly unknown[];
    const right = b as readonly unknown[];
    return left.length === right.length && left.every((item, at) => valuesEqual(readValue(item, pos), readValue(right[at], pos), pos));
  }
  if (kind === 'map') {
    const left = a as { readonly [key: string]: unknown };
    const right = b as { readonly [key: string]: unknown };
    const keys = ownKeys(left);
    return keys.length === ownKeys(right).length && keys.every((key) => hasMember(right, key) && valuesEqual(readMember(left, key, pos), readMember(right, key, pos), pos));
  }
  return a === b;
}

/**
 * The plain JSON-like value handed back to the host: the same reference when it already is
 * one (a query's rows are not copied at every render), a copy when something had to be read
 * (a bigint, a Map, a date, an inherited or accessor property left behind).
 */
export function toPlainValue(value: ExpressionValue, pos = 0, nesting = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (nesting > MAX_VALUE_NESTING) throw new ExpressionFailure('unsupported_value', `The value nests more than ${MAX_VALUE_NESTING} levels.`, pos);
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    const plain = items.map((item) => toPlainValue(readValue(item, pos), pos, nesting + 1));
    return plain.every((item, at) => item === items[at]) ? value : plain;
  }
  const source = value as { readonly [key: string]: unknown };
  const keys = ownKeys(source);
  let changed = Object.getPrototypeOf(source) !== Object.prototype || keys.length !== Object.keys(source).length;
  const plain: Record<string, unknown> = {};
  for (const key of keys) {
    const raw = source[key];
    const item = toPlainValue(readValue(raw, pos), pos, nesting + 1);
    if (item !== raw) changed = true;
    plain[key] = item;
  }
  return changed ? plain : value;
}

function mapToObject(map: Map<unknown, unknown>, pos: number | undefined): { readonly [key: string]: unknown } {
  const object: Record<string, unknown> = {};
  for (const [key, item] of map) {
    if (typeof key !== 'string') throw new ExpressionFailure('unsupported_value', 'A map read by an expression has text keys only.', pos);
    if (!isForbiddenMemberName(key)) object[key] = item;
  }
  return object;
}
