import path from 'node:path';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { artifactsDir } from '../harness/paths.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { ReleasesDialogs } from '../pages/ReleasesDialogs.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';
import { pngFile } from '../../apps/server/test/helpers/png-file.ts';

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
    // The form stays as it is once saved: the field Enter was pressed in keeps the focus.
    const startingValue = variable.getByRole('textbox', { name: 'Starting value' });
    assert(await startingValue.evaluate((input) => input === document.activeElement), 'the starting value keeps the focus after saving');
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

  test('a builder uploads an app icon, a refused image is explained, and the published app’s manifest and page link the icon', async () => {
    const email = uniqueEmail('run-settings-icon');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const api = await StudioApi.as(e2e.api, email, workspace);
    const projectId = await api.createProject('Bird notes');
    assert((await api.createScreen(projectId, 'Home')).status === 201, 'creating Home');

    const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
    await studio.expectOpenScreen('Home');
    await studio.chooseMode('Run settings');
    const page = e2e.page;
    const section = page.getByTestId('app-icon-section');
    await expectVisible(section.getByText('The default icon is used.', { exact: true }), 'the default icon at first');
    const file = section.getByTestId('app-icon-file');
    // Listened for from here, so Chromium intercepts the picker well before the key opens it
    // (a listener added just before the key press has missed it on a busy machine).
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
    chooserOpened.catch(() => undefined); // awaited below; a step failing first must not leave it unhandled

    // Not square: the server's message is shown and the default stays.
    await file.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: pngFile(400, 200) });
    await expectVisible(section.getByText('The icon must be square; this image is 400×200 pixels.', { exact: true }), 'the refusal of a wide image');
    await expectVisible(section.getByText('The default icon is used.', { exact: true }), 'still the default icon');

    // The upload button is a plain button: reachable and pressed from the keyboard (it opens the picker).
    const uploadButton = section.getByRole('button', { name: 'Upload icon', exact: true });
    assert(await uploadButton.isEnabled(), 'Upload icon is enabled again after the refusal');
    await uploadButton.focus();
    await page.keyboard.press('Enter');
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: 'icon.png', mimeType: 'image/png', buffer: pngFile(512, 512, [234, 88, 12]) });
    await expectVisible(page.getByText('App icon saved.'), 'the saved toast');
    await expectVisible(section.getByText('Your icon, 512×512 pixels.', { exact: true }), 'the icon’s size');
    await expectHidden(section.getByTestId('app-icon-error'), 'the earlier refusal gone');
    const preview = section.getByTestId('app-icon-preview');
    await expectVisible(preview, 'the preview');
    const src = (await preview.getAttribute('src')) ?? '';
    assert(/^\/api\/app-assets\/[0-9a-f]{64}$/.test(src), `the preview's address: ${src}`);
    assert(await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 512), 'the preview image loaded');
    await e2e.snap('04-icon-uploaded');

    // The installed app's name and theme colour, checked as typed, saved with Enter.
    const mode = page.getByTestId('studio-mode-runSettings');
    const theme = mode.getByRole('textbox', { name: 'Theme colour' });
    await theme.fill('orange');
    await expectVisible(mode.getByText('Enter a colour as #rrggbb.', { exact: true }), 'a colour refused');
    await theme.fill('#EA580C');
    await mode.getByRole('textbox', { name: 'App name' }).fill('Bird notes app');
    await mode.getByRole('textbox', { name: 'App name' }).press('Enter');
    await expectVisible(page.getByText('Run settings saved.'), 'the saved toast');

    // Publish from the toolbar.
    await studio.chooseMode('Design');
    const releases = new ReleasesDialogs(page);
    await releases.publishButton.click();
    await releases.submit(1).click();
    await expectVisible(releases.publishDialog.getByText('Release 1 is live', { exact: true }), 'release 1 published');
    const address = (await releases.publishedAddress.getAttribute('href')) ?? '';
    await releases.closeButton(releases.publishDialog).click();

    // The published app: its manifest and page link the icon, which loads with its immutable headers.
    const manifest = await fetch(`${e2e.baseUrl}${address}manifest.webmanifest`);
    const body = (await manifest.json()) as { name: string; icons: { src: string; sizes: string; type: string }[] };
    const named = body as unknown as { name: string; theme_color: string };
    assert(manifest.status === 200 && named.name === 'Bird notes app' && named.theme_color === '#ea580c', `the manifest: ${JSON.stringify(body)}`);
    assert(JSON.stringify(body.icons) === JSON.stringify([{ src, sizes: '512x512', type: 'image/png', purpose: 'any' }]), `the manifest's icons: ${JSON.stringify(body.icons)}`);
    const app = await e2e.context.newPage();
    await app.goto(`${e2e.baseUrl}${address}`);
    assert((await app.locator('link[rel="icon"]').getAttribute('href')) === src, 'the page’s icon link');
    assert((await app.locator('link[rel="apple-touch-icon"]').getAttribute('href')) === src, 'the page’s touch icon link');
    const icon = await app.goto(`${e2e.baseUrl}${src}`);
    assert(icon !== null && icon.status() === 200, 'the icon loads');
    const headers = icon.headers();
    assert(headers['content-type'] === 'image/png' && headers['x-content-type-options'] === 'nosniff', `the icon's type: ${JSON.stringify(headers)}`);
    assert(headers['cache-control'] === 'public, max-age=31536000, immutable', `the icon's caching: ${headers['cache-control']}`);
    await app.screenshot({ path: path.join(artifactsDir, 'run-settings--05-published-icon.png') });
    await app.close();

    // Back to the default: the draft changes, the published app keeps its icon until the next publish.
    await studio.chooseMode('Run settings');
    await section.getByRole('button', { name: 'Use the default icon', exact: true }).click();
    await expectVisible(section.getByText('The default icon is used.', { exact: true }), 'the default icon again');
    const kept = (await (await fetch(`${e2e.baseUrl}${address}manifest.webmanifest`)).json()) as { icons: { src: string }[] };
    assert(kept.icons[0]?.src === src, 'the live app keeps its published icon');
  });
});
