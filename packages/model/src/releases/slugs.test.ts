import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugify, uniqueSlug } from './slugs.ts';

describe('slugify', () => {
  it('writes lower-case words joined by hyphens', () => {
    expect(slugify('Task List!')).toBe('task-list');
    expect(slugify('  My   App 2 ')).toBe('my-app-2');
    expect(slugify('Ürünler ve Çeşitler')).toBe('urunler-ve-cesitler');
    expect(slugify('Işık')).toBe('isik');
  });

  it('falls back when nothing readable is left', () => {
    expect(slugify('***')).toBe('app');
    expect(slugify('', 'screen')).toBe('screen');
  });

  it('cuts long names at a word end and always matches the pattern', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('a'.repeat(100))).toHaveLength(SLUG_MAX_LENGTH);
    for (const name of ['Hello, World', 'x--y', '-lead', 'trail-', 'Çalışma 1/2']) expect(slugify(name)).toMatch(SLUG_PATTERN);
  });
});

describe('uniqueSlug', () => {
  it('numbers a taken slug from 2', () => {
    expect(uniqueSlug('home', new Set())).toBe('home');
    expect(uniqueSlug('home', new Set(['home']))).toBe('home-2');
    expect(uniqueSlug('home', new Set(['home', 'home-2']))).toBe('home-3');
  });

  it('stays within the length', () => {
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    const next = uniqueSlug(long, new Set([long]));
    expect(next).toHaveLength(SLUG_MAX_LENGTH);
    expect(next.endsWith('-2')).toBe(true);
  });
});
