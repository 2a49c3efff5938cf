import type { ElementDeclaration, ElementNode } from '@tessera/model/definition';
import { choiceValues, numberRules, schemaDef, stringPattern, unwrapSchema, type NumberBounds, type SchemaDef } from './schema-reader.ts';

/** A column of a record list editor (an `options` row, a table column). */
export interface RecordListColumn {
  name: string;
  kind: 'text' | 'number';
  optional: boolean;
}

/**
 * How the properties form edits one prop, read from the declaration's props schema:
 * - `text`: a text box (`multiline` for `text` props); `nullable` sends `null` when emptied;
 * - `number`: a number box with the schema's bounds; emptied sends `null` if nullable, else
 *   removes the prop (the default applies);
 * - `boolean`: a switch; `choice`: a select of an enum or a union of literals;
 * - `stringList`: a list of strings (`tabs`); `recordList`: rows of fields (`options`, `columns`);
 * - `icon`: the icon element's `name`, chosen in the icon picker;
 * - `unsupported`: a schema the form can not edit (shown read-only).
 */
export type PropField = { name: string; defaultValue: unknown } & (
  | { kind: 'text'; multiline: boolean; pattern: RegExp | null; nullable: boolean }
  | { kind: 'number'; integer: boolean; bounds: NumberBounds; nullable: boolean }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: readonly (string | number)[]; nullable: boolean }
  | { kind: 'stringList' }
  | { kind: 'recordList'; columns: readonly RecordListColumn[] }
  | { kind: 'icon'; pattern: RegExp | null }
  | { kind: 'unsupported' }
);

/** One of the kinds of {@link PropField}. */
export type PropFieldKind = PropField['kind'];

function recordColumns(def: SchemaDef): RecordListColumn[] | null {
  if (def.type !== 'object') return null;
  const columns: RecordListColumn[] = [];
  for (const [name, schema] of Object.entries(def.shape)) {
    const { def: inner, optional } = unwrapSchema(schema);
    if (inner.type === 'string') columns.push({ name, kind: 'text', optional });
    else if (inner.type === 'number') columns.push({ name, kind: 'number', optional });
    else return null;
  }
  return columns;
}

/** The form field of one prop schema (already taken out of the props object). */
export function propField(declarationType: string, name: string, schema: unknown, defaultValue: unknown): PropField {
  const { def, nullable } = unwrapSchema(schema);
  if (declarationType === 'icon' && name === 'name' && def.type === 'string') return { name, defaultValue, kind: 'icon', pattern: stringPattern(def) };
  switch (def.type) {
    case 'string':
      return { name, defaultValue, kind: 'text', multiline: name === 'text', pattern: stringPattern(def), nullable };
    case 'number':
      return { name, defaultValue, kind: 'number', ...numberRules(def), nullable };
    case 'boolean':
      return { name, defaultValue, kind: 'boolean' };
    case 'array': {
      const element = unwrapSchema(def.element).def;
      if (element.type === 'string') return { name, defaultValue, kind: 'stringList' };
      const columns = recordColumns(element);
      return columns ? { name, defaultValue, kind: 'recordList', columns } : { name, defaultValue, kind: 'unsupported' };
    }
    default: {
      const options = choiceValues(def);
      return options ? { name, defaultValue, kind: 'choice', options, nullable } : { name, defaultValue, kind: 'unsupported' };
    }
  }
}

/** The form fields of an element declaration, in the order its props schema lists them. */
export function propFieldsOf(declaration: ElementDeclaration): PropField[] {
  const def = schemaDef(declaration.propsSchema);
  if (def.type !== 'object') return [];
  const ownEditor = new Set(declaration.ownEditorProps ?? []);
  return Object.entries(def.shape)
    .filter(([name]) => !ownEditor.has(name))
    .map(([name, schema]) => propField(declaration.type, name, schema, declaration.defaults[name]));
}

/** The value a field shows: the node's own prop, else the declaration's default. */
export function shownPropValue(node: Pick<ElementNode, 'props'>, declaration: Pick<ElementDeclaration, 'defaults'>, name: string): unknown {
  return node.props[name] ?? declaration.defaults[name];
}
