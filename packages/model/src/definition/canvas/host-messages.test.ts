import { describe, expect, it } from 'vitest';
import { defaultAppSettings } from '../schema/app-settings.ts';
import { parseHostMessage } from './host-messages.ts';

const tree = (id: string) => ({ id, type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] });
const info = (id: string) => ({ id, name: `Screen ${id}`, kind: 'screen', isMobile: false, isDesktop: true });
const runApp = (overrides: Record<string, unknown> = {}) => ({
  type: 'host-run-app',
  openScreen: info('a'),
  screens: [{ ...info('b'), root: tree('b-root') }],
  settings: { ...defaultAppSettings(), variables: [{ name: 'cart', type: 'number', initial: 0 }], environment: [{ name: 'API', value: 'x' }] },
  previewToken: 'pt1',
  ...overrides,
});

describe('host-run-app', () => {
  it('carries the other screens and the run settings', () => {
    const message = parseHostMessage(runApp());
    expect(message?.type).toBe('host-run-app');
    if (message?.type !== 'host-run-app') return;
    expect(message.screens.map((screen) => screen.id)).toEqual(['b']);
    expect(message.settings.environment).toEqual([{ name: 'API', value: 'x' }]);
    expect(message.openScreen).toEqual(info('a'));
    expect(message.previewToken).toBe('pt1');
  });

  it('keeps the posted trees as sent (checked, not parsed again)', () => {
    const root = tree('b-root');
    const message = parseHostMessage(runApp({ screens: [{ ...info('b'), root }] }));
    expect(message?.type === 'host-run-app' && message.screens[0]?.root).toBe(root);
  });

  it.each([
    ['a screen whose tree has no outline', { screens: [{ ...info('b'), root: { id: 'x', type: 'container' } }] }],
    ['a screen without a name', { screens: [{ ...info('b'), name: '', root: tree('r') }] }],
    ['a screen of an unknown kind', { screens: [{ ...info('b'), kind: 'page', root: tree('r') }] }],
    ['the open screen sent again among the others', { screens: [{ ...info('a'), root: tree('r') }] }],
    ['a screen sent twice', { screens: [{ ...info('b'), root: tree('r1') }, { ...info('b'), root: tree('r2') }] }],
    ['settings that break their schema', { settings: { ...defaultAppSettings(), variables: [{ name: '1bad', type: 'text', initial: null }] } }],
    ['no settings', { settings: undefined }],
    ['an open screen without an id', { openScreen: { ...info('a'), id: '' } }],
    ['no preview token', { previewToken: undefined }],
    ['an empty preview token', { previewToken: '' }],
  ])('refuses %s', (_, overrides) => {
    expect(parseHostMessage(runApp(overrides))).toBeUndefined();
  });

  it('refuses a tree past the screen limits', () => {
    let deep = tree('leaf');
    for (let level = 0; level < 200; level += 1) deep = { ...tree(`n${level}`), children: [deep] as never[] };
    expect(parseHostMessage(runApp({ screens: [{ ...info('b'), root: deep }] }))).toBeUndefined();
  });
});

describe('host-move-refused', () => {
  it('names the screen and the drag whose shown drop the canvas takes back', () => {
    expect(parseHostMessage({ type: 'host-move-refused', screenId: 's1', dragId: 'd1' })).toEqual({ type: 'host-move-refused', screenId: 's1', dragId: 'd1' });
    expect(parseHostMessage({ type: 'host-move-refused', screenId: 's1' })).toBeUndefined();
    expect(parseHostMessage({ type: 'host-move-refused', screenId: '', dragId: 'd1' })).toBeUndefined();
  });
});
