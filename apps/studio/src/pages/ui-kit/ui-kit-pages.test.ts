import { describe, expect, it } from 'vitest';
import { uiKitPages, uiKitPath } from './ui-kit-pages.ts';

describe('UI kit pages (spec §2)', () => {
  it('are the fifteen sub-pages of the route list, in its order', () => {
    expect(uiKitPages.map((page) => page.slug)).toEqual([
      'typography',
      'buttons',
      'inputs',
      'badge',
      'checkbox',
      'radio-group',
      'switch',
      'dropdown-menu',
      'tooltip',
      'label',
      'collapse-panel',
      'empty-state',
      'info-box',
      'tabs',
      'popover',
    ]);
  });

  it('builds the addresses under the workspace', () => {
    expect(uiKitPath('acme')).toBe('/acme/ui-kit');
    expect(uiKitPath('acme co', 'radio-group')).toBe('/acme%20co/ui-kit/radio-group');
  });
});
