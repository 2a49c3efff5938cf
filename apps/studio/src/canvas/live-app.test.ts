import { describe, expect, it } from 'vitest';
import { createElementNode, defaultAppSettings } from '@tessera/model/definition';
import { liveAppOf } from './live-app.ts';

describe('liveAppOf', () => {
  it('runs the shown tree under its description beside the other screens, with the run settings, against draft', () => {
    const root = createElementNode('container', 'home-root');
    const other = createElementNode('container', 'details-root');
    const settings = { ...defaultAppSettings(), startScreenId: 'details', variables: [{ name: 'cart', type: 'number' as const, initial: 2 }] };
    const app = liveAppOf('p/1', root, {
      openScreen: { id: 'home', name: 'Home', kind: 'screen', isMobile: true, isDesktop: false },
      screens: [{ id: 'details', name: 'Details', kind: 'screen', isMobile: false, isDesktop: true, root: other }],
      settings,
      previewToken: 'pt1',
    });
    expect(app.screens.map((screen) => [screen.id, screen.root])).toEqual([
      ['home', root],
      ['details', other],
    ]);
    expect(app.screens[0]).toMatchObject({ name: 'Home', isMobile: true, isDesktop: false });
    expect(app.settings).toBe(settings);
    expect(app).toMatchObject({ projectId: 'p/1', environment: 'draft', dataApiBase: '/api/data/p%2F1/draft', authBase: '/api/apps/p%2F1/draft/auth' });
  });
});
