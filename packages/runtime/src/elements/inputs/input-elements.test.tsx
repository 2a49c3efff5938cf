import { describe, expect, it } from 'vitest';
import { hostTag, makeNode, renderNode } from '../../test-support/render-node.tsx';

/** The first `<input>` or `<textarea>` opening tag of `html`. */
function control(html: string): string {
  return /<(input|textarea)[^>]*>/.exec(html)?.[0] ?? '';
}

describe('input elements', () => {
  it('a live text input is editable and an edit one is neither editable nor focusable', () => {
    const live = control(renderNode(makeNode('textInput'), 'live'));
    expect(live).not.toContain('readOnly');
    expect(live).not.toContain('tabindex="-1"');
    const edit = control(renderNode(makeNode('textInput'), 'edit'));
    expect(edit).toContain('readOnly');
    expect(edit).toContain('tabindex="-1"');
  });

  it('every text box is read-only on the canvas', () => {
    for (const type of ['textInput', 'numberInput', 'textArea', 'dateTimePicker']) {
      expect(control(renderNode(makeNode(type), 'edit'))).toContain('readOnly');
      expect(control(renderNode(makeNode(type), 'live'))).not.toContain('readOnly');
    }
  });

  it('a disabled input is read-only even live', () => {
    expect(control(renderNode(makeNode('textInput', { disabled: true }), 'live'))).toContain('readOnly');
  });

  it('keeps the pointer on the element host on the canvas', () => {
    const node = makeNode('textInput');
    expect(hostTag(renderNode(node, 'edit'), node.id)).toContain('r-pointerEvents');
  });

  it('shows its caption, a required mark, its value and placeholder', () => {
    const html = renderNode(makeNode('textInput', { label: 'Email', required: true, value: 'a@b.c', placeholder: 'you@example.com', inputType: 'email' }), 'live');
    expect(html).toContain('Email');
    expect(html).toContain(' *');
    expect(control(html)).toContain('value="a@b.c"');
    expect(control(html)).toContain('placeholder="you@example.com"');
    expect(control(html)).toContain('type="email"');
    expect(control(renderNode(makeNode('textInput', { inputType: 'password' }), 'live'))).toContain('type="password"');
  });

  it('a text area has its rows', () => {
    expect(control(renderNode(makeNode('textArea'), 'live'))).toMatch(/^<textarea[^>]*rows="4"/);
    expect(control(renderNode(makeNode('textArea', { rows: 7 }), 'live'))).toContain('rows="7"');
  });

  it('a number input shows its value to its precision', () => {
    expect(control(renderNode(makeNode('numberInput', { value: 3, precision: 2 }), 'live'))).toContain('value="3.00"');
    expect(control(renderNode(makeNode('numberInput'), 'live'))).toContain('value=""');
  });

  it("a date/time picker is the browser's picker of each mode on the web, inert on the canvas", () => {
    expect(control(renderNode(makeNode('dateTimePicker'), 'live'))).toContain('type="date"');
    const datetime = control(renderNode(makeNode('dateTimePicker', { mode: 'datetime', min: '2024-01-01T00:00:00' }), 'live'));
    expect(datetime).toContain('type="datetime-local"');
    expect(datetime).toContain('step="1"');
    expect(datetime).toContain('min="2024-01-01T00:00:00"');
    expect(control(renderNode(makeNode('dateTimePicker', { mode: 'time' }), 'live'))).toContain('type="time"');
    const edit = control(renderNode(makeNode('dateTimePicker', { value: '2024-05-01' }), 'edit'));
    expect(edit).toContain('value="2024-05-01"');
    expect(edit).toContain('readOnly=""');
    expect(edit).toContain('tabindex="-1"');
    expect(control(renderNode(makeNode('dateTimePicker'), 'live'))).not.toContain('readOnly');
  });

  it('a checkbox and a radio group show their state', () => {
    expect(renderNode(makeNode('checkbox', { label: 'Agree' }), 'live')).toMatch(/role="checkbox"[^>]*aria-checked="false"|aria-checked="false"[^>]*role="checkbox"/);
    expect(renderNode(makeNode('checkbox', { checked: true }), 'live')).toContain('✓');
    const radios = renderNode(makeNode('radioGroup', { value: 'b' }), 'live');
    expect(radios).toContain('Option A');
    expect(radios.match(/aria-checked="true"/g)).toHaveLength(1);
  });

  it('a switch is on when checked and disabled on the canvas', () => {
    expect(renderNode(makeNode('switch', { checked: true }), 'live')).toMatch(/<input[^>]*checked=""/);
    expect(renderNode(makeNode('switch'), 'live')).not.toMatch(/<input[^>]*disabled=""/);
    expect(renderNode(makeNode('switch'), 'edit')).toMatch(/<input[^>]*disabled=""/);
  });

  it('a select shows the chosen label or its placeholder, 120 px wide by default', () => {
    const options = [
      { value: 'fr', label: 'France' },
      { value: 'de', label: 'Germany' },
    ];
    expect(renderNode(makeNode('select', { options, value: 'de' }), 'live')).toContain('Germany');
    expect(renderNode(makeNode('select', { placeholder: 'Country' }), 'live')).toContain('Country');
    const node = makeNode('select');
    expect(hostTag(renderNode(node, 'edit'), node.id)).toContain('r-width');
    expect(hostTag(renderNode(makeNode('select', {}, [], { id: 'wide', style: { width: 300 } }), 'edit'), 'wide')).toContain('width:300px');
  });

  it('gives the control the fill, border and text styles and the field its size', () => {
    const node = makeNode('textInput', {}, [], { style: { width: 240, backgroundColor: '#ffeeee', color: '#112233' } });
    const html = renderNode(node, 'edit');
    expect(hostTag(html, node.id)).toContain('width:240px');
    expect(hostTag(html, node.id)).not.toContain('background-color');
    expect(control(html)).toContain('background-color:rgba(255,238,238,1.00)');
    expect(control(html)).toContain('color:rgba(17,34,51,1.00)');
  });
});
