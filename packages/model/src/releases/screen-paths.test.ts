import { describe, expect, it } from 'vitest';
import { assignScreenPaths, screenPathWords } from './screen-paths.ts';

describe('screen deep-link paths', () => {
  it('turns names into lower-case words joined by hyphens', () => {
    expect(screenPathWords('Task list')).toBe('task-list');
    expect(screenPathWords('  Über  Café #2 ')).toBe('uber-cafe-2');
    expect(screenPathWords('!!!')).toBe('screen');
    expect(screenPathWords('x'.repeat(100)).length).toBe(80);
  });

  it('keeps paths unique in screen order', () => {
    const paths = assignScreenPaths([{ name: 'Home' }, { name: 'home' }, { name: 'HOME!' }, { name: 'home 2' }]).map((screen) => screen.path);
    expect(paths).toEqual(['home', 'home-2', 'home-3', 'home-2-2']);
  });
});
