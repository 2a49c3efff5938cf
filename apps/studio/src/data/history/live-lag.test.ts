import { describe, expect, it } from 'vitest';
import { liveLag } from './live-lag.ts';

describe('live lag', () => {
  it('is up to date when nothing waits', () => {
    expect(liveLag(0)).toEqual({ kind: 'upToDate' });
  });

  it('speaks of one change in the singular', () => {
    expect(liveLag(1)).toEqual({ kind: 'behindOne' });
  });

  it('counts several changes', () => {
    expect(liveLag(2)).toEqual({ kind: 'behindMany', count: 2 });
    expect(liveLag(37)).toEqual({ kind: 'behindMany', count: 37 });
  });
});
