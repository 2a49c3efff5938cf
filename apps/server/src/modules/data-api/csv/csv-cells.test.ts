import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-cells.ts';

describe('CSV cells', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '+1', '-1+2', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual(["'=SUM(A1)", "'+1", "'-1+2", "'@cmd", "'\tx", `"'\rx"`]);
  });

  it('keeps numbers, quotes what needs it and writes JSON for objects', () => {
    expect(csvLine([-5, 1.5, true, null, 'a,b', 'say "hi"', { a: [1] }, 'line\nbreak'])).toBe('-5,1.5,true,,"a,b","say ""hi""","{""a"":[1]}","line\nbreak"\r\n');
  });
});
