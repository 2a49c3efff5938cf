import { describe, expect, it } from 'vitest';
import { assignScreenPaths } from './screen-paths.ts';
import { SLUG_MAX_LENGTH } from './slugs.ts';

const pathsOf = (...names: string[]) => assignScreenPaths(names.map((name) => ({ name }))).map((screen) => screen.path);

describe('screen deep-link paths', () => {
  it('turns names into lower-case words joined by hyphens', () => {
    expect(pathsOf('Task list', '  Über  Café #2 ', '!!!')).toEqual(['task-list', 'uber-cafe-2', 'screen']);
    expect(pathsOf('x'.repeat(100))[0]).toHaveLength(SLUG_MAX_LENGTH);
  });

  it('keeps paths unique in screen order, and keeps each screen', () => {
    expect(pathsOf('Home', 'home', 'HOME!', 'home 2')).toEqual(['home', 'home-2', 'home-3', 'home-2-2']);
    expect(assignScreenPaths([{ name: 'Home', id: 's1' }])).toEqual([{ name: 'Home', id: 's1', path: 'home' }]);
  });
});
