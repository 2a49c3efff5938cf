import { describe, expect, it } from 'vitest';
import { readHostMessage } from './host-message-filter.ts';

const parentWindow = { name: 'studio' };
const trusted = { source: parentWindow, origin: 'https://studio.example' };
const hover = { type: 'host-hover', nodeId: 'title' };

describe('readHostMessage', () => {
  it('accepts a valid message from the embedding studio window', () => {
    expect(readHostMessage({ source: parentWindow, origin: 'https://studio.example', data: hover }, trusted)).toEqual(hover);
  });

  it('ignores a message from another origin or another window', () => {
    expect(readHostMessage({ source: parentWindow, origin: 'https://evil.example', data: hover }, trusted)).toBeUndefined();
    expect(readHostMessage({ source: { name: 'other' }, origin: 'https://studio.example', data: hover }, trusted)).toBeUndefined();
    expect(readHostMessage({ source: null, origin: 'https://studio.example', data: hover }, { ...trusted, source: null })).toBeUndefined();
  });

  it('ignores what does not parse as a shell message', () => {
    const from = { source: parentWindow, origin: 'https://studio.example' };
    expect(readHostMessage({ ...from, data: { type: 'select', screenId: 's', nodeId: 'a' } }, trusted)).toBeUndefined();
    expect(readHostMessage({ ...from, data: 'host-hover' }, trusted)).toBeUndefined();
    expect(readHostMessage({ ...from, data: { type: 'host-hover' } }, trusted)).toBeUndefined();
  });

  it('accepts a screen load whose tree has the outline of an element tree, and drops one that does not', () => {
    const from = { source: parentWindow, origin: 'https://studio.example' };
    const root = { id: 'root', type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] };
    const load = { type: 'host-load', screenId: 's', root, selection: [], renderMode: 'edit' };
    expect(readHostMessage({ ...from, data: load }, trusted)).toEqual(load);
    expect(readHostMessage({ ...from, data: { ...load, root: { ...root, children: [{ id: 'x' }] } } }, trusted)).toBeUndefined();
    expect(readHostMessage({ ...from, data: { ...load, root: { ...root, id: '' } } }, trusted)).toBeUndefined();
  });
});
