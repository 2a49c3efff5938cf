import { elementDeclarations, getElementDeclaration, type ElementDeclaration } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { checkPropValue } from './check-prop-value.ts';
import { propFieldsOf, shownPropValue, type PropField } from './prop-fields.ts';

function fieldOf(type: string, name: string): PropField {
  const field = propFieldsOf(getElementDeclaration(type)!).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${type}.${name} has no field`);
  return field;
}

describe('propFieldsOf', () => {
  it('gives every prop of every declaration an editable field, in schema order', () => {
    for (const declaration of elementDeclarations) {
      const fields = propFieldsOf(declaration);
      const shape = Object.keys((declaration.propsSchema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape).filter(
        (name) => !declaration.ownEditorProps?.includes(name),
      );
      expect(fields.map((field) => field.name)).toEqual(shape);
      expect(fields.filter((field) => field.kind === 'unsupported').map((field) => `${declaration.type}.${field.name}`)).toEqual([]);
    }
  });

  it('reads enums and unions of literals as choices with their options', () => {
    expect(fieldOf('container', 'direction')).toMatchObject({ kind: 'choice', options: ['row', 'column'], nullable: false });
    expect(fieldOf('link', 'target')).toMatchObject({ kind: 'choice', options: ['_blank', '_parent', '_self', '_top'] });
    expect(fieldOf('icon', 'size')).toMatchObject({ kind: 'choice', options: [20, 24] });
    expect(fieldOf('icon', 'family')).toMatchObject({ kind: 'choice' });
    const family = fieldOf('icon', 'family');
    expect(family.kind === 'choice' && family.options).toHaveLength(5);
  });

  it('reads number bounds and whole-number checks', () => {
    expect(fieldOf('card', 'elevation')).toMatchObject({ kind: 'number', integer: true, bounds: { min: 0, minInclusive: true, max: 5, maxInclusive: true } });
    expect(fieldOf('textInput', 'maxLength')).toMatchObject({ kind: 'number', integer: true, bounds: { min: 0, minInclusive: false } });
    expect(fieldOf('numberInput', 'step')).toMatchObject({ kind: 'number', integer: false, bounds: { min: 0, minInclusive: false } });
    expect(fieldOf('numberInput', 'min')).toMatchObject({ kind: 'number', integer: false, bounds: { minInclusive: true, maxInclusive: true } });
    expect(fieldOf('numberInput', 'value')).toMatchObject({ kind: 'number', nullable: true });
  });

  it('maps strings, booleans, lists and the icon name', () => {
    expect(fieldOf('label', 'text')).toMatchObject({ kind: 'text', multiline: true, pattern: null });
    expect(fieldOf('card', 'title')).toMatchObject({ kind: 'text', multiline: false });
    expect(fieldOf('select', 'value')).toMatchObject({ kind: 'text', nullable: true });
    expect(fieldOf('switch', 'checked')).toMatchObject({ kind: 'boolean' });
    expect(fieldOf('tabs', 'tabs')).toMatchObject({ kind: 'stringList' });
    expect(fieldOf('select', 'options')).toMatchObject({
      kind: 'recordList',
      columns: [
        { name: 'value', kind: 'text', optional: false },
        { name: 'label', kind: 'text', optional: false },
      ],
    });
    expect(fieldOf('table', 'columns')).toMatchObject({
      kind: 'recordList',
      columns: [
        { name: 'field', kind: 'text', optional: false },
        { name: 'title', kind: 'text', optional: false },
        { name: 'width', kind: 'number', optional: true },
      ],
    });
    expect(fieldOf('icon', 'name')).toMatchObject({ kind: 'icon' });
    expect(fieldOf('button', 'icon')).toMatchObject({ kind: 'text' });
  });

  it('carries the declaration defaults', () => {
    expect(fieldOf('heading', 'level').defaultValue).toBe(2);
    expect(fieldOf('tabs', 'tabs').defaultValue).toEqual(['Tab 1', 'Tab 2']);
    expect(fieldOf('textInput', 'maxLength').defaultValue).toBeUndefined();
  });
});

describe('shownPropValue', () => {
  const heading = getElementDeclaration('heading')!;
  it('shows the node prop, else the default', () => {
    expect(shownPropValue({ props: { level: 4 } }, heading, 'level')).toBe(4);
    expect(shownPropValue({ props: {} }, heading, 'level')).toBe(2);
    expect(shownPropValue({ props: { text: '' } }, heading, 'text')).toBe('');
  });
});

/** Values of every kind, some valid and some not, to compare the form's check with the schema. */
function samples(field: PropField): unknown[] {
  switch (field.kind) {
    case 'text':
      return ['abc', '', 'two words', null, 12];
    case 'icon':
      return ['star', 'arrow_back', 'Bad Name', '', null];
    case 'number':
      return [-1, 0, 0.5, 1, 2, 5, 6, 10, 11, 1_000_000, null, Number.NaN];
    case 'boolean':
      return [true, false, 'yes'];
    case 'choice':
      return [...field.options, 'nope', 99, null];
    case 'stringList':
      return [[], ['a', 'b'], [1], 'a'];
    case 'recordList': {
      const full = Object.fromEntries(field.columns.map((column) => [column.name, column.kind === 'text' ? 'x' : 10]));
      const required = Object.fromEntries(field.columns.filter((column) => !column.optional).map((column) => [column.name, column.kind === 'text' ? '' : 0]));
      const missing = Object.fromEntries(Object.entries(full).slice(1));
      return [[], [full], [required], [missing], [full, 'row'], 'rows'];
    }
    case 'unsupported':
      return [];
    default: {
      const never: never = field;
      return never;
    }
  }
}

describe('checkPropValue', () => {
  it('agrees with the props schema on every field of every declaration', () => {
    const disagreements: string[] = [];
    for (const declaration of elementDeclarations as readonly ElementDeclaration[]) {
      for (const field of propFieldsOf(declaration)) {
        for (const value of samples(field)) {
          const formSays = checkPropValue(field, value) === null;
          const schemaSays = declaration.propsSchema.safeParse({ [field.name]: value }).success;
          if (formSays !== schemaSays) disagreements.push(`${declaration.type}.${field.name} = ${JSON.stringify(value)}: form ${formSays}, schema ${schemaSays}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('names the broken bound', () => {
    expect(checkPropValue(fieldOf('card', 'elevation'), 6)).toEqual({ code: 'max', max: 5 });
    expect(checkPropValue(fieldOf('card', 'elevation'), -1)).toEqual({ code: 'min', min: 0 });
    expect(checkPropValue(fieldOf('card', 'elevation'), 1.5)).toEqual({ code: 'integer' });
    expect(checkPropValue(fieldOf('textInput', 'maxLength'), 0)).toEqual({ code: 'above', min: 0 });
    expect(checkPropValue(fieldOf('icon', 'name'), 'Home')).toEqual({ code: 'pattern' });
    expect(checkPropValue(fieldOf('numberInput', 'value'), null)).toBeNull();
    expect(checkPropValue(fieldOf('card', 'elevation'), null)).toEqual({ code: 'required' });
  });

  it('always allows removing a prop', () => {
    for (const declaration of elementDeclarations) for (const field of propFieldsOf(declaration)) expect(checkPropValue(field, undefined)).toBeNull();
  });
});
