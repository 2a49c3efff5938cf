import {
  canvasReadyMessageSchema,
  createMessageDeduper,
  parseCanvasMessage,
  type CanvasMessage,
  type HostMessage,
} from '@tessera/model/definition';

/** The fields of a `MessageEvent` the bridge reads. */
export interface ReceivedMessage {
  source: unknown;
  origin: string;
  data: unknown;
}

/** What the bridge needs to know and to call; see `createCanvasReceiver`. */
export interface CanvasReceiverOptions {
  /** The canvas iframe's window now (`null` before it loads): only its messages are read. */
  canvasWindow: () => unknown;
  /** The studio's origin: the canvas is same-origin, so anything else is a stranger. */
  origin: string;
  /** The clock of the 200 ms duplicate rule. */
  now: () => number;
  /** The canvas loaded and waits for `host-load`. */
  onReady: () => void;
  /** A valid, new canvas message (spec §4). */
  onMessage: (message: CanvasMessage) => void;
  /** A message from the canvas that failed validation (dropped). */
  onInvalid?: (reason: string) => void;
}

/**
 * The shell's receiving end of the canvas protocol: ignores every message that is not from the
 * canvas iframe's window and the studio's origin, answers `canvas-ready`, validates the rest with
 * `parseCanvasMessage` and drops an identical message repeated within 200 ms
 * (`createMessageDeduper`, spec §4/§9) before handing it on.
 */
export function createCanvasReceiver(options: CanvasReceiverOptions): (event: ReceivedMessage) => void {
  const deduper = createMessageDeduper({ now: options.now });
  return (event) => {
    const canvas = options.canvasWindow();
    if (canvas === null || canvas === undefined || event.source !== canvas || event.origin !== options.origin) return;
    if (canvasReadyMessageSchema.safeParse(event.data).success) return options.onReady();
    const parsed = parseCanvasMessage(event.data);
    if (!parsed.ok) return options.onInvalid?.(parsed.error.message);
    if (deduper.accept(parsed.message)) options.onMessage(parsed.message);
  };
}

/** Posts shell messages into the canvas iframe, to the studio's own origin only. */
export function createCanvasSender(canvasWindow: () => Pick<Window, 'postMessage'> | null, origin: string): (message: HostMessage) => void {
  return (message) => canvasWindow()?.postMessage(message, origin);
}
