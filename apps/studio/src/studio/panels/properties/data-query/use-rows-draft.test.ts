import { describe, expect, it } from 'vitest';
import { storedChangeKind } from './use-rows-draft.ts';

describe('a rows draft and the stored prop', () => {
  it('keeps the draft on the echo of what it sent, and takes any other stored value', () => {
    const sent = JSON.stringify([{ column: 'title', direction: 'desc' }]);
    expect(storedChangeKind([{ column: 'title', direction: 'desc' }], sent)).toBe('echo');
    // An undo to another value, or a change when nothing was sent, replaces the draft.
    expect(storedChangeKind([{ column: 'done', direction: 'asc' }], sent)).toBe('outside');
    expect(storedChangeKind([{ column: 'title', direction: 'desc' }], null)).toBe('outside');
    // An emptied prop (the default applies) is read as null on both sides.
    expect(storedChangeKind(undefined, JSON.stringify(null))).toBe('echo');
  });
});
