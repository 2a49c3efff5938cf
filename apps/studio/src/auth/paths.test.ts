import { describe, expect, it } from 'vitest';
import { homePathFor, returnPathFrom } from './paths.ts';

describe('homePathFor', () => {
  it('goes to the last used workspace', () => {
    expect(homePathFor({ lastUsedDomainName: 'acme' })).toBe('/acme/projects');
    expect(homePathFor({ lastUsedDomainName: 'my team' })).toBe('/my%20team/projects');
  });

  it('goes to the workspace page without one', () => {
    expect(homePathFor({ lastUsedDomainName: null })).toBe('/definitions/domain');
  });
});

describe('returnPathFrom', () => {
  it('rebuilds the location the guard saved', () => {
    expect(returnPathFrom({ from: { pathname: '/acme/projects', search: '?tab=recent', hash: '#top' } })).toBe('/acme/projects?tab=recent#top');
  });

  it('ignores missing, foreign or looping targets', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom({})).toBeNull();
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: 'https://evil.example' } })).toBeNull();
    expect(returnPathFrom({ from: { pathname: '/login' } })).toBeNull();
  });
});
