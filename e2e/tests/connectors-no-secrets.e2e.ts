import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectPath, expectVisible } from '../harness/expect.ts';
import { ConnectorsPage } from '../pages/ConnectorsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';

// A server whose operator has not set CONNECTOR_SECRETS_KEY (the harness sets one unless told).
const e2e = useE2E({ name: 'connectors-no-secrets', env: () => ({ CONNECTOR_SECRETS_KEY: '' }) });

const secretsDisabled =
  'This server cannot store passwords, keys or tokens: its operator has not set CONNECTOR_SECRETS_KEY. Connectors without a secret still work.';

describe('connectors without a secrets key', () => {
  test('the page says secrets cannot be stored, a password is refused naming the variable, a connector without one is saved', async () => {
    const owner = uniqueEmail('nosecrets');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const page = e2e.page;
    await (await new LoginPage(page).goto()).signIn(owner, PASSWORD);
    await expectPath(page, (pathname) => pathname !== '/login');
    const connectors = await new ConnectorsPage(page).goto(workspace);
    await expectVisible(connectors.text(secretsDisabled), 'the notice on the page');

    await connectors.newButton.click();
    await expectVisible(connectors.dialog.getByText(secretsDisabled, { exact: true }), 'the notice in the dialog');
    await connectors.input('Name').fill('Reports');
    await connectors.input('Host').fill('reports.example.com');
    await connectors.input('Database').fill('reports');
    await connectors.input('User').fill('reader');
    await connectors.input('Password').fill('not-storable');
    await connectors.submitButton('Create connector').click();
    await expectVisible(connectors.dialog.getByText('Secrets cannot be stored on this server', { exact: true }), 'the refusal’s title');
    const refusal = await connectors.dialog.getByRole('alert').first().innerText();
    assert(refusal.includes('CONNECTOR_SECRETS_KEY'), `the refusal names the variable: ${refusal}`);
    await e2e.snap('01-secrets-refused');

    // Without the password the same connector is saved.
    await connectors.input('Password').fill('');
    await connectors.submitButton('Create connector').click();
    await expectHidden(connectors.dialog, 'the dialog closed');
    await expectVisible(connectors.row('Reports').getByText('reports.example.com:5432/reports', { exact: true }), 'Reports listed');
  });
});
