import { describe, expect, it } from 'vitest';
import { projectHref, safeRedirectUrl, workspaceHref } from './workspace-paths.ts';

describe('workspace paths', () => {
  it('encodes the workspace as one segment', () => {
    expect(workspaceHref('acme')).toBe('/acme');
    expect(workspaceHref('acme', 'projects/archive')).toBe('/acme/projects/archive');
    expect(workspaceHref('a/b c', 'dashboard')).toBe('/a%2Fb%20c/dashboard');
    expect(projectHref('acme', 'p 1')).toBe('/acme/sd/p%201');
  });
});

describe('safeRedirectUrl', () => {
  const origin = 'https://studio.example.com';
  it('accepts http(s) addresses of another origin', () => {
    expect(safeRedirectUrl('https://acme.example.com/start', origin)).toBe('https://acme.example.com/start');
    expect(safeRedirectUrl('http://intranet.local:8080', origin)).toBe('http://intranet.local:8080/');
  });
  it('refuses nothing, other schemes, garbage and its own origin', () => {
    expect(safeRedirectUrl(null, origin)).toBeNull();
    expect(safeRedirectUrl('', origin)).toBeNull();
    expect(safeRedirectUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeRedirectUrl('data:text/html,hi', origin)).toBeNull();
    expect(safeRedirectUrl('/relative/path', origin)).toBeNull();
    expect(safeRedirectUrl('https://studio.example.com/acme/projects', origin)).toBeNull();
  });
});
