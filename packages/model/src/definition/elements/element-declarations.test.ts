import { describe, expect, it } from 'vitest';
import { paletteGroups } from './element-declaration.ts';
import { canContain, elementDeclarations, getElementDeclaration } from './element-declarations.ts';
import { iconFamilies } from './media-elements.ts';

describe('element declarations', () => {
  it('declares every palette element once, each in a known group', () => {
    const types = elementDeclarations.map((d) => d.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(
      expect.arrayContaining([
        'container', 'row', 'column', 'card', 'tabs', 'divider', 'spacer',
        'label', 'heading', 'link',
        'textInput', 'numberInput', 'textArea', 'checkbox', 'switch', 'radioGroup', 'select', 'dateTimePicker',
        'image', 'icon', 'video', 'dataRepeater', 'table', 'form', 'button',
      ]),
    );
    for (const d of elementDeclarations) expect(paletteGroups).toContain(d.group);
  });

  it('has defaults that satisfy each props schema', () => {
    for (const d of elementDeclarations) {
      expect(d.propsSchema.safeParse(d.defaults).success, d.type).toBe(true);
    }
  });

  it('knows the date/time modes and the five icon families', () => {
    const picker = getElementDeclaration('dateTimePicker')!;
    for (const mode of ['date', 'datetime', 'time']) expect(picker.propsSchema.safeParse({ mode }).success).toBe(true);
    expect(picker.propsSchema.safeParse({ mode: 'week' }).success).toBe(false);
    expect(iconFamilies).toHaveLength(5);
    const icon = getElementDeclaration('icon')!;
    expect(icon.propsSchema.safeParse({ name: 'home', family: 'Material Icons Sharp' }).success).toBe(true);
    expect(icon.propsSchema.safeParse({ family: 'Font Awesome' }).success).toBe(false);
  });

  it('answers which children a parent accepts', () => {
    expect(canContain('row', 'button')).toBe(true);
    expect(canContain('button', 'label')).toBe(false);
    expect(canContain('tabs', 'container')).toBe(true);
    expect(canContain('tabs', 'label')).toBe(false);
    expect(canContain('row', 'nope')).toBe(false);
  });

  it('gives the data repeater only its item press, and the root container its screen load', () => {
    expect(getElementDeclaration('dataRepeater')!.events).toEqual(['onItemPress']);
    expect(getElementDeclaration('container')!.events).toContain('onLoad');
  });
});
