/**
 * What the studio documents record for the canvas benchmark. Installed with
 * `context.addInitScript`, so it runs in the studio page and in the canvas iframe before the
 * app's own scripts: its capture-phase listeners see each event before the app's. It only reads
 * events and the DOM; the product has no hooks for it. Times are `performance.timeOrigin +
 * performance.now()`, comparable between the two documents.
 */
export interface CanvasProbe {
  /** Canvas: every `host-load` message received, in order. */
  hostLoads: { at: number; screenId: string }[];
  /**
   * Canvas: resolves at the next paint after all expected `[data-node-id]` elements first
   * existed, with the studio page's navigation start (its `performance.timeOrigin`).
   */
  firstRender: Promise<FirstRender>;
  /** Canvas: capture-phase `pointerdown` / `pointerup`; studio page: capture-phase `input`. */
  pointerdown: number[];
  pointerup: number[];
  input: number[];
  /**
   * Starts watching for `condition` (checked after every DOM mutation); `watch` resolves with the
   * time of a task posted from the next animation frame once it holds (that frame's paint has
   * happened by then).
   */
  arm(condition: PaintCondition, timeoutMs?: number): void;
  /** The result of the last `arm`. */
  watch: Promise<number> | null;
  /** Resolves after `count` animation frames and a task (layout and paint have settled). */
  frames(count: number): Promise<void>;
}

/** The canvas's first render of a screen, as `performance.timeOrigin + performance.now()` times. */
export interface FirstRender {
  /** The studio page's navigation start. */
  navigationStart: number;
  /** The first `host-load` the canvas received, and its screen. */
  hostLoadAt: number;
  screenId: string;
  /**
   * The task after the first frame with every expected node element (on a large screen, whose
   * canvas renders only the top-level elements near the view: every top-level element, and the
   * view filled with rendered ones), and how many there were, placeholders included.
   */
  paintedAt: number;
  count: number;
  placeholders: number;
}

/** What the canvas must show before the next paint is taken. */
export type PaintCondition =
  | { kind: 'selection'; nodeId: string }
  | { kind: 'text'; nodeId: string; text: string }
  | { kind: 'before'; nodeId: string; nextId: string };

/** sessionStorage key: how many `[data-node-id]` elements the first render must reach. */
export const EXPECTED_NODES_KEY = 'canvasBench.expectedNodes';

/** The init script itself; serialised by Playwright, so it must not refer to anything outside. */
export function installCanvasProbes(expectedKey: string): void {
  const now = () => performance.timeOrigin + performance.now();
  /** Resolves in a task posted now: from a rAF callback, it runs after that frame's paint. */
  const afterFrame = () =>
    new Promise<number>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(now());
      channel.port2.postMessage(0);
    });
  /**
   * Calls `done` with the time of the next paint once `condition` holds, checking after every DOM
   * mutation (a MutationObserver), then taking one animation frame and a task posted from it.
   * No rAF loop runs meanwhile: while one does, Chromium holds posted messages (the canvas ↔
   * shell channel) until the next frame, which would slow the very gestures measured.
   */
  const whenDom = (condition: () => boolean, done: (at: number) => void): (() => void) => {
    const observer = new MutationObserver(() => {
      if (!condition()) return;
      observer.disconnect();
      requestAnimationFrame(() => void afterFrame().then(done));
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  };
  const elements = new Map<string, Element>();
  const nodeElement = (id: string): Element | null => {
    const cached = elements.get(id);
    if (cached?.isConnected && cached.getAttribute('data-node-id') === id) return cached;
    const found = document.querySelector(`[data-node-id="${CSS.escape(id)}"]`);
    if (found) elements.set(id, found);
    return found;
  };
  let overlay: Element | null = null;
  const holds = (condition: PaintCondition): boolean => {
    switch (condition.kind) {
      case 'selection': {
        if (!overlay?.isConnected) overlay = document.querySelector('[data-canvas-overlay]');
        return overlay?.querySelector(`[data-testid="canvas-selection"][data-target-id="${CSS.escape(condition.nodeId)}"]`) != null;
      }
      case 'text':
        return nodeElement(condition.nodeId)?.textContent === condition.text;
      case 'before': {
        const next = nodeElement(condition.nodeId)?.nextElementSibling;
        return next != null && next === nodeElement(condition.nextId);
      }
    }
  };

  let firstRendered: (value: FirstRender) => void = () => undefined;
  const probe: CanvasProbe = {
    hostLoads: [],
    firstRender: new Promise((resolve) => (firstRendered = resolve)),
    pointerdown: [],
    pointerup: [],
    input: [],
    watch: null,
    arm(condition, timeoutMs = 30_000) {
      probe.watch = new Promise((resolve, reject) => {
        if (holds(condition)) return reject(new Error(`${JSON.stringify(condition)} holds before the gesture`));
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no paint with ${JSON.stringify(condition)} within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = whenDom(
          () => holds(condition),
          (at) => {
            clearTimeout(timer);
            resolve(at);
          },
        );
      });
      // Awaited later; a rejection must not be reported as unhandled meanwhile.
      probe.watch.catch(() => undefined);
    },
    frames(count) {
      return new Promise((resolve) => {
        const step = (left: number) => (left === 0 ? void afterFrame().then(() => resolve()) : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    },
  };
  Object.defineProperty(window, '__canvasBench', { value: probe });

  if (window === window.top) {
    addEventListener('input', () => probe.input.push(now()), { capture: true });
    return;
  }
  addEventListener('pointerdown', () => probe.pointerdown.push(now()), { capture: true });
  addEventListener('pointerup', () => probe.pointerup.push(now()), { capture: true });
  addEventListener(
    'message',
    (event: MessageEvent) => {
      const data = event.data as { type?: unknown; screenId?: unknown } | null;
      if (data?.type !== 'host-load') return;
      probe.hostLoads.push({ at: now(), screenId: String(data.screenId) });
      if (probe.hostLoads.length > 1) return;
      // The first render: the next frame once every expected node element exists.
      const expected = Number(sessionStorage.getItem(expectedKey) ?? 'NaN');
      if (!Number.isFinite(expected)) return;
      let count = 0;
      let placeholders = 0;
      // The first placeholder in document order follows the rendered elements at the top of the view.
      const viewFilled = () => {
        const placeholder = document.querySelector('[data-node-placeholder]');
        if (!placeholder) return false;
        placeholders = document.querySelectorAll('[data-node-placeholder]').length;
        return placeholder.getBoundingClientRect().top >= innerHeight;
      };
      whenDom(
        () => (count = document.querySelectorAll('[data-node-id]').length) >= expected || viewFilled(),
        (paintedAt) => {
          const [first] = probe.hostLoads;
          firstRendered({ navigationStart: window.top!.performance.timeOrigin, hostLoadAt: first!.at, screenId: first!.screenId, paintedAt, count, placeholders });
        },
      );
    },
    { capture: true },
  );
}
