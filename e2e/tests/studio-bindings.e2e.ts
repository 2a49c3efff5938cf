import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'studio-bindings' });

const GOOD = 'user == null ? "Guest" : "Hello, " + user.email';

describe('design studio: binding a property to an expression', () => {
  test("bind a label's text: errors and the type as the builder types, saved across a reload, then unbound", async () => {
    const email = uniqueEmail('binder');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Greeter');
    const created = await api.createScreen(projectId, 'Home');
    assert(created.status === 201, `creating the screen gave HTTP ${created.status}`);
    const root = created.body.root;
    const { tokenString } = await e2e.api.login(email);
    const seeded = await fetch(`${e2e.baseUrl}/api/projects/${projectId}/screens/${created.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}`, domainname: workspace },
      body: JSON.stringify({
        version: created.body.version,
        root: { ...root, children: [{ id: 'greeting', type: 'label', props: { text: 'Static greeting' }, style: {}, bindings: {}, events: {}, children: [] }] },
      }),
    });
    assert(seeded.ok, `seeding the label gave HTTP ${seeded.status}`);

    const page = e2e.page;
    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    const studio = await new StudioPage(page).goto(workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.clickOnCanvas('greeting');
    await studio.expectSelected('greeting', 'the label');

    // The bind toggle, from the keyboard: the text field gives way to the expression box.
    const toggle = studio.propertiesPanel.getByRole('button', { name: 'Bind Text to an expression', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const unbind = studio.propertiesPanel.getByRole('button', { name: 'Stop binding Text', exact: true });
    await expectVisible(unbind, 'the pressed toggle');
    assert((await unbind.getAttribute('aria-pressed')) === 'true', 'the toggle is pressed');
    const box = studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true });
    await expectVisible(box, 'the expression box');
    await expectVisible(studio.propertiesPanel.getByText('Names: screen, app, params, user, queries, env', { exact: true }), 'the names available outside a repeater');

    // A bad name, then a wrong type: the errors show as the builder types, nothing is sent.
    await box.pressSequentially('"Hi " + usr.email', { delay: 20 });
    await expectVisible(studio.propertiesPanel.getByText('Unknown name “usr”.', { exact: true }), 'the unknown name');
    await studio.expectSaveState('saved');
    await e2e.snap('01-unknown-name');
    await box.fill('"Hi " + 1');
    await expectVisible(studio.propertiesPanel.getByText('The types do not fit at “+”.', { exact: true }), 'the type error');
    await box.fill('item.constructor');
    await expectVisible(studio.propertiesPanel.getByText('“constructor” can not be used in an expression.', { exact: true }), 'the forbidden name');
    await studio.expectSaveState('saved');

    // A good one: its type shows, it is sent, and the canvas (edit mode) keeps the static text.
    await box.fill(GOOD);
    await expectVisible(studio.propertiesPanel.getByText('Type: string', { exact: true }), 'the inferred type');
    await studio.expectSaveState('unsaved');
    await studio.expectValue(() => studio.canvasNode('greeting').innerText(), 'Static greeting', 'the static text on the canvas');
    await e2e.snap('02-typed');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const stored = (await api.screen(projectId, created.body.id)).root.children[0] as unknown as { bindings: Record<string, string>; props: Record<string, unknown> };
    assert(stored.bindings.text === GOOD, `the stored binding is ${JSON.stringify(stored.bindings)}`);
    assert(stored.props.text === 'Static greeting', 'the static text is kept');

    // After a reload the prop is still bound, with its expression and type.
    await page.reload();
    await studio.expectOpenScreen('Home');
    await studio.clickOnCanvas('greeting');
    await expectVisible(studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true }), 'the expression box after a reload');
    await studio.expectValue(() => studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true }).inputValue(), GOOD, 'the expression after a reload');
    await expectVisible(studio.propertiesPanel.getByText('Type: string', { exact: true }), 'the type after a reload');
    await e2e.snap('03-reloaded');

    // Emptying the box unbinds (the static text would show live); Undo brings the expression back.
    const reloadedBox = studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true });
    await reloadedBox.fill('');
    await expectVisible(studio.propertiesPanel.getByText('Type an expression; the static value shows until it is valid.', { exact: true }), 'the hint of an empty box');
    await studio.expectSaveState('unsaved');
    await studio.undoButton.click();
    await studio.expectValue(() => reloadedBox.inputValue(), GOOD, 'the expression after Undo');
    await expectVisible(studio.propertiesPanel.getByText('Type: string', { exact: true }), 'the type after Undo');

    // Unbinding brings the static field back and removes the binding.
    await studio.propertiesPanel.getByRole('button', { name: 'Stop binding Text', exact: true }).click();
    await expectHidden(studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true }), 'the expression box after unbinding');
    await studio.expectValue(() => studio.propInput('text').inputValue(), 'Static greeting', 'the static text field');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const unbound = (await api.screen(projectId, created.body.id)).root.children[0] as unknown as { bindings: Record<string, string> };
    assert(Object.keys(unbound.bindings).length === 0, `bindings left: ${JSON.stringify(unbound.bindings)}`);

    // The server refuses a binding that is no expression, whatever the client.
    const current = await api.screen(projectId, created.body.id);
    const refused = await fetch(`${e2e.baseUrl}/api/projects/${projectId}/screens/${created.body.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}`, domainname: workspace },
      body: JSON.stringify({
        version: current.version,
        root: { ...current.root, children: [{ ...current.root.children[0]!, bindings: { text: '{}.constructor' } }] },
      }),
    });
    assert(refused.status === 400, `a forbidden binding gave HTTP ${refused.status}`);
  });
});
