import { parseHostMessage, type HostMessage } from '@tessera/model/definition';

/** The fields of a `MessageEvent` the canvas checks. */
export interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/** Who may talk to the canvas: the studio window that embeds it, on the studio's own origin. */
export interface TrustedSender {
  source: unknown;
  origin: string;
}

/**
 * The shell message carried by a `message` event, or `undefined` when the canvas must ignore the
 * event: it came from another window or origin (another frame, an extension, a page that embeds
 * the canvas) or does not parse as a shell → canvas message.
 *
 * @example
 * const message = readHostMessage(event, { source: window.parent, origin: location.origin });
 */
export function readHostMessage(event: ReceivedMessage, trusted: TrustedSender): HostMessage | undefined {
  if (event.source === null || event.source !== trusted.source) return undefined;
  if (event.origin !== trusted.origin) return undefined;
  return parseHostMessage(event.data);
}
