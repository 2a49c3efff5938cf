import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi, StudioPage, storedNodes, type StoredNode } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-large-screen' });

const ELEMENTS = 10_000;
/** Loading 10,000 elements into the studio takes seconds on a busy machine. */
const LOAD_TIMEOUT = 45_000;

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: StoredNode[] = []): StoredNode =>
  ({ id, type, props, style: {}, bindings: {}, events: {}, children }) as StoredNode;

/**
 * The benchmark's large screen, retyped (bench/studio/large-screen.ts): a root column with 16 px
 * between cards, each card a heading and a row of a label, a text input, a button and an icon;
 * `count` elements in all, ids e2, e3... in document order.
 */
function largeScreen(count: number): StoredNode {
  let next = 1;
  const id = () => `e${++next}`;
  const cards: StoredNode[] = [];
  while (next < count) {
    const card = node(id(), 'card', { title: `Card ${next}` });
    const row = node(id(), 'row');
    const parts: [string, Record<string, unknown>][] = [
      ['heading', { text: `Section ${next}`, level: 3 }],
      ['label', { text: 'Customer name' }],
      ['textInput', { placeholder: 'Type a name' }],
      ['button', { text: 'Save' }],
      ['icon', { name: 'star' }],
    ];
    for (const [type, props] of parts) {
      if (next >= count) break;
      (type === 'heading' ? card.children : row.children).push(node(id(), type, props));
    }
    card.children.push(row);
    cards.push(card);
  }
  return node('root', 'container', { gap: 16 }, cards);
}

