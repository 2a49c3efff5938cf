import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { activationLink } from '../harness/api-client.ts';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { verificationCode } from '../harness/mail-catcher.ts';
import { artifactsDir } from '../harness/paths.ts';
import { ActivationPage } from '../pages/ActivationPage.ts';
import { CheckInboxPage } from '../pages/CheckInboxPage.ts';
import { DataDiagramPage } from '../pages/DataDiagramPage.ts';
import { EndUsersPage } from '../pages/EndUsersPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { ReleasesDialogs } from '../pages/ReleasesDialogs.ts';
import { SignUpPage } from '../pages/SignUpPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'first-app' });

/** Saves a screenshot of a page other than the test's own (the Run tab, an end user's browser). */
async function snapPage(page: Page, step: string): Promise<void> {
  await page.screenshot({ path: path.join(artifactsDir, `first-app--${step}.png`), fullPage: true });
}

/**
 * Picks `option` in the select labelled `label` inside `scope` (Radix: the options open in a
 * portal). A list opened while the page is still loading its data may close under the pointer on
 * a slow machine: opened again, up to three times, as a person would.
 */
async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await box.click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 4000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Events tab → Add action → `label` in the picker → the editor, filled by `fill` → Add. The
 * editor's dialog is named "Add {label} to {event}".
 */
async function addAction(studio: StudioPage, event: string, label: string, fill: (editor: Locator) => Promise<void> = async () => undefined): Promise<void> {
  const page = studio.page;
  await studio.propertiesTab('Events').click();
  const list = page.getByTestId(`event-${event}`);
  await list.getByRole('button', { name: 'Add action', exact: true }).click();
  await page.getByRole('dialog', { name: /^Add an action to / }).getByRole('option', { name: label, exact: true }).click();
  const editor = page.getByRole('dialog', { name: new RegExp(`^Add ${label} to `) });
  await expectVisible(editor, `the editor of ${label}`);
  await fill(editor);
  await editor.getByRole('button', { name: 'Add', exact: true }).click();
  await expectHidden(editor, `the editor of ${label} after Add`);
}

/** Clicks a palette item and returns the id of the one new element of that type on the canvas. */
async function insert(studio: StudioPage, type: string): Promise<string> {
  const before = new Set(await studio.canvasNodeIds(type));
  await studio.paletteItem(type).click();
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const added = (await studio.canvasNodeIds(type)).find((id) => !before.has(id));
    if (added) {
      await studio.expectSelected(added, `the new ${type}`);
      return added;
    }
    await studio.page.waitForTimeout(100);
  }
  throw new Error(`no new ${type} on the canvas after clicking it in the palette`);
}

/** Types a static prop of the selected element (Properties tab). */
async function setProp(studio: StudioPage, name: string, value: string): Promise<void> {
  await studio.propertiesTab('Properties').click();
  await studio.propInput(name).fill(value);
}

/** Picks the table of a data repeater or form in its Data source select (Radix: options open in a portal). */
async function chooseTable(studio: StudioPage, table: string): Promise<void> {
  await studio.propertiesTab('Properties').click();
  await studio.page.getByTestId('prop-dataSource').getByRole('combobox', { name: 'Data source', exact: true }).click();
  await studio.page.getByRole('option', { name: table, exact: true }).click();
}

/** The account screen of the app, as an end user fills it: sign up, the mailed code, sign in. */
class AppAccount {
  constructor(readonly page: Page) {}
  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
  async signUpAndVerify(email: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.field('Password').fill(PASSWORD);
    const sentAfter = Date.now();
    await this.button('Sign up').click();
    await expectVisible(this.page.getByText('Check your mail for the code.', { exact: true }), `the sign-up message for ${email}`);
    const code = verificationCode(await e2e.mail.waitFor(email, { after: sentAfter }));
    await this.field('Code').fill(code);
    await this.button('Verify').click();
    await expectVisible(this.page.getByText('Your address is confirmed.', { exact: true }), `the verification message for ${email}`);
  }
  async signIn(email: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.field('Password').fill(PASSWORD);
    await this.button('Sign in').click();
  }
}

/** The list screen of the app and its form screen, as an end user uses them. */
async function addTask(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'New task', exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByRole('button', { name: 'Add task', exact: true }).click();
}

/** The whole journey, on a busy two-core machine: well over the suite's two minutes per test. */
const JOURNEY_TIMEOUT_MS = 300_000;

