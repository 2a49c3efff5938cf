import { describe, expect, it } from 'vitest';
import type { ElementNode } from '../schema/element-node.ts';
import { type FramableScreen, framedScreenRoot, mastersOf } from './framed-screen.ts';
import { isPageKind } from './screen-pages.ts';

const node = (id: string, children: ElementNode[] = [], style: ElementNode['style'] = {}): ElementNode => ({ id, type: 'container', props: {}, style, bindings: {}, events: {}, children });
const screen = (id: string, kind: FramableScreen['kind'], root: ElementNode, masterId?: string): FramableScreen => ({ id, kind, root, ...(masterId ? { masterId } : {}) });
const byId = (...screens: FramableScreen[]) => new Map(screens.map((each) => [each.id, each]));

describe('framedScreenRoot', () => {
  const header = node('header');
  const frame = screen('frame', 'master', { ...node('frame-root', [header]), props: { variables: [] }, style: { padding: 8 } });

  it('puts the page after its master’s elements, in the master’s root, growing into the space left', () => {
    const page = screen('home', 'screen', node('home-root', [node('welcome')], { padding: 4 }), 'frame');
    const framed = framedScreenRoot(page, byId(frame, page));
    expect(framed.id).toBe('frame-root');
    expect(framed.style).toEqual({ padding: 8 });
    expect(framed.children.map((child) => child.id)).toEqual(['header', 'home-root']);
    expect(framed.children[1]).toMatchObject({ style: { flexGrow: 1, padding: 4 }, children: [{ id: 'welcome' }] });
    // The master's own tree is not changed.
    expect(frame.root.children).toEqual([header]);
  });

  it('frames a master in its own master, outermost last', () => {
    const outer = screen('outer', 'master', node('outer-root', [node('footer')]));
    const inner = screen('inner', 'master', node('inner-root', [node('nav')]), 'outer');
    const page = screen('home', 'screen', node('home-root'), 'inner');
    const framed = framedScreenRoot(page, byId(outer, inner, page));
    expect(framed.id).toBe('outer-root');
    expect(framed.children[1]?.id).toBe('inner-root');
    expect(framed.children[1]?.children.map((child) => child.id)).toEqual(['nav', 'home-root']);
    expect(mastersOf(page, byId(outer, inner, page)).map((master) => master.id)).toEqual(['inner', 'outer']);
  });

  it('leaves a page without a master, with a master the app lacks, or naming a screen that is no master, as it is', () => {
    const alone = screen('home', 'screen', node('home-root'));
    expect(framedScreenRoot(alone, byId(alone))).toBe(alone.root);
    const missing = screen('home', 'screen', node('home-root'), 'gone');
    expect(framedScreenRoot(missing, byId(missing))).toBe(missing.root);
    const other = screen('other', 'screen', node('other-root'));
    const wrong = screen('home', 'screen', node('home-root'), 'other');
    expect(framedScreenRoot(wrong, byId(other, wrong))).toBe(wrong.root);
  });

  it('stops a chain of masters that comes back on itself', () => {
    const a = screen('a', 'master', node('a-root'), 'b');
    const b = screen('b', 'master', node('b-root'), 'a');
    const page = screen('home', 'screen', node('home-root'), 'a');
    expect(mastersOf(page, byId(a, b, page)).map((master) => master.id)).toEqual(['a', 'b']);
    expect(framedScreenRoot(page, byId(a, b, page)).id).toBe('b-root');
  });
});

describe('isPageKind', () => {
  it('takes screens as pages, never masters, components or reports', () => {
    expect(isPageKind('screen')).toBe(true);
    expect(isPageKind('master')).toBe(false);
    expect(isPageKind('component')).toBe(false);
    expect(isPageKind('report')).toBe(false);
  });
});
