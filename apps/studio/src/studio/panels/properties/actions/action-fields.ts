import { choiceValues, numberRules, schemaDef, unwrapSchema, type NumberBounds, type SchemaDef } from '../schema-reader.ts';

/**
 * What the action form reads of an action declaration (`@tessera/model/definition`'s
 * `ActionDeclaration`): its params schema and which params hold expressions or templates.
 */
export interface ActionFormSource {
  type: string;
  paramsSchema: unknown;
  defaults: Readonly<Record<string, unknown>>;
  /** Params (dotted, `*` for every key or item) whose text is an expression. */
  expressions: readonly string[];
  /** Params whose text is a template (`Hello {{ user.email }}`). */
  templates: readonly string[];
}

/** Where the keys of a name → expression map come from. */
export type MapKeys = 'columns' | 'restParameters' | 'free';

/**
 * How the action form edits one param, read from the params schema; params that name things
 * the studio knows get a picker of them:
 * - `screen` (`screenId`): a screen of the project; `element` (`modalId`, `formId`): a modal or
 *   form element of the open screen; `table` (`table`): a table of the data model;
 * - `restRequest` (`connectorId` with `requestId`): a named request of a REST connector, one field
 *   for both params;
 * - `variable`: a screen or app variable, `{ scope, name }` under `name`, or (`flat`) the action's
 *   own `scope` and `name` params;
 * - `expression`, `template`: text the engine evaluates; `text`, `number`, `choice`, `boolean`;
 * - `expressionMap` (`params`, `values`): name → expression rows, names from `keys`;
 * - `filters`, `order`: rows of column, operator (or direction) and value;
 * - `unsupported`: kept as it is, shown read-only.
 */
export type ActionField = { name: string; optional: boolean } & (
  | { kind: 'screen' }
  | { kind: 'element'; elementType: 'modal' | 'form' }
  | { kind: 'table'; connected: boolean }
  | { kind: 'restRequest' }
  | { kind: 'variable'; flat: boolean }
  | { kind: 'expression' }
  | { kind: 'template'; multiline: boolean }
  | { kind: 'text' }
  | { kind: 'number'; integer: boolean; bounds: NumberBounds }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'boolean' }
  | { kind: 'expressionMap'; keys: MapKeys }
  | { kind: 'filters'; operators: readonly string[] }
  | { kind: 'order' }
  | { kind: 'unsupported' }
);

/** One of the kinds of {@link ActionField}. */
export type ActionFieldKind = ActionField['kind'];

const elementParams: Readonly<Record<string, 'modal' | 'form'>> = { modalId: 'modal', formId: 'form' };
/** Template params shown as a multi-line box (a message), not one line (an address). */
const multilineTemplates = new Set(['text', 'body']);

function shapeOf(def: SchemaDef): Record<string, unknown> | null {
  return def.type === 'object' ? (def.shape as Record<string, unknown>) : null;
}

function isVariableRef(def: SchemaDef): boolean {
  const shape = shapeOf(def);
  return shape !== null && Object.keys(shape).length === 2 && 'scope' in shape && 'name' in shape;
}

function rowKeys(def: SchemaDef): string[] | null {
  if (def.type !== 'array') return null;
  const shape = shapeOf(unwrapSchema(def.element).def);
  return shape ? Object.keys(shape).sort() : null;
}

/** Whether `path` (`params.*`, `filters.*.value`) is listed for `name`'s own text. */
function listed(paths: readonly string[], name: string): boolean {
  return paths.includes(name);
}

function fieldOf(source: ActionFormSource, name: string, schema: unknown, keys: ReadonlySet<string>): ActionField | null {
  const { def, optional } = unwrapSchema(schema);
  const base = { name, optional };
  if (name === 'requestId' && keys.has('connectorId')) return null;
  // A table's connector is chosen with the table, in one picker.
  const tableConnector = keys.has('table') && keys.has('connectorId') && !keys.has('requestId');
  if (name === 'connectorId' && tableConnector) return null;
  if (name === 'scope' && keys.has('name') && def.type === 'enum') return null;
  if (def.type === 'string') {
    if (name === 'screenId') return { ...base, kind: 'screen' };
    const elementType = elementParams[name];
    if (elementType) return { ...base, kind: 'element', elementType };
    if (name === 'table') return { ...base, kind: 'table', connected: tableConnector };
    if (name === 'connectorId' && keys.has('requestId')) return { ...base, kind: 'restRequest' };
    if (name === 'name' && keys.has('scope')) return { ...base, kind: 'variable', flat: true };
    if (listed(source.expressions, name)) return { ...base, kind: 'expression' };
    if (listed(source.templates, name)) return { ...base, kind: 'template', multiline: multilineTemplates.has(name) };
    return { ...base, kind: 'text' };
  }
  if (def.type === 'number') return { ...base, kind: 'number', ...numberRules(def) };
  if (def.type === 'boolean') return { ...base, kind: 'boolean' };
  if (isVariableRef(def)) return { ...base, kind: 'variable', flat: false };
  if (def.type === 'record' && listed(source.expressions, `${name}.*`)) {
    const mapKeys: MapKeys = keys.has('table') ? 'columns' : keys.has('connectorId') ? 'restParameters' : 'free';
    return { ...base, kind: 'expressionMap', keys: mapKeys };
  }
  const rows = rowKeys(def);
  if (rows?.join() === 'column,operator,value' && def.type === 'array') {
    const operatorSchema = shapeOf(unwrapSchema(def.element).def)?.operator;
    const operators = operatorSchema ? (choiceValues(unwrapSchema(operatorSchema).def) ?? []).map(String) : [];
    return { ...base, kind: 'filters', operators };
  }
  if (rows?.join() === 'column,direction') return { ...base, kind: 'order' };
  const options = choiceValues(def);
  if (options) return { ...base, kind: 'choice', options: options.map(String) };
  return { ...base, kind: 'unsupported' };
}

/** The form fields of an action type, in the order its params schema lists them. */
export function actionFieldsOf(source: ActionFormSource): ActionField[] {
  const shape = shapeOf(schemaDef(source.paramsSchema));
  if (!shape) return [];
  const keys = new Set(Object.keys(shape));
  return Object.entries(shape)
    .map(([name, schema]) => fieldOf(source, name, schema, keys))
    .filter((field): field is ActionField => field !== null);
}

/**
 * The field a param belongs to: `requestId` is edited with `connectorId`, a flat variable's
 * `scope` with its `name`; every other param is its own field.
 */
export function fieldNameOfParam(fields: readonly ActionField[], param: string): string {
  if (param === 'requestId' && fields.some((field) => field.kind === 'restRequest')) return 'connectorId';
  if (param === 'connectorId' && fields.some((field) => field.kind === 'table' && field.connected)) return 'table';
  if (param === 'scope' && fields.some((field) => field.kind === 'variable' && field.flat)) return 'name';
  return param;
}
