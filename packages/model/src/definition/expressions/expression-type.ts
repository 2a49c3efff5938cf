/**
 * The static types of the expression language. One number type (JSON's), unlike CEL's int,
 * uint and double: bound data comes from JSON, and `screen.count + 1` must not fail because the
 * count arrived as a double. `dyn` is checked when the expression runs; a `record` has known
 * fields (app variables, the signed-in user) and refuses others, a `map` takes any key.
 */
export type ExpressionType =
  | { kind: 'string' }
  | { kind: 'number' }
  | { kind: 'bool' }
  | { kind: 'null' }
  | { kind: 'dyn' }
  | { kind: 'list'; of: ExpressionType }
  | { kind: 'map'; of: ExpressionType }
  | { kind: 'record'; fields: Readonly<Record<string, ExpressionType>>; nullable?: boolean };

/** Builders of types, for environments and tests: `types.list(types.string)`. */
export const types = {
  string: { kind: 'string' } as ExpressionType,
  number: { kind: 'number' } as ExpressionType,
  bool: { kind: 'bool' } as ExpressionType,
  null: { kind: 'null' } as ExpressionType,
  dyn: { kind: 'dyn' } as ExpressionType,
  list: (of: ExpressionType): ExpressionType => ({ kind: 'list', of }),
  map: (of: ExpressionType): ExpressionType => ({ kind: 'map', of }),
  record: (fields: Readonly<Record<string, ExpressionType>>, nullable = false): ExpressionType =>
    nullable ? { kind: 'record', fields, nullable } : { kind: 'record', fields },
} as const;

/**
 * How the properties panel names a type: `string`, `list<number>`, `map<dyn>`,
 * `{id: string, email: string}` and `… | null` for a record that may be null.
 */
export function formatExpressionType(type: ExpressionType): string {
  switch (type.kind) {
    case 'string':
    case 'number':
    case 'bool':
    case 'null':
    case 'dyn':
      return type.kind;
    case 'list':
      return `list<${formatExpressionType(type.of)}>`;
    case 'map':
      return `map<${formatExpressionType(type.of)}>`;
    case 'record': {
      const fields = Object.entries(type.fields).map(([name, field]) => `${name}: ${formatExpressionType(field)}`);
      const shown = `{${fields.join(', ')}}`;
      return type.nullable === true ? `${shown} | null` : shown;
    }
    default: {
      const never: never = type;
      return never;
    }
  }
}

/** Whether a value of type `a` may stand where `b` is expected; `dyn` fits everything both ways. */
export function isAssignable(a: ExpressionType, b: ExpressionType): boolean {
  if (a.kind === 'dyn' || b.kind === 'dyn') return true;
  if (a.kind === 'null') return b.kind === 'null' || (b.kind === 'record' && b.nullable === true);
  if (a.kind === 'list' && b.kind === 'list') return isAssignable(a.of, b.of);
  if (a.kind === 'map' && b.kind === 'map') return isAssignable(a.of, b.of);
  // A record is a map with known fields: it stands where a map is expected.
  if (a.kind === 'record' && b.kind === 'map') return Object.values(a.fields).every((field) => isAssignable(field, b.of));
  if (a.kind === 'record' && b.kind === 'record') return true;
  return a.kind === b.kind;
}

/** Whether values of the two types may be compared with `==`: same kind, `null`, or `dyn`. */
export function areComparable(a: ExpressionType, b: ExpressionType): boolean {
  if (a.kind === 'null' || b.kind === 'null') return true;
  if (isMapLike(a) && isMapLike(b)) return true;
  return isAssignable(a, b) || isAssignable(b, a);
}

/** Records and maps are both JSON objects at run time. */
export function isMapLike(type: ExpressionType): boolean {
  return type.kind === 'map' || type.kind === 'record';
}
