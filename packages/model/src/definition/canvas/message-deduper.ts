/** Spec §4/§9: an identical canvas message within this many milliseconds is ignored. */
export const DUPLICATE_MESSAGE_WINDOW_MS = 200;

/** Decides whether a message should be handled; see `createMessageDeduper`. */
export interface MessageDeduper {
  /** `true` to handle the message, `false` when it repeats one accepted within the window. */
  accept(message: unknown): boolean;
}

/**
 * Spec §4: "repeated identical messages within 200 ms are ignored". A message deep-equal to the
 * one accepted just before it, less than `windowMs` later, is a repeat (a postMessage echo, a
 * held key) and is dropped; the window counts from the accepted message, so a steady repeat gets
 * through once per window. Only the last message counts: "select B, select A, select B" within
 * 200 ms (arrow keys pressed quickly) is three requests. Two presses of one key inside 200 ms
 * (Ctrl+Z twice) are one. `now` is injected so tests use a fake clock.
 *
 * @example
 * const deduper = createMessageDeduper({ now: () => performance.now() });
 * if (parsed.ok && deduper.accept(parsed.message)) dispatch(parsed.message);
 */
export function createMessageDeduper(options: { now: () => number; windowMs?: number }): MessageDeduper {
  const windowMs = options.windowMs ?? DUPLICATE_MESSAGE_WINDOW_MS;
  let last: { at: number; message: unknown } | null = null;
  return {
    accept(message) {
      const at = options.now();
      if (last !== null && at - last.at < windowMs && deepEqual(last.message, message)) return false;
      last = { at, message };
      return true;
    },
  };
}

/** Structural equality of JSON-like values (key order ignored). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && deepEqual((a as Record<string, unknown>)[key], bRecord[key]));
}
