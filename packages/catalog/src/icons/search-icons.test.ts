import { describe, expect, it } from 'vitest';
import { findIcon, iconCatalogue, searchIcons } from './index.ts';

const names = (query: string, options?: Parameters<typeof searchIcons>[1]) => searchIcons(query, options).map((icon) => icon.name);

describe('searchIcons', () => {
  it('puts names starting with the query first, then names containing it, then tag matches', () => {
    const found = names('home');
    const starts = found.findIndex((n) => !n.startsWith('home'));
    expect(found.slice(0, starts).every((n) => n.startsWith('home'))).toBe(true);
    expect(found.slice(0, starts)).toContain('home');
    expect(found.slice(starts).some((n) => n.includes('_home'))).toBe(true);
    const contains = found.filter((n) => !n.startsWith('home') && n.includes('home'));
    expect(found.slice(starts, starts + contains.length)).toEqual(contains);
    // After the name matches come icons of the 'home' category whose names lack the word.
    const byTag = found.slice(starts + contains.length);
    expect(byTag.length).toBeGreaterThan(0);
    for (const n of byTag) expect(findIcon(n)!.categories).toContain('home');
  });

  it('sorts each group by name', () => {
    const found = names('arrow');
    const first = found.filter((n) => n.startsWith('arrow'));
    expect(found.slice(0, first.length)).toEqual([...first].sort());
  });

  it('matches words in any separator and every word as a tag prefix', () => {
    expect(names('arrow back')[0]).toBe('arrow_back');
    expect(names('Arrow-Back')[0]).toBe('arrow_back');
    const found = names('delete forever');
    expect(found).toContain('delete_forever');
    expect(names('zzzz')).toEqual([]);
  });

  it('leaves out the icons the family does not draw', () => {
    expect(names('forklift')).toEqual(['forklift']);
    expect(names('forklift', { family: 'Material Icons' })).toEqual(['forklift']);
    expect(names('forklift', { family: 'Material Icons Outlined' })).toEqual([]);
    for (const icon of searchIcons('', { family: 'Material Icons Two Tone' })) {
      expect(icon.unsupported_families).not.toContain('Material Icons Two Tone');
    }
  });

  it('filters by category and limits the count', () => {
    const social = searchIcons('', { category: 'social' });
    expect(social.length).toBeGreaterThan(0);
    expect(social.every((icon) => icon.categories.includes('social'))).toBe(true);
    expect(names('star', { category: 'toggle' })).toContain('star');
    expect(names('star', { category: 'av' })).not.toContain('star');
    expect(names('a', { limit: 5 })).toHaveLength(5);
    expect(names('', { limit: 0 })).toEqual([]);
  });

  it('lists every icon for an empty query', () => {
    expect(searchIcons('   ')).toHaveLength(iconCatalogue.length);
  });
});
