import { describe, expect, it } from 'vitest';
import { findIcon, iconCatalogue, iconCategories, iconFamilies, isIconInFamily } from './index.ts';

describe('icon catalogue (spec §3)', () => {
  it('lists more than 2,000 icons, sorted by name, each once', () => {
    expect(iconCatalogue.length).toBeGreaterThan(2000);
    const names = iconCatalogue.map((icon) => icon.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every icon a 4- or 5-digit hex codepoint of its own', () => {
    for (const icon of iconCatalogue) expect(icon.codepoint, icon.name).toMatch(/^[0-9a-f]{4,5}$/);
    expect(new Set(iconCatalogue.map((icon) => icon.codepoint)).size).toBe(iconCatalogue.length);
  });

  it('carries the fields of the model with known families and categories', () => {
    for (const icon of iconCatalogue) {
      expect(icon.name).toMatch(/^[a-z0-9_]+$/);
      expect(icon.popularity).toBe(0);
      expect(icon.sizes_px).toEqual([20, 24]);
      expect(icon.version === null || (Number.isInteger(icon.version) && icon.version > 0), icon.name).toBe(true);
      for (const family of icon.unsupported_families) expect(iconFamilies).toContain(family);
      expect(icon.unsupported_families.length, icon.name).toBeLessThan(iconFamilies.length);
      for (const category of icon.categories) expect(iconCategories).toContain(category);
      expect(icon.tags).toEqual([...new Set([...icon.name.split('_'), ...icon.categories])]);
    }
  });

  it('uses every category, including those the spec names', () => {
    const used = new Set(iconCatalogue.flatMap((icon) => icon.categories));
    expect([...used].sort()).toEqual([...iconCategories]);
    for (const id of ['av', 'communication', 'action', 'social', 'image', 'notification', 'editor', 'content', 'device', 'hardware', 'maps', 'places', 'navigation', 'file', 'toggle', 'alert', 'search']) {
      expect(iconCategories).toContain(id);
    }
  });

  it('holds the well-known icons with their codepoints and categories', () => {
    expect(findIcon('home')).toMatchObject({ codepoint: 'e88a', categories: ['action'], unsupported_families: [] });
    expect(findIcon('search')).toMatchObject({ codepoint: 'e8b6', categories: ['action'] });
    expect(findIcon('star')).toMatchObject({ codepoint: 'e838', categories: ['toggle'] });
    expect(findIcon('delete')).toMatchObject({ codepoint: 'e872', categories: ['action'] });
    expect(findIcon('play_arrow')!.categories).toContain('av');
    expect(findIcon('home')!.version).toBeGreaterThan(0);
    expect(findIcon('no_such_icon')).toBeUndefined();
  });

  it('lists the families whose font lacks an icon', () => {
    const forklift = findIcon('forklift')!;
    expect(forklift.unsupported_families).toEqual(iconFamilies.filter((f) => f !== 'Material Icons'));
    expect(isIconInFamily(forklift, 'Material Icons')).toBe(true);
    expect(isIconInFamily(forklift, 'Material Icons Sharp')).toBe(false);
    expect(findIcon('battery_20')!.unsupported_families).not.toContain('Material Icons Two Tone');
    expect(findIcon('battery_20')!.unsupported_families).toContain('Material Icons');
    expect(findIcon('copy')!.unsupported_families).toEqual(['Material Icons']);
  });
});
