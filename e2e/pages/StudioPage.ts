import type { FrameLocator, Locator, Page } from 'playwright-core';
import { PASSWORD } from '../harness/accounts.ts';
import type { ApiClient } from '../harness/api-client.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { BasePage } from './BasePage.ts';
import { LoginPage } from './LoginPage.ts';

/** One node of a stored screen tree (GET …/screens/:screenId), as far as the tests read it. */
export interface StoredNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  style: Record<string, string | number>;
  events: Record<string, { id: string; type: string; params: Record<string, unknown>; condition?: string; onError?: Record<string, unknown> }[]>;
  children: StoredNode[];
}

/** A screen as the server stores it. */
export interface StoredScreen {
  id: string;
  name: string;
  version: number;
  root: StoredNode;
}

/** Every node of a stored tree, depth first. */
export function storedNodes(root: StoredNode): StoredNode[] {
  return [root, ...root.children.flatMap(storedNodes)];
}

/** The 'Save' state the toolbar shows ("Saved", "Unsaved changes", …) by its `data-state`. */
export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed' | 'none';

/**
 * `/{domainName}/sd/{projectId}`: the design studio. The toolbar, the screens, layers, palette
 * and properties panels of the shell, and the canvas iframe whose rendered elements carry
 * `data-node-id` / `data-node-type` (the canvas README's overlay test ids are read there too).
 */
export class StudioPage extends BasePage {
  static path(workspace: string, projectId: string, mode?: string): string {
    return `/${encodeURIComponent(workspace)}/sd/${encodeURIComponent(projectId)}${mode ? `?mode=${mode}` : ''}`;
  }

