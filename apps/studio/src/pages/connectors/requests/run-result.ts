import type { BadgeTone } from '../../../ui/index.ts';

/** A response status's colour: 2xx green, 3xx neutral, 4xx and 5xx red. */
export function statusTone(status: number): BadgeTone {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 400) return 'danger';
  return 'neutral';
}

/** A status with its text (`200 OK`); a server that sent no reason phrase shows the number only. */
export function statusLabel(status: number, statusText: string): string {
  return statusText.trim() === '' ? String(status) : `${status} ${statusText.trim()}`;
}

/** A byte count for people: `512 B`, `1.5 KB`, `2 MB` (1024-based, one decimal below 10). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}

/** A duration for people: `85 ms`, `1.2 s`. */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${Math.round(ms / 100) / 10} s`;
}

/** A JSON body pretty-printed (two spaces), a text body as it is. */
export function bodyText(body: { kind: 'json'; value: unknown } | { kind: 'text'; value: string }): string {
  return body.kind === 'json' ? JSON.stringify(body.value, null, 2) : body.value;
}