describe('the first app', () => {
  test('a newcomer signs up, draws tasks, builds a list and a form, runs it, publishes; end users sign up and add tasks; a reader is refused; a rollback goes live', async () => {
    const page = e2e.page;
    const builder = uniqueEmail('first-app');

    // --- The builder signs up (the activation link from the mail) and signs in.
    await (await new SignUpPage(page).goto()).fill({ email: builder, firstName: 'Ada', lastName: 'Builder', password: PASSWORD });
    await new SignUpPage(page).signUpButton.click();
    await expectVisible(new CheckInboxPage(page).heading, "'Check your inbox'");
    await expectVisible((await new ActivationPage(page).open(activationLink(await e2e.mail.waitFor(builder)))).successActivation, "'Success activation'");
    await (await new LoginPage(page).goto()).signIn(builder, PASSWORD);
    const landed = await expectPath(page, /^\/[^/]+\/projects$/);
    const workspace = decodeURIComponent(landed.pathname.split('/')[1]!);

    // --- A project: "New project" opens it in the studio.
    const projects = new ProjectsPage(page);
    await projects.createProject('Team Tasks', { web: true });
    const opened = await expectPath(page, /\/sd\/[^/]+$/);
    const projectId = decodeURIComponent(opened.pathname.split('/').at(-1)!);
    const studio = new StudioPage(page);
    await expectVisible(studio.toolbar, 'the studio of the new project');
    await e2e.snap('01-new-project');

    // --- The data: a `tasks` table with a title; signed-in end users read, editors insert.
    await studio.chooseMode('Data diagram');
    const diagram = new DataDiagramPage(page);
    await diagram.addTable('tasks', 'Integer, counting up');
    await diagram.addColumn('tasks', 'title', 'Text', true);
    await diagram.selectTable('tasks');
    await choose(page, diagram.details.getByTestId('access-read'), 'Who', 'Signed-in users');
    await choose(page, diagram.details.getByTestId('access-insert'), 'Who', 'Users with a role');
    await diagram.details.getByTestId('access-insert').getByLabel('Roles, separated by commas', { exact: true }).fill('editor');
    await diagram.details.getByRole('button', { name: 'Save rules', exact: true }).click();
    await expectVisible(diagram.table('tasks').getByRole('img', { name: 'Access: Open to app users: Read, Insert', exact: true }), "tasks' access badge");
    await diagram.expectSaved();
    await e2e.snap('02-tasks-table');

    // --- The list screen: a heading, the repeater of tasks with a label bound to the item's title,
    // and a button to the form screen.
    await studio.chooseMode('Design');
    await studio.createScreen('Tasks');
    await studio.expectOpenScreen('Tasks');
    await studio.createScreen('New task');
    await studio.expectOpenScreen('New task');
    await studio.clickScreen('Tasks');
    await studio.expectOpenScreen('Tasks');
    await insert(studio, 'heading');
    await setProp(studio, 'text', 'My tasks');
    await studio.layer(await studio.rootId()).click();
    const repeaterId = await insert(studio, 'dataRepeater');
    await chooseTable(studio, 'tasks');
    await setProp(studio, 'emptyText', 'No tasks yet');
    await insert(studio, 'label');
    await studio.propertiesPanel.getByRole('button', { name: 'Bind Text to an expression', exact: true }).click();
    const textBox = studio.propertiesPanel.getByRole('textbox', { name: 'Text (expression)', exact: true });
    await textBox.fill('item.title');
    await expectVisible(studio.propertiesPanel.getByText('Names: screen, app, params, user, queries, item, index, env', { exact: true }), "the repeater's names");
    await studio.layer(await studio.rootId()).click();
    await insert(studio, 'button');
    await setProp(studio, 'text', 'New task');
    await addAction(studio, 'onClick', 'Navigate to screen', (editor) => choose(page, editor, 'Screen', 'New task'));
    await studio.layer(repeaterId).click();
    await e2e.snap('03-list-screen');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');

    // --- The form screen: a form on tasks with a title input; after submit, back to the list.
    await studio.clickScreen('New task');
    await studio.expectOpenScreen('New task');
    await insert(studio, 'form');
    await chooseTable(studio, 'tasks');
    await setProp(studio, 'submitText', 'Add task');
    await addAction(studio, 'onSubmit', 'Go back');
    await insert(studio, 'textInput');
    await setProp(studio, 'name', 'title');
    await setProp(studio, 'label', 'Title');
    await e2e.snap('04-form-screen');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');

    // --- The account screen: its variables (email, password, code: what the inputs named after
    // them write and the account actions read) declared in the screen's properties.
    await studio.createScreen('Account');
    await studio.expectOpenScreen('Account');
    await studio.layer(await studio.rootId()).click();
    await studio.propertiesTab('Properties').click();
    const screenVariables = studio.propertiesPanel.getByRole('group', { name: 'Screen variables', exact: true });
    for (const name of ['email', 'password', 'code']) {
      await screenVariables.getByRole('button', { name: 'Add variable', exact: true }).click();
      await screenVariables.getByRole('textbox', { name: 'Name', exact: true }).last().fill(name);
    }
    await expectHidden(screenVariables.getByRole('alert'), 'no problem with the variables');
    await e2e.snap('05-account-variables');
    for (const [name, label, inputType] of [
      ['email', 'Email', 'Email'],
      ['password', 'Password', 'Password'],
      ['code', 'Code', null],
    ] as const) {
      await studio.layer(await studio.rootId()).click();
      await insert(studio, 'textInput');
      await setProp(studio, 'name', name);
      await setProp(studio, 'label', label);
      if (inputType) await choose(page, page.getByTestId('prop-inputType'), 'Input type', inputType);
    }
    const accountButtons: [string, string, (editor: Locator) => Promise<void>, string, (editor: Locator) => Promise<void>][] = [
      [
        'Sign up',
        'Sign up',
        async (editor) => {
          await editor.getByTestId('action-param-email').fill('screen.email');
          await editor.getByTestId('action-param-password').fill('screen.password');
        },
        'Show message',
        (editor) => editor.getByTestId('action-param-text').fill('Check your mail for the code.'),
      ],
      [
        'Verify',
        'Verify email',
        async (editor) => {
          await editor.getByTestId('action-param-email').fill('screen.email');
          await editor.getByTestId('action-param-code').fill('screen.code');
        },
        'Show message',
        (editor) => editor.getByTestId('action-param-text').fill('Your address is confirmed.'),
      ],
      [
        'Sign in',
        'Sign in',
        async (editor) => {
          await editor.getByTestId('action-param-email').fill('screen.email');
          await editor.getByTestId('action-param-password').fill('screen.password');
        },
        'Navigate to screen',
        (editor) => choose(page, editor, 'Screen', 'Tasks'),
      ],
    ];
    for (const [text, action, fill, then, fillThen] of accountButtons) {
      await studio.layer(await studio.rootId()).click();
      await insert(studio, 'button');
      await setProp(studio, 'text', text);
      await addAction(studio, 'onClick', action, fill);
      await addAction(studio, 'onClick', then, fillThen);
    }
    await e2e.snap('06-account-screen');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    const studioApi = await StudioApi.as(e2e.api, builder, workspace);
    const stored = (await studioApi.screenNamed(projectId, 'Account')).root.props.variables;
    // No starting value typed: each starts empty (null).
    const declared = ['email', 'password', 'code'].map((name) => ({ name, type: 'text', initial: null }));
    assert(JSON.stringify(stored) === JSON.stringify(declared), `the Account screen's stored variables: ${JSON.stringify(stored)}`);

    // --- Run settings: the app starts on the account screen.
    await studio.chooseMode('Run settings');
    const runSettings = page.getByTestId('studio-mode-runSettings');
    await choose(page, runSettings, 'Start screen', 'Account');
    await runSettings.getByRole('button', { name: 'Save run settings' }).click();
    await expectVisible(page.getByText('Run settings saved.'), 'the run settings saved');
    await studio.chooseMode('Design');
    await studio.expectOpenScreen('Account');

    // --- Run in a new tab: the builder signs up as an end user of the draft, gets the editor role
    // from the End users page (Run preview), signs in and adds a task.
    const [run] = await Promise.all([e2e.context.waitForEvent('page'), studio.toolbar.getByRole('button', { name: 'Run in new tab', exact: true }).click()]);
    await run.waitForLoadState();
    const runAccount = new AppAccount(run);
    await expectVisible(runAccount.field('Email'), 'the account screen in the Run tab');
    await runAccount.signUpAndVerify(builder);
    const endUsersTab = await e2e.context.newPage();
    const endUsers = await new EndUsersPage(endUsersTab).goto(workspace, projectId);
    await giveRole(endUsers, 'Run preview', builder, 'editor');
    await runAccount.signIn(builder);
    await expectVisible(run.getByRole('heading', { name: 'My tasks' }), 'the list screen in the Run tab');
    await expectVisible(run.getByText('No tasks yet', { exact: true }), 'the empty list in the Run tab');
    await addTask(run, 'Try the Run tab');
    await expectVisible(run.getByText('Try the Run tab', { exact: true }), 'the task added in the Run tab');
    await snapPage(run, '07-run-tab');
    await run.close();

    // --- Publish release 1.
    const releases = new ReleasesDialogs(page);
    await releases.publishButton.click();
    await expectVisible(releases.address, 'the address of the first publish');
    assert((await releases.address.inputValue()) === 'team-tasks', `suggested address: ${await releases.address.inputValue()}`);
    await releases.note.fill('First release');
    await releases.submit(1).click();
    await expectVisible(releases.publishDialog.getByText('Release 1 is live', { exact: true }), 'release 1 published');
    const address = await releases.publishedAddress.getAttribute('href');
    assert(address === `/apps/${workspace}/team-tasks/`, `the published address: ${address}`);
    await e2e.snap('08-published');
    await releases.closeButton(releases.publishDialog).click();

    // --- An end user in a fresh browser: signs up, is made an editor, adds three tasks, reloads.
    const visitor = await e2e.newContext();
    const app = await visitor.newPage();
    await app.goto(`${e2e.baseUrl}${address}`);
    const appAccount = new AppAccount(app);
    const editor = uniqueEmail('editor');
    await appAccount.signUpAndVerify(editor);
    await snapPage(app, '09-end-user-verified');
    await giveRole(endUsers, 'Live app', editor, 'editor');
    await appAccount.signIn(editor);
    await expectVisible(app.getByRole('heading', { name: 'My tasks' }), 'the published list screen');
    await expectVisible(app.getByText('No tasks yet', { exact: true }), 'live has none of the draft’s rows');
    for (const title of ['Buy milk', 'Call the plumber', 'Water the plants']) {
      await addTask(app, title);
      await expectVisible(app.getByText(title, { exact: true }), `"${title}" in the list`);
    }
    await app.reload();
    for (const title of ['Buy milk', 'Call the plumber', 'Water the plants']) await expectVisible(app.getByText(title, { exact: true }), `"${title}" after a reload`);
    await snapPage(app, '10-three-tasks');

    // --- A reader: sees the tasks, is refused an insert with a clear message.
    const readerContext = await e2e.newContext();
    const readerPage = await readerContext.newPage();
    await readerPage.goto(`${e2e.baseUrl}${address}`);
    const readerAccount = new AppAccount(readerPage);
    const reader = uniqueEmail('reader');
    await readerAccount.signUpAndVerify(reader);
    await giveRole(endUsers, 'Live app', reader, 'reader');
    await readerAccount.signIn(reader);
    await expectVisible(readerPage.getByText('Water the plants', { exact: true }), 'the reader sees the tasks');
    await addTask(readerPage, 'Not mine to add');
    await expectVisible(readerPage.getByRole('alert').getByText('You are not allowed to add to tasks. Ask the app’s owner for access.', { exact: true }), 'the refusal shown to the reader');
    await snapPage(readerPage, '11-reader-refused');
    await readerContext.close();

    // --- Release 2 changes the list's heading; a rollback to release 1 brings the old one back.
    await studio.clickScreen('Tasks');
    await studio.expectOpenScreen('Tasks');
    // The canvas draws the screen a moment after it opens: wait for its one heading.
    const headingId = (await studio.expectCanvasCount('heading', 1, 'the list’s heading', 20_000))[0]!;
    await studio.clickOnCanvas(headingId);
    await studio.expectSelected(headingId, 'the heading');
    await setProp(studio, 'text', 'Team tasks');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    await releases.publishButton.click();
    await releases.note.fill('A new heading');
    await releases.submit(2).click();
    await expectVisible(releases.publishDialog.getByText('Release 2 is live', { exact: true }), 'release 2 published');
    await releases.closeButton(releases.publishDialog).click();
    await app.reload();
    await expectVisible(app.getByRole('heading', { name: 'Team tasks' }), "release 2's heading live");

    await releases.historyButton.click();
    await releases.row(1).getByRole('button', { name: 'Roll back to release 1', exact: true }).click();
    await releases.confirmDialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectVisible(page.getByText('Release 1 is live again.', { exact: true }), 'the rollback toast');
    await e2e.snap('12-rolled-back');
    await app.reload();
    await expectVisible(app.getByRole('heading', { name: 'My tasks' }), "release 1's heading live again");
    await expectVisible(app.getByText('Water the plants', { exact: true }), 'the tasks after the rollback');
    assert((await app.getByText('Not mine to add', { exact: true }).count()) === 0, "the reader's task was not written");
    await snapPage(app, '13-release-1-live-again');
    await visitor.close();
  }, JOURNEY_TIMEOUT_MS);
});

/** The End users page of an environment, read afresh (end users signed up meanwhile): gives `email` the role. */
async function giveRole(endUsers: EndUsersPage, environment: 'Live app' | 'Run preview', email: string, role: string): Promise<void> {
  await endUsers.page.reload();
  await endUsers.environment(environment).click();
  await endUsers.row(email).getByRole('button', { name: `Edit the roles of ${email}` }).click();
  await endUsers.rolesField.fill(role);
  await endUsers.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(endUsers.row(email).getByText(role, { exact: true }), `${email} is ${role}`);
}