  /** Signs in through the login page, then opens the studio of `projectId`. */
  static async signInAndOpen(page: Page, email: string, workspace: string, projectId: string): Promise<StudioPage> {
    const login = await new LoginPage(page).goto();
    await login.signIn(email, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');
    return new StudioPage(page).goto(workspace, projectId);
  }

  readonly toolbar = this.page.getByTestId('studio-toolbar');
  readonly saveButton = this.toolbar.getByRole('button', { name: 'Save', exact: true });
  readonly saveState = this.page.getByTestId('studio-save-state');
  readonly undoButton = this.toolbar.getByRole('button', { name: 'Undo', exact: true });
  readonly redoButton = this.toolbar.getByRole('button', { name: 'Redo', exact: true });
  readonly runButton = this.toolbar.getByRole('button', { name: 'Run', exact: true });
  readonly modeSelect = this.toolbar.getByRole('combobox', { name: 'Mode', exact: true });
  readonly deviceSelect = this.toolbar.getByRole('combobox', { name: 'Device', exact: true });
  readonly zoomInButton = this.toolbar.getByRole('button', { name: 'Zoom in', exact: true });
  readonly zoomOutButton = this.toolbar.getByRole('button', { name: 'Zoom out', exact: true });
  /** The zoom menu's button; its name ends with the percentage shown ("Zoom: 34%"). */
  readonly zoomMenuButton = this.toolbar.getByRole('button', { name: /^Zoom: / });

  readonly screensPanel = this.page.getByTestId('screens-panel');
  readonly newScreenButton = this.screensPanel.getByTestId('new-screen-menu');
  readonly screenNameInput = this.page.getByTestId('screen-name-input');
  readonly screenNameSubmit = this.page.getByTestId('screen-name-submit');
  /** The dialog that asks for a screen's name (creating or renaming). */
  readonly screenNameDialog = this.page.getByRole('dialog').filter({ has: this.screenNameInput });
  /** The toasts on screen (sonner's list items). */
  readonly toasts = this.page.locator('[data-sonner-toast]');
  readonly layersTree = this.page.getByTestId('layers-tree');
  readonly palette = this.page.getByTestId('palette');
  readonly propertiesPanel = this.page.getByTestId('properties-panel');
  readonly stage = this.page.getByTestId('studio-stage');

  /** The canvas iframe element (its CSS size is the device's viewport; the zoom scales it). */
  readonly frameElement = this.page.getByTestId('studio-canvas-frame');
  /** Inside the canvas iframe. */
  readonly canvas: FrameLocator = this.page.frameLocator('[data-testid=studio-canvas-frame]');
  readonly canvasSelection = this.canvas.getByTestId('canvas-selection');
  /** The element menu of the canvas (right-click, the context-menu key, Shift+F10). */
  readonly elementMenu = this.canvas.getByRole('menu');
  /** A message the Run preview's app host shows (the runtime's messages are status or alert regions). */
  readonly canvasToast = this.canvas.getByRole('status');

  readonly conflictDialog = this.page.getByRole('dialog', { name: 'Screen changed elsewhere' });
  readonly unsavedDialog = this.page.getByRole('dialog', { name: 'Unsaved changes' });
  readonly accessDialog = this.page.getByRole('dialog', { name: 'Not included in your plan' });

  async goto(workspace: string, projectId: string, mode?: string): Promise<this> {
    await this.page.goto(StudioPage.path(workspace, projectId, mode));
    await expectVisible(this.toolbar, 'the studio toolbar');
    return this;
  }

  /**
   * Waits until the finite animations and transitions on `locator`, its descendants and its
   * ancestors (a toast or a dialog sliding in) have finished, for a screenshot.
   */
  async settled(locator: Locator): Promise<void> {
    await locator.first().evaluate(async (element) => {
      const animations = element.getAnimations({ subtree: true });
      for (let node = element.parentElement; node; node = node.parentElement) animations.push(...node.getAnimations());
      const finite = animations.filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    });
  }

  // --- Screens -------------------------------------------------------------------------------

  /** The row (`li`) of the screen named exactly `name` in the screens panel. */
  screenRow(name: string): Locator {
    return this.screensPanel.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens a screen by clicking its name in the screens panel. */
  async clickScreen(name: string): Promise<void> {
    await this.screenRow(name).getByRole('button').first().click();
  }

  /** Waits until the screen named `name` is the open one (highlighted row and its canvas loaded). */
  async expectOpenScreen(name: string): Promise<void> {
    await expectVisible(this.screenRow(name).and(this.page.locator('[data-open]')), `"${name}" as the open screen in the screens panel`);
    await expectVisible(this.page.locator(`[data-testid="studio-canvas-frame"][title$=" ${name}"]`), `the canvas of "${name}"`);
    await expectVisible(this.canvas.locator('[data-node-id]'), `the rendered root of "${name}"`);
  }

  /** New → New Screen → `template`, named `name` (the first entry with that name is under "New Screen"). */
  async createScreen(name: string, template = 'Blank'): Promise<void> {
    await this.newScreenButton.first().click();
    const menu = this.page.getByRole('menu');
    await menu.getByRole('menuitem', { name: template, exact: true }).first().click();
    await this.screenNameInput.fill(name);
    await this.screenNameSubmit.click();
  }

  // --- Canvas ----------------------------------------------------------------------------------

  /** Rendered elements of a type inside the canvas (their outermost hosts). */
  canvasNodes(type: string): Locator {
    return this.canvas.locator(`[data-node-type="${type}"]`);
  }

  /** The rendered element of a node inside the canvas. */
  canvasNode(id: string): Locator {
    return this.canvas.locator(`[data-node-id="${id}"]`);
  }

  /** The ids of the rendered elements of a type, in document order. */
  async canvasNodeIds(type: string): Promise<string[]> {
    return this.canvasNodes(type).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-id') ?? ''));
  }

  /** The id of the screen's root element (the canvas's first node). */
  async rootId(): Promise<string> {
    const id = await this.canvas.locator('[data-node-id]').first().getAttribute('data-node-id');
    assert(id, 'the canvas renders no root element');
    return id;
  }

  /** Waits for exactly `count` rendered elements of `type` and returns their ids. */
  async expectCanvasCount(type: string, count: number, what: string, timeout = 10_000): Promise<string[]> {
    const deadline = Date.now() + timeout;
    let ids: string[] = [];
    while (Date.now() < deadline) {
      ids = await this.canvasNodeIds(type).catch(() => []);
      if (ids.length === count) return ids;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${what}: expected ${count} ${type} element(s) in the canvas, saw ${ids.length}`);
  }

  /** A computed style property of a rendered element (e.g. `background-color`). */
  async computedStyle(id: string, property: string): Promise<string> {
    return this.canvasNode(id).evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  }

  /** Waits until `read()` gives `expected`; fails naming what was seen last. */
  async expectValue(read: () => Promise<string>, expected: string, what: string, timeout = 10_000): Promise<void> {
    const deadline = Date.now() + timeout;
    let seen = '';
    while (Date.now() < deadline) {
      seen = await read().catch((error: unknown) => `(could not read: ${String(error)})`);
      if (seen === expected) return;
      await this.page.waitForTimeout(100);
    }
    throw new Error(`${what}: expected "${expected}", saw "${seen}"`);
  }

  /** Waits until the selection outline of the canvas is on exactly the node `id`. */
  async expectSelected(id: string, what: string): Promise<void> {
    await this.expectValue(
      async () => (await this.canvasSelection.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-target-id')))).join(','),
      id,
      `${what} (canvas selection outline)`,
    );
    await expectVisible(this.layer(id).and(this.page.locator('[aria-selected="true"]')), `${what} (selected row in the layers tree)`);
  }

  /**
   * Drags a palette element onto the canvas with real mouse moves: press on the palette item,
   * pass the drag threshold, move over the device frame to `at` (fractions of the frame's box),
   * release. The shell covers the stage with its drag overlay meanwhile.
   */
  async dragFromPalette(type: string, at: { x: number; y: number }): Promise<void> {
    const item = this.paletteItem(type);
    await item.scrollIntoViewIfNeeded();
    const from = await item.boundingBox();
    const frame = await this.frameElement.boundingBox();
    assert(from && frame, `the palette item ${type} and the canvas frame must be on screen`);
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: frame.x + frame.width * at.x, y: frame.y + frame.height * at.y };
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x + 12, start.y + 4, { steps: 2 });
    await expectVisible(this.page.getByTestId('palette-drag-overlay'), 'the palette drag overlay over the stage');
    await this.page.mouse.move(end.x, end.y, { steps: 8 });
    await expectVisible(this.canvas.getByTestId('canvas-insertion-line'), `the insertion line while dragging ${type} over the canvas`);
    await this.page.mouse.up();
  }

  /**
   * Drags a rendered element with real mouse moves (past the 4 px threshold) to the page point
   * `to`, and releases there: the canvas asks the shell for a `drag-move`.
   */
  async dragOnCanvas(id: string, to: { x: number; y: number }): Promise<void> {
    const from = await this.canvasNode(id).boundingBox();
    assert(from, `the element ${id} is on screen`);
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move(start.x, start.y + 8, { steps: 2 });
    await this.page.mouse.move(to.x, to.y, { steps: 6 });
    await expectVisible(this.canvas.getByTestId('canvas-insertion-line'), 'the insertion line while moving an element');
    await this.page.mouse.up();
  }

  /** The centre of an element (inside the canvas or not) in page coordinates. */
  async centreOf(locator: Locator): Promise<{ x: number; y: number }> {
    const box = await locator.boundingBox();
    assert(box, 'the element is on screen');
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  /** A palette item by its element type. */
  paletteItem(type: string): Locator {
    return this.page.getByTestId(`palette-item-${type}`);
  }

  /** Clicks a rendered element inside the canvas (selects it in edit mode). */
  async clickOnCanvas(id: string): Promise<void> {
    await this.canvasNode(id).click();
  }

  /** An item of the canvas's element menu by its text ("Actions…", "Form…", "Detach form"). */
  elementMenuItem(name: string): Locator {
    return this.elementMenu.getByRole('menuitem', { name, exact: true });
  }

  /** Whether the canvas iframe holds the keyboard focus (the page's focus is on the frame). */
  async canvasHasFocus(): Promise<boolean> {
    return this.page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'studio-canvas-frame' && document.hasFocus());
  }

  // --- Layers and properties --------------------------------------------------------------------

  /** The layers row of a node. */
  layer(id: string): Locator {
    return this.page.getByTestId(`layer-${id}`);
  }

  /** A tab of the properties panel: 'Properties', 'Style' or 'Events'. */
  propertiesTab(name: 'Properties' | 'Style' | 'Events'): Locator {
    return this.propertiesPanel.getByRole('tab', { name, exact: true });
  }

  /** The text box of a prop in the Properties tab (`prop-<name>`). */
  propInput(name: string): Locator {
    return this.page.getByTestId(`prop-${name}`).getByRole('textbox');
  }

  /**
   * Sets a colour of the Style tab (`style-<key>`) by typing it key by key into its picker's hex
   * box (as a builder does: a prefix such as `#DC2` must not be taken for `#DDCC22`), then closes
   * the picker.
   */
  async setStyleColor(key: string, hex: string): Promise<void> {
    await this.propertiesTab('Style').click();
    await this.page.getByTestId(`style-${key}`).getByRole('button').first().click();
    const picker = this.page.getByRole('dialog', { name: 'Pick a colour', exact: true });
    await expectVisible(picker, `the colour picker of ${key}`);
    const hexBox = picker.getByRole('textbox');
    await hexBox.fill('');
    await hexBox.pressSequentially(hex, { delay: 40 });
    await this.page.keyboard.press('Escape');
    await expectVisible(this.page.getByTestId(`style-${key}`).getByText(hex.toUpperCase(), { exact: true }), `${hex} in the ${key} field`);
  }

  // --- Toolbar ---------------------------------------------------------------------------------

  /** Waits for the toolbar's save state. */
  async expectSaveState(state: SaveState, timeout = 10_000): Promise<void> {
    await this.expectValue(async () => (await this.saveState.getAttribute('data-state')) ?? '', state, 'the save state', timeout);
  }

  /** Picks a mode by its readable name in the mode switcher. */
  async chooseMode(label: string): Promise<void> {
    await this.modeSelect.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** Picks a device preset by its option label ("iPhone 15 · 393×852"). */
  async chooseDevice(label: string | RegExp): Promise<void> {
    await this.deviceSelect.click();
    await this.page.getByRole('option', { name: label, exact: typeof label === 'string' }).click();
  }

  /** The CSS size of the canvas iframe (the device's viewport) and its drawn size on the page. */
  async frameSize(): Promise<{ cssWidth: number; cssHeight: number; drawnWidth: number; drawnHeight: number }> {
    const css = await this.frameElement.evaluate((frame: HTMLIFrameElement) => ({ width: frame.clientWidth, height: frame.clientHeight }));
    const box = await this.frameElement.boundingBox();
    assert(box, 'the canvas frame is not on screen');
    return { cssWidth: css.width, cssHeight: css.height, drawnWidth: box.width, drawnHeight: box.height };
  }

  /** The zoom the toolbar shows, as a fraction (from "Zoom: 34%"). */
  async shownZoom(): Promise<number> {
    const name = (await this.zoomMenuButton.getAttribute('aria-label')) ?? '';
    const match = /(\d+)%$/.exec(name);
    assert(match, `the zoom button names no percentage: "${name}"`);
    return Number(match[1]) / 100;
  }
}

/** The studio's calls the tests seed and check with (bearer token and `domainName` header). */
export class StudioApi {
  private constructor(
    private readonly api: ApiClient,
    private readonly headers: Record<string, string>,
  ) {}

  /** Signs `email` in through the API for calls in `workspace`. */
  static async as(api: ApiClient, email: string, workspace: string): Promise<StudioApi> {
    const { tokenString } = await api.login(email);
    return new StudioApi(api, { authorization: `Bearer ${tokenString}`, domainname: workspace });
  }

  async createProject(name: string): Promise<string> {
    const created = await this.api.post<{ id: string }>('/api/projects', { name, supportWeb: true }, this.headers);
    assert(created.status === 201 || created.status === 200, `POST /api/projects gave HTTP ${created.status}: ${JSON.stringify(created.body)}`);
    return created.body.id;
  }

  /** Publishes the project (`POST …/releases`, as the studio's Publish does): its live app exists from then on. */
  async publish(projectId: string, note = ''): Promise<void> {
    const published = await this.api.post<unknown>(`/api/projects/${projectId}/releases`, { note }, this.headers);
    assert(published.status === 201, `POST releases gave HTTP ${published.status}: ${JSON.stringify(published.body)}`);
  }

  /** Creates a blank desktop screen; resolves with the answer (the status is the caller's to check). */
  /** Creates a blank screen; `extra` makes it a master (`kind: 'master'`) or frames it in one (`masterId`). */
  createScreen(projectId: string, name: string, extra: { kind?: 'screen' | 'master'; masterId?: string } = {}): Promise<{ status: number; body: StoredScreen & { error?: { message?: string } } }> {
    return this.api.post<StoredScreen & { error?: { message?: string } }>(`/api/projects/${projectId}/screens`, { name, template: 'blank', ...extra }, this.headers);
  }

  async screens(projectId: string): Promise<{ id: string; name: string; version: number }[]> {
    const list = await this.api.get<{ screens: { id: string; name: string; version: number }[] }>(`/api/projects/${projectId}/screens`, this.headers);
    assert(list.status === 200, `GET screens gave HTTP ${list.status}`);
    return list.body.screens;
  }

  async screen(projectId: string, screenId: string): Promise<StoredScreen> {
    const answer = await this.api.get<StoredScreen>(`/api/projects/${projectId}/screens/${screenId}`, this.headers);
    assert(answer.status === 200, `GET screen ${screenId} gave HTTP ${answer.status}`);
    return answer.body;
  }

  /** The stored screen named `name`. */
  async screenNamed(projectId: string, name: string): Promise<StoredScreen> {
    const summary = (await this.screens(projectId)).find((screen) => screen.name === name);
    assert(summary, `no screen named "${name}" on the server`);
    return this.screen(projectId, summary.id);
  }

  /** Saves a screen's tree (the version it was read at); resolves with the HTTP status. */
  async saveScreen(projectId: string, screenId: string, version: number, root: unknown): Promise<number> {
    const answer = await this.api.put(`/api/projects/${projectId}/screens/${screenId}`, { version, root }, this.headers);
    return answer.status;
  }

  /** The project's run settings as the server holds them. */
  async appSettings(projectId: string): Promise<Record<string, unknown>> {
    const answer = await this.api.get<Record<string, unknown>>(`/api/projects/${projectId}/app-settings`, this.headers);
    assert(answer.status === 200, `GET app-settings gave HTTP ${answer.status}`);
    return answer.body;
  }

  /** Saves the project's run settings (`PUT …/app-settings`). */
  async saveAppSettings(projectId: string, settings: Record<string, unknown>): Promise<void> {
    const answer = await this.api.put(`/api/projects/${projectId}/app-settings`, settings, this.headers);
    assert(answer.status === 200, `PUT app-settings gave HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
  }

  /** Self-hosted billing: the plan changes at once. */
  async changePlan(planId: string): Promise<void> {
    const answer = await this.api.post<{ status: string }>('/api/subscription/change', { planId }, this.headers);
    assert(answer.status === 200 && answer.body.status === 'changed', `changing to ${planId}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}
