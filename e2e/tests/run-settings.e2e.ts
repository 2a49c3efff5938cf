import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectVisible } from '../harness/expect.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'run-settings' });

describe('run settings', () => {
  test('a builder chooses the start screen and preview device, adds a variable and an environment value, fixes what is refused and saves', async () => {
    const email = uniqueEmail('run-settings');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Run settings');
    for (const name of ['Home', 'Orders']) assert((await api.createScreen(projectId, name)).status === 201, `creating ${name}`);
    const orders = await api.screenNamed(projectId, 'Orders');

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.chooseMode('Run settings');
    const page = e2e.page;
    const mode = page.getByTestId('studio-mode-runSettings');
    await expectVisible(mode.getByRole('heading', { name: 'Run settings' }), 'the run settings page');
    await expectVisible(mode.getByText('No app variable yet.', { exact: true }), 'no variables yet');

    await mode.getByRole('combobox', { name: 'Start screen' }).click();
    await page.getByRole('option', { name: 'Orders', exact: true }).click();
    await mode.getByRole('combobox', { name: 'Preview device' }).click();
    await page.getByRole('option', { name: 'iPhone 15', exact: true }).click();

    await mode.getByRole('button', { name: 'Add variable' }).click();
    const variable = mode.getByTestId('app-variable-row');
    await variable.getByRole('textbox', { name: 'Name' }).fill('cartCount');
    await variable.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Number', exact: true }).click();
    await variable.getByRole('textbox', { name: 'Starting value' }).fill('three');
    await expectVisible(variable.getByText('Enter a number.', { exact: true }), 'the starting value refused');
    const save = mode.getByRole('button', { name: 'Save run settings' });
    assert(await save.isDisabled(), 'Save is disabled while a field is wrong');

    await mode.getByRole('button', { name: 'Add value' }).click();
    await mode.getByRole('button', { name: 'Add value' }).click();
    const values = mode.getByTestId('environment-row');
    await values.nth(0).getByRole('textbox', { name: 'Name' }).fill('API_BASE');
    await values.nth(0).getByRole('textbox', { name: 'Value' }).fill('https://api.example.test');
    await values.nth(1).getByRole('textbox', { name: 'Name' }).fill('API_BASE');
    await expectVisible(values.nth(1).getByText('Each environment value needs its own name: "API_BASE" is used more than once.'), 'the duplicate name refused');
    await e2e.snap('01-refused');
    await mode.getByRole('button', { name: 'Remove value API_BASE' }).nth(1).click();

    // Fixed: Enter in a field saves (the keyboard path).
    await variable.getByRole('textbox', { name: 'Starting value' }).fill('3');
    await variable.getByRole('textbox', { name: 'Starting value' }).press('Enter');
    await expectVisible(page.getByText('Run settings saved.'), 'the saved toast');
    const stored = await api.appSettings(projectId);
    assert(
      JSON.stringify(stored) ===
        JSON.stringify({ startScreenId: orders.id, previewDeviceId: 'iphone-15', variables: [{ name: 'cartCount', type: 'number', initial: 3 }], environment: [{ name: 'API_BASE', value: 'https://api.example.test' }] }),
      `stored settings: ${JSON.stringify(stored)}`,
    );
    await e2e.snap('02-saved');

    // A reload shows what was saved; the screens panel shows the new start screen.
    await page.reload();
    await expectVisible(mode.getByRole('textbox', { name: 'Starting value' }), 'the variable after a reload');
    assert((await mode.getByRole('textbox', { name: 'Starting value' }).inputValue()) === '3', 'the starting value after a reload');
    assert((await mode.getByRole('combobox', { name: 'Start screen' }).textContent())?.includes('Orders'), 'the start screen after a reload');

    // Run in Design shows the chosen preview device.
    await studio.chooseMode('Design');
    await studio.expectOpenScreen('Home');
    await expectVisible(studio.deviceSelect.getByText('Desktop · 1440×900', { exact: true }), 'the studio’s desktop device before Run');
    await studio.runButton.click();
    await expectVisible(studio.deviceSelect.getByText('iPhone 15 · 393×852', { exact: true }), 'the preview device in the Run preview');
    await e2e.snap('03-run-on-preview-device');
  });
});
