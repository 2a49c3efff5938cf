import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectAbsent, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { invitationLink, seedInvitation } from '../harness/seed-invitation.ts';
import { ConnectorsPage } from '../pages/ConnectorsPage.ts';
import { InvitationPage } from '../pages/InvitationPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { StudioApi } from '../pages/StudioPage.ts';

// The server of this file has CONNECTOR_SECRETS_KEY (set by the harness for every server). The
// member without a Developer seat joins through a seeded invitation (a database row), so this
// file runs the server on a fresh Postgres database. Its egress guard lets connectors reach this
// machine's Postgres (and nothing else on loopback), for the connection tests.
const e2e = useE2E({ name: 'connectors', postgres: true, env: () => ({ EGRESS_ALLOW: '127.0.0.1:5432' }) });

const PASSWORD_IN_STRING = 'Sup3r-Secret-Pw';
const TOKEN = 'crm-token-6f1d2a';
const HEADER_SECRET = 'sig-value-93b7';
const freeRefusal = 'The Free plan does not include API Connection. Change the plan in Settings › Billing to use it.';

interface ListedConnector {
  name: string;
  kind: string;
  settings: { port?: number; password?: { set: boolean }; auth?: { kind: string; token?: { set: boolean } } };
}

describe('connectors', () => {
  test('a Postgres connector from a connection string, edited without retyping its password; a REST connector refused by the Free plan, then created; delete', async () => {
    const owner = uniqueEmail('connectors');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const { tokenString } = await e2e.api.login(owner);
    const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
    const listed = async () => {
      const answer = await e2e.api.get<{ connectors: ListedConnector[]; secretsEnabled: boolean }>('/api/connectors', headers);
      assert(answer.status === 200, `GET /api/connectors gave HTTP ${answer.status}`);
      assert(answer.body.secretsEnabled, 'the e2e server can store secrets');
      return answer.body.connectors;
    };
    const page = e2e.page;
    await (await new LoginPage(page).goto()).signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    // From the workspace navigation to the empty state.
    await page.getByRole('navigation', { name: 'Workspace navigation' }).getByRole('link', { name: 'Connectors', exact: true }).click();
    await expectPath(page, ConnectorsPage.path(workspace));
    const connectors = new ConnectorsPage(page);
    await expectVisible(connectors.text('No connectors yet'), 'the empty state');
    await e2e.snap('01-empty');

    // A Postgres connector by connection string: a string of another kind is refused on its field.
    await connectors.newButton.click();
    await expectVisible(connectors.dialog, 'the new-connector dialog');
    await connectors.input('Name').fill('Orders');
    await connectors.dialog.getByRole('radio', { name: 'Paste a connection string', exact: true }).click();
    await connectors.input('Connection string').fill('mysql://app@db.example.com/orders');
    await expectVisible(connectors.dialog.getByText('a mysql:// string is for a mysql connector, not a postgres one.', { exact: true }), 'the parser’s refusal');
    await connectors.input('Connection string').fill(`postgres://app:${PASSWORD_IN_STRING}@db.example.com:5432/orders?sslmode=require`);
    await expectVisible(connectors.dialog.getByText('Fields filled from the connection string.', { exact: true }), 'the fields filled');
    assert((await connectors.input('Host').inputValue()) === 'db.example.com', 'the host read from the string');
    assert((await connectors.input('Port').inputValue()) === '5432', 'the port read from the string');
    assert((await connectors.input('User').inputValue()) === 'app', 'the user read from the string');
    await e2e.snap('02-connection-string');
    await connectors.input('Connection string').press('Enter');
    await expectHidden(connectors.dialog, 'the dialog closed after Enter');
    await expectVisible(connectors.row('Orders').getByText('db.example.com:5432/orders', { exact: true }), 'Orders listed with its address');
    await expectVisible(connectors.row('Orders').getByText('PostgreSQL', { exact: true }), 'its kind');
    assert(!(await page.content()).includes(PASSWORD_IN_STRING), 'the password is not on the page');
    assert((await listed())[0]?.settings.password?.set === true, 'the password is stored');
    await e2e.snap('03-listed');

    // Edit the port only: the password field is empty, says it is saved, and the password stays.
    await connectors.row('Orders').getByRole('button', { name: 'Edit Orders', exact: true }).click();
    await expectVisible(connectors.dialog, 'the edit dialog');
    const password = connectors.input('Password');
    assert((await password.inputValue()) === '', 'the password is never filled from the server');
    assert((await password.getAttribute('placeholder')) === 'Saved, type to replace', 'the saved password announced');
    await connectors.input('Port').fill('6543');
    await password.scrollIntoViewIfNeeded();
    await e2e.snap('04-edit');
    await connectors.submitButton('Save').click();
    await expectHidden(connectors.dialog, 'the dialog closed after saving');
    await expectVisible(connectors.row('Orders').getByText('db.example.com:6543/orders', { exact: true }), 'the new port listed');
    const [orders] = await listed();
    assert(orders?.settings.port === 6543 && orders.settings.password?.set === true, `port changed, password kept: ${JSON.stringify(orders)}`);

    // A name taken (ignoring case) is refused on the name field.
    await connectors.newButton.click();
    await connectors.input('Name').fill('orders');
    await connectors.input('Host').fill('other.example.com');
    await connectors.input('Database').fill('orders');
    await connectors.input('User').fill('app');
    await connectors.input('User').press('Enter');
    await expectVisible(connectors.dialog.getByText('A connector with this name already exists.', { exact: true }), 'the taken name refused');
    assert((await connectors.input('Name').getAttribute('aria-invalid')) === 'true', 'the name field marked invalid');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed');

    // Escape closes the dialog without saving.
    await connectors.row('Orders').getByRole('button', { name: 'Edit Orders', exact: true }).click();
    await connectors.input('Port').fill('7000');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed by Escape');
    await expectVisible(connectors.row('Orders').getByText('db.example.com:6543/orders', { exact: true }), 'nothing saved on Escape');

    const expectConnected = async (what: string) => {
      await expectVisible(connectors.testResult.getByText(/^Server version: \S/), what);
      assert((await connectors.testResult.getAttribute('role')) === 'status', 'a success is announced politely');
      assert((await connectors.testResult.getByText('Connected', { exact: true }).count()) === 1, 'the success titled');
    };
    // Test connection before saving: this machine's Postgres answers; a wrong database name and a
    // host the guard refuses get the server's message; a change clears the last result.
    await connectors.newButton.click();
    await connectors.input('Name').fill('Local');
    await connectors.input('Host').fill('127.0.0.1');
    await connectors.input('Database').fill('postgres');
    await connectors.input('User').fill('postgres');
    await connectors.choose('TLS', 'Off (not encrypted)');
    await connectors.testButton.click();
    await expectConnected('the test connected, with the server version');
    await e2e.snap('04b-test-ok');
    await connectors.input('Database').fill('no_such_database');
    await expectHidden(connectors.testResult, 'a change clears the result');
    await connectors.testButton.click();
    const unknownDatabase = 'The database server at 127.0.0.1 (port 5432) has no database "no_such_database". Check its name.';
    await expectVisible(connectors.dialog.getByRole('alert').getByText(unknownDatabase, { exact: true }), 'the unknown database, as the server says it');
    await e2e.snap('04c-test-unknown-database');
    await connectors.input('Host').fill('169.254.169.254');
    await connectors.testButton.click();
    await expectVisible(connectors.dialog.getByRole('alert').getByText(/which this server does not connect to/), 'the guard’s refusal');
    await e2e.snap('04d-test-refused');
    // Saved with a password (trust auth ignores it), then tested from the edit dialog with the saved one.
    await connectors.input('Host').fill('127.0.0.1');
    await connectors.input('Database').fill('postgres');
    await connectors.input('Password').fill('unused-by-trust');
    await connectors.submitButton('Create connector').click();
    await expectHidden(connectors.dialog, 'Local created');
    await connectors.row('Local').getByRole('button', { name: 'Edit Local', exact: true }).click();
    await connectors.testButton.click();
    await expectConnected('the saved connector tested with its stored password');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed');

    // A REST connector with a bearer token: the Free plan includes no API connection.
    const fillRest = async (token: string) => {
      await connectors.newButton.click();
      await connectors.choose('Kind', 'REST API');
      await connectors.input('Name').fill('CRM');
      await connectors.input('Base URL').fill('https://crm.example.com/api');
      await connectors.choose('Authentication', 'Bearer token');
      await connectors.input('Token').fill(token);
      await connectors.submitButton('Create connector').click();
    };
    // Without a token the server's refusal lands under the token field.
    await fillRest('');
    await expectVisible(connectors.dialog.getByText('Enter the token.', { exact: true }), 'the server’s 400 under the token');
    assert((await connectors.input('Token').getAttribute('aria-invalid')) === 'true', 'the token field marked invalid');
    await connectors.input('Token').fill(TOKEN);
    await connectors.submitButton('Create connector').click();
    await expectVisible(connectors.planRefusal.getByText(freeRefusal, { exact: true }), 'the plan’s refusal in the dialog');
    await e2e.snap('05-plan-refusal');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed');

    await (await StudioApi.as(e2e.api, owner, workspace)).changePlan('standard');
    await fillRest(TOKEN);
    await expectHidden(connectors.dialog, 'the REST connector created on Standard');
    await expectVisible(connectors.row('CRM').getByText('https://crm.example.com/api', { exact: true }), 'CRM listed with its base URL');
    await expectVisible(connectors.row('CRM').getByText('REST API', { exact: true }), 'its kind');
    assert(!(await page.content()).includes(TOKEN), 'the token is not on the page');
    const crm = (await listed()).find((connector) => connector.name === 'CRM');
    assert(crm?.settings.auth?.kind === 'bearer' && crm.settings.auth.token?.set === true, `the token is stored: ${JSON.stringify(crm)}`);
    await e2e.snap('06-two-connectors');

    // A secret default header added to CRM: on reopening, it and the token are saved, not shown.
    await connectors.row('CRM').getByRole('button', { name: 'Edit CRM', exact: true }).click();
    await connectors.dialog.getByRole('button', { name: 'Add header', exact: true }).click();
    const header = connectors.dialog.getByTestId('connector-header-row');
    await header.getByLabel(/^Header name/).fill('X-Signature');
    await header.getByRole('checkbox', { name: 'Secret', exact: true }).check();
    await header.getByLabel(/^Value/).fill(HEADER_SECRET);
    await connectors.submitButton('Save').click();
    await expectHidden(connectors.dialog, 'CRM saved with its header');
    await connectors.row('CRM').getByRole('button', { name: 'Edit CRM', exact: true }).click();
    assert((await header.getByLabel(/^Header name/).inputValue()) === 'X-Signature', 'the header’s name shown');
    assert((await header.getByLabel(/^Value/).inputValue()) === '', 'the secret header’s value not filled');
    assert((await header.getByLabel(/^Value/).getAttribute('placeholder')) === 'Saved, type to replace', 'the header’s value announced as saved');
    assert((await connectors.input('Token').getAttribute('placeholder')) === 'Saved, type to replace', 'the token announced as saved');
    await connectors.input('Token').scrollIntoViewIfNeeded();
    await e2e.snap('06b-rest-edit');
    assert(!(await page.content()).includes(HEADER_SECRET), 'the header secret is not on the page');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed');

    // Delete after confirming.
    await connectors.row('Orders').getByRole('button', { name: 'Delete Orders', exact: true }).click();
    const question = page.getByRole('alertdialog');
    await expectVisible(question.getByText('Delete the connector Orders?', { exact: true }), 'the delete question');
    await e2e.snap('07-delete-question');
    await question.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectHidden(connectors.row('Orders'), 'Orders gone from the list');
    await expectHidden(question, 'the question closed');
    const left = (await listed()).map((connector) => connector.name).join();
    assert(left === 'CRM,Local', `CRM and Local are left: ${left}`);
  });

  test('Oracle and SQL Server connectors: their fields, Oracle’s TLS note, and a test through the real driver answered with the guard’s refusal', async () => {
    const owner = uniqueEmail('conn-oracle');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await (await new LoginPage(page).goto()).signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');
    const connectors = await new ConnectorsPage(page).goto(workspace);

    await connectors.newButton.click();
    await expectVisible(connectors.dialog, 'the new-connector dialog');
    await connectors.choose('Kind', 'Oracle');
    await connectors.input('Name').fill('Ledger');
    await connectors.input('Host').fill('127.0.0.1');
    assert((await connectors.input('Port').inputValue()) === '1521', 'Oracle’s usual port to start with');
    await connectors.input('Service name').fill('FREEPDB1');
    await connectors.input('User').fill('app');
    await connectors.choose('TLS', 'Encrypted, certificate and host name checked');
    await expectVisible(connectors.dialog.getByText(/checked against the certificate authorities this server trusts/), 'the note on Oracle’s CAs');
    await expectAbsent(connectors.dialog.getByLabel('CA certificate'), 'no CA field for Oracle');
    await connectors.testButton.click();
    // Port 1521 is not opened by EGRESS_ALLOW here: the guard refuses before the driver runs.
    await expectVisible(connectors.dialog.getByRole('alert').getByText(/^127\.0\.0\.1 is .*which this server does not connect to/), 'the guard’s refusal for Oracle');
    await e2e.snap('09-oracle-test');
    await page.keyboard.press('Escape');
    await expectHidden(connectors.dialog, 'the dialog closed');

    await connectors.newButton.click();
    await connectors.choose('Kind', 'SQL Server');
    await connectors.input('Name').fill('Archive');
    await connectors.input('Host').fill('169.254.169.254');
    assert((await connectors.input('Port').inputValue()) === '1433', 'SQL Server’s usual port to start with');
    await connectors.input('Database').fill('archive');
    await connectors.input('User').fill('sa');
    await expectVisible(connectors.dialog.getByLabel('CA certificate'), 'a CA field for SQL Server');
    await connectors.testButton.click();
    await expectVisible(connectors.dialog.getByRole('alert').getByText(/which this server does not connect to/), 'the guard’s refusal for SQL Server');
    await e2e.snap('10-sql-server-test');
  });

  test('a member without a Developer seat is told they need one', async () => {
    const owner = uniqueEmail('conn-owner');
    const endUser = uniqueEmail('conn-enduser');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    await e2e.api.createActiveAccount(endUser);
    const token = await seedInvitation(e2e.db!, { workspace, email: endUser, invitedBy: owner });
    const page = e2e.page;
    const invitation = await new InvitationPage(page).open(invitationLink(e2e.baseUrl, { accepted: 1, email: endUser, workspace, token }));
    await expectVisible(invitation.workspaceJoined, "'Workspace joined'");
    await (await new LoginPage(page).goto()).signIn(endUser, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');

    const connectors = await new ConnectorsPage(page).goto(workspace);
    await expectVisible(
      page.getByTestId('connectors-seat-needed').getByText('Connectors are managed by members with a Developer seat. Ask an owner of the workspace for one.', { exact: true }),
      'the Developer seat notice',
    );
    await expectAbsent(connectors.newButton, "'New connector'");
    await e2e.snap('08-seat-needed');
    const { tokenString } = await e2e.api.login(endUser);
    const answer = await e2e.api.get('/api/connectors', { authorization: `Bearer ${tokenString}`, domainname: workspace });
    assert(answer.status === 403, `the API refuses the End User: HTTP ${answer.status}`);
  });
});
