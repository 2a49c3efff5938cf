/** Characters a spreadsheet reads as the start of a formula (with tab and carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): null is empty, objects and arrays are JSON, text that a spreadsheet
 * would run as a formula (`=SUM(A1)`, `+1`, `-1+2`, `@x`, a leading tab or CR) gets a leading `'`
 * so it stays text. Numbers and booleans come from typed columns and are left as they are (a
 * negative number stays a number).
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'string') text = FORMULA_START.test(value) ? `'${value}` : value;
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with its CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
