/**
 * The rules a form checks before writing a row, read from the data API's own OpenAPI document
 * (`DataClient.describe()`): each column's JSON type, format, allowed values and whether it may
 * be null, and which columns an insert requires. The server checks them again; these only let a
 * form say what is wrong, on the right field, before sending.
 */

interface ColumnRule {
  type?: string;
  format?: string;
  enum?: readonly unknown[];
  nullable: boolean;
}

export interface TableRules {
  columns: ReadonlyMap<string, ColumnRule>;
  /** The columns a new row must hold (required, no default). */
  required: readonly string[];
  /** The table's primary key column (its description says `Primary key.`), or null. */
  primaryKey: string | null;
}

type SchemaObject = { type?: unknown; format?: unknown; enum?: unknown; nullable?: unknown; properties?: unknown; required?: unknown; description?: unknown };

/**
 * The rules of `table` for an insert or an update, or null when the document does not describe it
 * (an unknown table, a document that could not be read). Table names are identifiers, so each is
 * its own component key.
 */
export function tableRules(document: unknown, table: string, mode: 'insert' | 'update'): TableRules | null {
  const schemas = (document as { components?: { schemas?: Record<string, SchemaObject> } } | null)?.components?.schemas;
  const schema = schemas?.[`${table}.${mode}`];
  if (!schema || typeof schema.properties !== 'object' || schema.properties === null) return null;
  const columns = new Map<string, ColumnRule>();
  for (const [name, raw] of Object.entries(schema.properties as Record<string, SchemaObject>)) {
    const rule: ColumnRule = { nullable: raw.nullable === true || raw.type === undefined };
    if (typeof raw.type === 'string') rule.type = raw.type;
    if (typeof raw.format === 'string') rule.format = raw.format;
    if (Array.isArray(raw.enum)) rule.enum = raw.enum;
    columns.set(name, rule);
  }
  const required = Array.isArray(schema.required) ? schema.required.filter((name): name is string => typeof name === 'string') : [];
  const rowProperties = (schemas?.[table]?.properties ?? {}) as Record<string, { description?: unknown }>;
  const primaryKey = Object.keys(rowProperties).find((name) => String(rowProperties[name]?.description ?? '').includes('Primary key.')) ?? null;
  return { columns, required, primaryKey };
}

/** What an empty input holds: nothing to write. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Why one value breaks its column's rule, or null. */
function problemOf(value: unknown, rule: ColumnRule): string | null {
  if (value === null) return rule.nullable ? null : 'This field is required.';
  if (rule.enum && !rule.enum.includes(value)) return `Choose one of: ${rule.enum.filter((option) => option !== null).join(', ')}.`;
  switch (rule.type) {
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) ? null : 'Enter a whole number.';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'Enter a number.';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'Choose yes or no.';
    case 'string':
      if (typeof value !== 'string') return 'Enter a text.';
      if (rule.format === 'date' && !DATE.test(value)) return 'Enter a date (YYYY-MM-DD).';
      if (rule.format === 'date-time' && !DATE_TIME.test(value)) return 'Enter a date and time.';
      if (rule.format === 'uuid' && !UUID.test(value)) return 'Enter a valid identifier.';
      return null;
    default:
      return null;
  }
}

/**
 * The problems of a row against its table's rules, by column: a required column left blank
 * (inserts only: `required`), a value of the wrong type or outside an enum's values, and a
 * column the table does not have. Empty when the row may be sent.
 */
export function checkRow(values: Readonly<Record<string, unknown>>, rules: TableRules): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of rules.required) if (isBlank(values[name])) problems[name] = 'This field is required.';
  for (const [name, value] of Object.entries(values)) {
    if (problems[name]) continue;
    const rule = rules.columns.get(name);
    if (!rule) {
      problems[name] = 'This field is not a column of the table.';
      continue;
    }
    const problem = problemOf(value, rule);
    if (problem) problems[name] = problem;
  }
  return problems;
}
