import type { core } from 'zod/mini';

/** The definition of a zod schema, typed as the union of zod's built-in definitions. */
export type SchemaDef = core.$ZodTypes['_zod']['def'];

/** Reads a zod (mini) schema's definition: the data the properties form is generated from. */
export function schemaDef(schema: unknown): SchemaDef {
  return (schema as core.$ZodTypes)._zod.def;
}

/** A schema without its `optional` and `nullable` wrappers, and whether `null` is allowed. */
export function unwrapSchema(schema: unknown): { def: SchemaDef; nullable: boolean; optional: boolean } {
  let def = schemaDef(schema);
  let nullable = false;
  let optional = false;
  for (;;) {
    if (def.type === 'optional') optional = true;
    else if (def.type === 'nullable') nullable = true;
    else return { def, nullable, optional };
    def = schemaDef(def.innerType);
  }
}

/** The bounds of a number schema, from its `greater_than` / `less_than` checks. */
export interface NumberBounds {
  min?: number;
  /** `true` for `>= min` (nonnegative, minimum), `false` for `> min` (positive). */
  minInclusive: boolean;
  max?: number;
  maxInclusive: boolean;
}

interface CheckDef {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

function checkDefs(def: SchemaDef): CheckDef[] {
  return (def.checks ?? []).map((check) => (check as unknown as { _zod: { def: CheckDef } })._zod.def);
}

/** The bounds and integer flag of a number schema (`z.int()` has the `safeint` format). */
export function numberRules(def: SchemaDef): { integer: boolean; bounds: NumberBounds } {
  const bounds: NumberBounds = { minInclusive: true, maxInclusive: true };
  for (const check of checkDefs(def)) {
    if (typeof check.value !== 'number') continue;
    if (check.check === 'greater_than' && (bounds.min === undefined || check.value >= bounds.min)) {
      bounds.min = check.value;
      bounds.minInclusive = check.inclusive ?? true;
    } else if (check.check === 'less_than' && (bounds.max === undefined || check.value <= bounds.max)) {
      bounds.max = check.value;
      bounds.maxInclusive = check.inclusive ?? true;
    }
  }
  const format = (def as { format?: string }).format;
  return { integer: format === 'safeint' || format === 'int32' || format === 'uint32', bounds };
}

/** The regular expression a string schema must match, if it has a `regex` check. */
export function stringPattern(def: SchemaDef): RegExp | null {
  for (const check of checkDefs(def)) if (check.check === 'string_format' && check.format === 'regex' && check.pattern) return check.pattern;
  return null;
}

/** The allowed values of an enum, or of a union of literals; `null` for anything else. */
export function choiceValues(def: SchemaDef): (string | number)[] | null {
  if (def.type === 'enum') return Object.values(def.entries).filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  if (def.type === 'literal') return def.values.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  if (def.type === 'union') {
    const values: (string | number)[] = [];
    for (const option of def.options) {
      const inner = choiceValues(schemaDef(option));
      if (inner === null) return null;
      values.push(...inner);
    }
    return values;
  }
  return null;
}
