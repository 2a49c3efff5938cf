import { describe, expect, it } from 'vitest';
import { controlStyleKeys, splitStyle, textStyleKeys } from './split-style.ts';

describe('splitStyle', () => {
  it('moves the text keys to the picked part', () => {
    expect(splitStyle({ padding: 8, color: '#fff', fontSize: 16, fontWeight: 'bold', textAlign: 'left', opacity: 0.5 }, textStyleKeys)).toEqual([
      { color: '#fff', fontSize: 16, fontWeight: 'bold', textAlign: 'left' },
      { padding: 8, opacity: 0.5 },
    ]);
  });

  it('gives an input control its fill, border and padding, and the field its size', () => {
    expect(splitStyle({ width: 200, marginTop: 4, backgroundColor: '#eee', borderWidth: 2, paddingVertical: 6 }, controlStyleKeys)).toEqual([
      { backgroundColor: '#eee', borderWidth: 2, paddingVertical: 6 },
      { width: 200, marginTop: 4 },
    ]);
  });
});
