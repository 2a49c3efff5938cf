import { formatPath, type DefinitionError } from '../result.ts';
import { canvasMessageSchema, type CanvasMessage } from './canvas-messages.ts';

/**
 * Validates a message received over postMessage. Never throws: a bad message comes back as an
 * error naming the first problem's path, for the receiver to drop with a warning.
 *
 * @example
 * window.addEventListener('message', (event) => {
 *   const parsed = parseCanvasMessage(event.data);
 *   if (!parsed.ok) return console.warn('canvas message dropped', parsed.error);
 *   dispatch(parsed.message);
 * });
 */
export function parseCanvasMessage(
  data: unknown,
): { ok: true; message: CanvasMessage } | { ok: false; error: DefinitionError } {
  try {
    const parsed = canvasMessageSchema.safeParse(data);
    if (parsed.success) return { ok: true, message: parsed.data };
    const issue = parsed.error.issues[0];
    const path = formatPath(issue?.path ?? []);
    return { ok: false, error: { code: 'invalid-canvas-message', message: `${path || 'message'}: ${issue?.message ?? 'invalid'}`, path } };
  } catch {
    // safeParse does not throw on bad data, but a hostile object (a throwing getter, a Proxy) can.
    return { ok: false, error: { code: 'invalid-canvas-message', message: 'The message could not be read.', path: '' } };
  }
}
