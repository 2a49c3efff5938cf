import { describe, expect, it } from 'vitest';
import { bodyText, formatDuration, formatSize, statusLabel, statusTone } from './run-result.ts';

describe('run result', () => {
  it('colours 2xx green, 4xx and 5xx red, the rest neutral', () => {
    expect([200, 204, 299].map(statusTone)).toEqual(['success', 'success', 'success']);
    expect([400, 404, 500, 503].map(statusTone)).toEqual(['danger', 'danger', 'danger', 'danger']);
    expect([101, 304].map(statusTone)).toEqual(['neutral', 'neutral']);
  });

  it('labels a status with its text, or the number alone', () => {
    expect(statusLabel(200, 'OK')).toBe('200 OK');
    expect(statusLabel(418, '')).toBe('418');
  });

  it('formats sizes and durations for people', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(65_536)).toBe('64 KB');
    expect(formatSize(10_485_760)).toBe('10 MB');
    expect(formatDuration(85.4)).toBe('85 ms');
    expect(formatDuration(1234)).toBe('1.2 s');
  });

  it('pretty-prints a JSON body and shows a text body as it is', () => {
    expect(bodyText({ kind: 'json', value: { a: [1] } })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(bodyText({ kind: 'text', value: '<p>hi</p>' })).toBe('<p>hi</p>');
  });
});
