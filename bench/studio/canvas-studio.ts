import type { ElementNode } from '@tessera/model/definition';
import type { Browser, BrowserContext, CDPSession, Frame, Page } from 'playwright-core';
import { PASSWORD } from '../../e2e/harness/accounts.ts';
import { LoginPage } from '../../e2e/pages/LoginPage.ts';
import { ProjectsPage } from '../../e2e/pages/ProjectsPage.ts';
import { EXPECTED_NODES_KEY, installCanvasProbes, type CanvasProbe, type FirstRender, type PaintCondition } from './canvas-probes.ts';
import type { StudioSession } from './studio-session.ts';

declare global {
  interface Window {
    __canvasBench: CanvasProbe;
  }
}

/** Whether a frame shows the design canvas (`/canvas.html`). */
const isCanvasFrame = (frame: Frame) => /^https?:\/\/[^/]+\/canvas\.html([?#]|$)/.test(frame.url());

/** A point in the studio page's CSS pixels (what `page.mouse` takes). */
export interface PagePoint {
  x: number;
  y: number;
}

/** A node's box in the canvas document's CSS pixels. */
export interface CanvasBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One load of the studio page: when it started and when the canvas showed every node. */
export interface LoadTiming {
  /** host-load received by the canvas → next paint with every node. */
  canvasMs: number;
  /** Navigation start of the studio page → the same paint. */
  endToEndMs: number;
  /** The three moments, as `performance.timeOrigin + performance.now()`. */
  navigationStart: number;
  hostLoadAt: number;
  paintedAt: number;
}

/**
 * The design studio in a browser context of its own, signed in as the session's builder, with
 * the canvas probes installed in both documents. Every input goes through `page.mouse` or
 * Playwright's keyboard/fill, i.e. real browser input events.
 */
export class CanvasStudio {
  /** Each node's top-level element (a child of the root), once `learnTree` has run. */
  private readonly topLevel = new Map<string, string>();

  private constructor(
    readonly context: BrowserContext,
    readonly page: Page,
    private readonly session: StudioSession,
  ) {}

  /** Opens a context (1440×900, the desktop preset fits at its default zoom) and signs in. */
  static async open(browser: Browser, session: StudioSession): Promise<CanvasStudio> {
    const context = await browser.newContext({ baseURL: session.server.url, viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(60_000);
    await context.addInitScript(installCanvasProbes, EXPECTED_NODES_KEY);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(session.email, PASSWORD);
    await page.waitForURL((url) => url.pathname === ProjectsPage.path(session.workspace));
    return new CanvasStudio(context, page, session);
  }

  /** The studio page of the session's project. */
  get studioPath(): string {
    return `/${encodeURIComponent(this.session.workspace)}/sd/${this.session.projectId}`;
  }

  /** The canvas iframe's frame (a new one after every reload). */
  canvas(): Frame {
    const frame = this.page.frames().find(isCanvasFrame);
    if (!frame) throw new Error('the studio shows no canvas frame');
    return frame;
  }

  /** Navigates to the studio page (the project's last visited screen in this tab, else its start screen). */
  async visit(): Promise<void> {
    await this.page.goto(this.studioPath);
    await this.waitForCanvasFrame();
  }

  /**
   * Reloads the studio page, which shows screen `screenId` again (the tab remembers it), and
   * waits for the canvas's first render of its `nodeCount` elements; returns both timings. Nothing
   * polls the page meanwhile: one evaluate in the canvas awaits the probe's promise.
   */
  async reload(screenId: string, nodeCount: number): Promise<LoadTiming> {
    await this.page.evaluate(([key, count]) => sessionStorage.setItem(key!, count!), [EXPECTED_NODES_KEY, String(nodeCount)]);
    const before = this.page.frames().find(isCanvasFrame);
    await this.page.reload({ waitUntil: 'commit' });
    const render = await this.firstRenderAfter(before);
    if (render.screenId !== screenId) throw new Error(`the canvas first loaded screen ${render.screenId}, not ${screenId}`);
    // A large screen in edit mode renders only its top-level elements near the view (the others as placeholders).
    if (render.placeholders === 0 && render.count !== nodeCount) throw new Error(`the canvas shows ${render.count} node elements, expected ${nodeCount}`);
    return {
      canvasMs: render.paintedAt - render.hostLoadAt,
      endToEndMs: render.paintedAt - render.navigationStart,
      navigationStart: render.navigationStart,
      hostLoadAt: render.hostLoadAt,
      paintedAt: render.paintedAt,
    };
  }

  /** The first render in the canvas frame that replaces `previous` (found without touching the page). */
  private async firstRenderAfter(previous: Frame | undefined): Promise<FirstRender> {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const frame = this.page.frames().find((candidate) => candidate !== previous && isCanvasFrame(candidate) && !candidate.isDetached());
      if (frame) {
        try {
          return await frame.evaluate(() => window.__canvasBench.firstRender);
        } catch (error) {
          if (!/context was destroyed|detached|__canvasBench/i.test(String(error))) throw error;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the canvas did not render the screen within 120 s');
  }

  /** Opens a screen from the screens panel (a real click) and waits until the canvas shows it. */
  async openScreen(screenId: string, nodeCount: number): Promise<void> {
    await this.page.getByTestId(`screen-${screenId}`).getByRole('button').first().click();
    await this.canvas().waitForFunction(
      (count) => document.querySelectorAll('[data-node-id]').length === count || document.querySelector('[data-node-placeholder]') !== null,
      nodeCount,
      { timeout: 120_000, polling: 200 },
    );
  }

  private async waitForCanvasFrame(): Promise<Frame> {
    for (let attempt = 0; attempt < 600; attempt++) {
      const frame = this.page.frames().find(isCanvasFrame);
      if (frame) {
        try {
          await frame.waitForFunction(() => '__canvasBench' in window, undefined, { timeout: 10_000 });
          return frame;
        } catch {
          // The frame was replaced while loading: look again.
        }
      }
      await this.page.waitForTimeout(50);
    }
    throw new Error('the canvas frame did not load');
  }

  /** Scrolls the canvas so the node is in the middle of its scroll box, and lets it settle. */
  async scrollIntoView(nodeId: string): Promise<void> {
    await this.canvas().evaluate(
      async ([id, topLevelId]) => {
        const find = (key: string) => document.querySelector(`[data-node-id="${CSS.escape(key)}"]`);
        // A large screen renders only the cards near the view: scrolled to its card, the node renders.
        if (!find(id!) && topLevelId) {
          find(topLevelId)!.scrollIntoView({ block: 'center', inline: 'nearest' });
          await window.__canvasBench.frames(3);
        }
        find(id!)!.scrollIntoView({ block: 'center', inline: 'nearest' });
        await window.__canvasBench.frames(3);
      },
      [nodeId, this.topLevel.get(nodeId) ?? ''],
    );
  }

  /** Learns which of the root's children holds each node, to scroll a node not rendered into view. */
  learnTree(root: ElementNode): void {
    const visit = (node: ElementNode, topLevelId: string) => {
      this.topLevel.set(node.id, topLevelId);
      node.children.forEach((child) => visit(child, topLevelId));
    };
    root.children.forEach((child) => visit(child, child.id));
  }

  /** A node's box in the canvas document. */
  async box(nodeId: string): Promise<CanvasBox> {
    return this.canvas().evaluate((id) => {
      const rect = document.querySelector(`[data-node-id="${CSS.escape(id)}"]`)!.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }, nodeId);
  }

  /** The node id the canvas hit-tests at a canvas point (what a click there would select). */
  async nodeAt(x: number, y: number): Promise<string | null> {
    return this.canvas().evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('[data-node-id]')?.getAttribute('data-node-id') ?? null, [x, y]);
  }

  /** Canvas coordinates → studio page coordinates: the iframe's offset and the zoom (a CSS scale). */
  async toPage(x: number, y: number): Promise<PagePoint> {
    const frame = await this.page.evaluate(() => {
      const iframe = document.querySelector<HTMLIFrameElement>('[data-testid="studio-canvas-frame"]')!;
      const rect = iframe.getBoundingClientRect();
      return { left: rect.left + iframe.clientLeft, top: rect.top + iframe.clientTop, scale: rect.width / iframe.offsetWidth };
    });
    return { x: frame.left + x * frame.scale, y: frame.top + y * frame.scale };
  }

  /**
   * Arms the canvas's paint watch and starts awaiting it, before the input that should cause the
   * paint (so no evaluate reaches the page while the gesture is being handled); resolves with the
   * time of the next paint that showed the condition.
   */
  async watch(condition: PaintCondition): Promise<{ painted: Promise<number> }> {
    const frame = this.canvas();
    await frame.evaluate((c) => window.__canvasBench.arm(c), condition);
    const painted = frame.evaluate(() => window.__canvasBench.watch!);
    painted.catch(() => undefined);
    await this.frames(1);
    // Wrapped: an async function returning the promise itself would wait for it.
    return { painted };
  }

  /** The recorded times of a probe event in the canvas (`pointerdown`, `pointerup`) or the page (`input`). */
  async events(kind: 'pointerdown' | 'pointerup' | 'input'): Promise<number[]> {
    const target = kind === 'input' ? this.page.mainFrame() : this.canvas();
    return target.evaluate((k) => window.__canvasBench[k], kind);
  }

  /** Forgets the recorded events of a kind, so the next one is the first. */
  async clearEvents(kind: 'pointerdown' | 'pointerup' | 'input'): Promise<void> {
    const target = kind === 'input' ? this.page.mainFrame() : this.canvas();
    await target.evaluate((k) => void (window.__canvasBench[k].length = 0), kind);
  }

  /** Waits for `count` frames in the canvas (hover outlines, throttled moves). */
  async frames(count: number): Promise<void> {
    await this.canvas().evaluate((n) => window.__canvasBench.frames(n), count);
  }

  /**
   * Puts a user-timing mark in the canvas document and returns its time as
   * `performance.timeOrigin + performance.now()`: the anchor that maps these times onto a trace.
   */
  async anchor(name: string): Promise<number> {
    return this.canvas().evaluate((mark) => performance.timeOrigin + performance.mark(mark).startTime, name);
  }

  /** The JS heap of the studio's renderer (both documents share it): as reported, then after a GC. */
  async heap(): Promise<{ usedMB: number; afterGcMB: number }> {
    const used = await this.page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
    const cdp: CDPSession = await this.context.newCDPSession(this.page);
    await cdp.send('HeapProfiler.collectGarbage');
    const afterGc = await this.page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
    await cdp.detach();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    return { usedMB: mb(used), afterGcMB: mb(afterGc) };
  }

  async close(): Promise<void> {
    await this.context.close();
  }
}
