import { describe, expect, it } from 'vitest';
import { formatDateTimeLong, formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-03-10T12:00:00Z');

describe('formatRelativeTime', () => {
  it('names the largest whole unit', () => {
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-01-01T12:00:00Z', now, 'en')).toBe('2 months ago');
    expect(formatRelativeTime('2024-03-01T12:00:00Z', now, 'en')).toBe('2 years ago');
  });

  it('reads seconds and a clock slightly ahead as now', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-03-10T12:00:20Z', now, 'en')).toBe('now');
  });

  it('speaks Turkish and ignores what is not a date', () => {
    expect(formatRelativeTime('2026-03-10T11:57:00Z', now, 'tr')).toBe('3 dakika önce');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
    expect(formatDateTimeLong('not a date', 'en')).toBe('');
    expect(formatDateTimeLong('2026-03-10T11:57:00Z', 'en')).toMatch(/2026/);
  });
});