describe('design studio: a 10,000-element screen', () => {
  test('selecting, editing a prop and dragging a card work and are saved', async () => {
    const root = largeScreen(ELEMENTS);
    assert(storedNodes(root).length === ELEMENTS, `the screen holds ${storedNodes(root).length} elements`);
    const cards = root.children;
    // A label deep in the tree (about the 70 % mark) and three cards around the middle.
    const label = storedNodes(cards[1000]!).find((candidate) => candidate.type === 'label')!;
    const [moved, , before] = [cards[700]!, cards[701]!, cards[702]!];

    const email = uniqueEmail('large');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Large');
    const created = await api.createScreen(projectId, 'Large');
    assert(created.status === 201, `creating the screen gave HTTP ${created.status}`);
    const { tokenString } = await e2e.api.login(email);
    const saved = await fetch(`${e2e.baseUrl}/api/projects/${projectId}/screens/${created.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}`, domainname: workspace },
      body: JSON.stringify({ version: created.body.version, root }),
    });
    assert(saved.status === 200, `saving the 10,000-element screen gave HTTP ${saved.status}: ${await saved.text()}`);

    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    const studio = await new StudioPage(page).goto(workspace, projectId);
    await studio.expectOpenScreen('Large');
    // Virtualised: every card of the root column is there (rendered or a placeholder of its size),
    // but only those near the view are rendered.
    const rootChildren = async () => String(await studio.canvas.locator('[data-node-id="root"] > [data-node-id]').count());
    await studio.expectValue(rootChildren, String(cards.length), 'every card of the root column on the canvas', LOAD_TIMEOUT);
    await expectVisible(studio.canvasNode(storedNodes(cards[0]!).find((candidate) => candidate.type === 'label')!.id), 'the first card\'s label');
    const rendered = await studio.canvas.locator('[data-node-id]:not([data-node-placeholder])').count();
    const placeholders = await studio.canvas.locator('[data-node-placeholder]').count();
    assert(rendered < 1_000 && placeholders > cards.length - 100, `the canvas renders ${rendered} elements, ${placeholders} of them placeholders`);
    await e2e.snap('01-loaded');

    // A card far out of view, selected in the layers tree: rendered, scrolled into view, outlined.
    const last = cards[cards.length - 1]!;
    await studio.layersTree.evaluate((tree) => tree.scrollTo(0, tree.scrollHeight));
    await studio.layer(last.id).click();
    await studio.expectSelected(last.id, 'the last card, chosen in the layers tree');
    await expectVisible(studio.canvasNode(last.children[0]!.id), 'the heading of the last card');
    const inView = (id: string) =>
      studio.canvasNode(id).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return String(!element.hasAttribute('data-node-placeholder') && box.top >= 0 && box.bottom <= window.innerHeight);
      });
    await studio.expectValue(() => inView(last.id), 'true', 'the last card rendered and in view');
    await e2e.snap('02-last-card-from-layers');

    // Select: scrolled to a label deep in the tree, a click outlines it, marks its layer row and
    // fills the properties panel with it.
    await studio.canvasNode(cards[1000]!.id).scrollIntoViewIfNeeded();
    await studio.clickOnCanvas(label.id);
    await studio.expectSelected(label.id, 'the clicked label');
    await expectVisible(page.locator(`[data-testid="properties-panel"][data-node-id="${label.id}"]`), 'the label in the properties panel');
    await expectVisible(studio.propertiesPanel.getByTestId('properties-title'), 'the properties title');

    // Property change: the text typed in the panel shows on the canvas.
    await studio.propInput('text').fill('Edited at ten thousand');
    const labelText = () => studio.canvasNode(label.id).evaluate((element) => element.textContent ?? '');
    await studio.expectValue(labelText, 'Edited at ten thousand', 'the label on the canvas after the edit');
    await studio.expectSaveState('unsaved');

    // Drag-move: the card pressed by its title and dropped in the gap above the card after next
    // lands just before it (scrolled there, the cards render).
    await studio.canvasNode(moved.id).scrollIntoViewIfNeeded();
    await expectVisible(studio.canvasNode(moved.children[0]!.id), 'the heading of the card to move');
    await expectVisible(studio.canvasNode(before.children[0]!.id), 'the heading of the target card');
    const title = await studio.canvasNode(moved.id).locator(':scope > :first-child').boundingBox();
    const target = await studio.canvasNode(before.id).boundingBox();
    const above = await studio.canvasNode(cards[701]!.id).boundingBox();
    assert(title && target && above, 'the dragged card, its title and the target card are on screen');
    const from = { x: title.x + title.width / 2, y: title.y + title.height / 2 };
    const to = { x: target.x + target.width / 2, y: (above.y + above.height + target.y) / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 6, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await expectVisible(studio.canvas.getByTestId('canvas-insertion-line'), 'the insertion line while moving the card');
    await page.mouse.up();
    const previousCard = () =>
      studio.canvasNode(before.id).evaluate((element) => element.previousElementSibling?.getAttribute('data-node-id') ?? '(none)');
    await studio.expectValue(previousCard, moved.id, 'the card just before the target card on the canvas');
    await studio.expectSelected(moved.id, 'the dragged card');
    // Undo puts the card back between its neighbours; redo moves it again.
    await studio.undoButton.click();
    await studio.expectValue(previousCard, cards[701]!.id, 'the card just before the target card after undo');
    await studio.redoButton.click();
    await studio.expectValue(previousCard, moved.id, 'the card just before the target card after redo');
    await e2e.snap('03-selected-edited-moved');

    // Saved: the server holds the new text and the new order; a reload shows both.
    await studio.saveButton.click();
    await studio.expectSaveState('saved', LOAD_TIMEOUT);
    const stored = await api.screen(projectId, created.body.id);
    const storedIds = stored.root.children.map((card) => card.id);
    assert(storedIds.indexOf(moved.id) === storedIds.indexOf(before.id) - 1, `the stored card order puts ${moved.id} before ${before.id}`);
    assert(storedIds.indexOf(moved.id) === 701, `the moved card is the 702nd card (index ${storedIds.indexOf(moved.id)})`);
    const storedLabel = storedNodes(stored.root).find((candidate) => candidate.id === label.id);
    assert(storedLabel?.props['text'] === 'Edited at ten thousand', `the stored label text is ${JSON.stringify(storedLabel?.props['text'])}`);
    assert(storedNodes(stored.root).length === ELEMENTS, 'the stored screen still holds 10,000 elements');

    await page.reload();
    await studio.expectOpenScreen('Large');
    await studio.expectValue(rootChildren, String(cards.length), 'every card of the root column after the reload', LOAD_TIMEOUT);
    await studio.canvasNode(cards[1000]!.id).scrollIntoViewIfNeeded();
    await studio.expectValue(labelText, 'Edited at ten thousand', 'the label on the canvas after the reload');
    await studio.expectValue(previousCard, moved.id, 'the card order on the canvas after the reload');
  }, 300_000);
});
