import { describe, expect, it } from 'vitest';
import { makeNode, renderNode } from '../../test-support/render-node.tsx';
import { validColumns } from './table-columns.ts';

const columns = [
  { field: 'name', title: 'Name' },
  { field: 'email', title: 'Email', width: 200 },
];

describe('data elements', () => {
  it('a table previews its column titles over 3 grey rows on the canvas', () => {
    const html = renderNode(makeNode('table', { columns }), 'edit');
    expect(html).toContain('Name');
    expect(html).toContain('Email');
    expect(html.match(/role="row"/g)).toHaveLength(4);
    expect(html).toContain('width:200px');
    expect(html).not.toContain('No data');
  });

  it('a live table shows its header over a "No data" row', () => {
    const html = renderNode(makeNode('table', { columns, selectable: true }), 'live');
    expect(html).toContain('Name');
    expect(html).toContain('No data');
    expect(html.match(/role="row"/g)).toHaveLength(2);
  });

  it('a table without columns says so', () => {
    expect(renderNode(makeNode('table'), 'edit')).toContain('No columns');
  });

  it('keeps well-formed columns only', () => {
    expect(validColumns([...columns, { field: 'x' }, 'y', null, { field: 'z', title: 'Z', width: -1 }])).toEqual([...columns, { field: 'z', title: 'Z' }]);
  });

  it('a repeater shows its children once on the canvas and its empty text live', () => {
    const repeater = makeNode('dataRepeater', { emptyText: 'Nothing yet' }, [makeNode('label', { text: 'Row template' })]);
    expect(renderNode(repeater, 'edit')).toContain('Row template');
    expect(renderNode(repeater, 'edit')).not.toContain('Nothing yet');
    expect(renderNode(repeater, 'live')).toContain('Nothing yet');
    expect(renderNode(repeater, 'live')).not.toContain('Row template');
    expect(renderNode(makeNode('dataRepeater', { direction: 'row' }), 'edit')).toContain('Drop elements here');
  });

  it('a form shows its children and its submit button', () => {
    const form = makeNode('form', {}, [makeNode('textInput', { label: 'Email' })]);
    expect(renderNode(form, 'live')).toContain('Email');
    expect(renderNode(form, 'live')).toContain('Save');
    expect(renderNode(makeNode('form', { submitText: 'Send' }), 'edit')).toMatch(/Drop elements here.*Send/);
  });
});
