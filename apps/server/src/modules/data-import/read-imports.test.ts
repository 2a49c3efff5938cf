import { describe, expect, it } from 'vitest';
import { importErrorsCsv } from './read-imports.ts';

describe('importErrorsCsv', () => {
  it('writes one row per error, quoting as CSV and neutralising cells a spreadsheet would run', () => {
    expect(
      importErrorsCsv([
        { line: 3, message: 'line 3: column a: "x, y" is not a number' },
        { line: 4, message: '=HYPERLINK("http://evil")' },
        { line: 5, message: '+1' },
      ]),
    ).toBe('line,message\r\n3,"line 3: column a: ""x, y"" is not a number"\r\n4,"\'=HYPERLINK(""http://evil"")"\r\n5,\'+1\r\n');
    expect(importErrorsCsv([])).toBe('line,message\r\n');
  });
});
