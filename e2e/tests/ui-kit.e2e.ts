import { beforeAll, describe, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { type UiKitSlug, UiKitPage, uiKitSubPages } from '../pages/UiKitPage.ts';

const e2e = useE2E({ name: 'ui-kit' });

let email = '';
let workspace = '';

beforeAll(async () => {
  email = uniqueEmail('kit');
  ({ workspace } = await e2e.api.createActiveAccount(email));
});

/** A signed-in page on the UI kit (tokens from the API, so the subject here is the kit, not sign-in). */
async function openKit(slug?: UiKitSlug, user = { email, workspace }): Promise<{ page: Page; kit: UiKitPage }> {
  const page = e2e.page;
  const tokens = await e2e.api.login(user.email);
  await page.goto('/login');
  await page.evaluate(({ tokenString, refreshToken }) => {
    window.localStorage.setItem('tokenString', tokenString);
    window.localStorage.setItem('refreshToken', refreshToken);
  }, tokens);
  const kit = await new UiKitPage(page).goto(user.workspace, slug);
  return { page, kit };
}

/** Each sub-page's characteristic control, found by role (or the spec-free sample text for static ones). */
const characteristic: Record<UiKitSlug, (page: Page) => Locator> = {
  typography: (page) => page.getByText('Heading level 3', { exact: true }),
  buttons: (page) => page.getByRole('button', { name: 'New project', exact: true }),
  inputs: (page) => page.getByRole('spinbutton', { name: 'Quantity', exact: true }),
  badge: (page) => page.getByText('Published', { exact: true }),
  checkbox: (page) => page.getByRole('checkbox', { name: 'All targets', exact: true }),
  'radio-group': (page) => page.getByRole('radiogroup', { name: 'Plan', exact: true }),
  switch: (page) => page.getByRole('switch', { name: 'Autosave', exact: true }),
  'dropdown-menu': (page) => page.getByRole('button', { name: 'More actions', exact: true }),
  tooltip: (page) => page.getByRole('button', { name: 'Top', exact: true }),
  label: (page) => page.getByRole('textbox', { name: 'Workspace name' }),
  'collapse-panel': (page) => page.getByRole('button', { name: /^General/, expanded: false }),
  'empty-state': (page) => page.getByText('No projects yet', { exact: true }),
  'info-box': (page) => page.getByRole('alert').filter({ hasText: 'The database could not be reached.' }),
  tabs: (page) => page.getByRole('tablist', { name: 'Project sections', exact: true }),
  popover: (page) => page.getByRole('button', { name: 'About data sources', exact: true }),
};

describe('UI kit pages (spec §2, shared controls)', () => {
  test('the index links all fifteen sub-pages; each shows its heading and its control', async () => {
    const { page, kit } = await openKit();
    await expectVisible(kit.title('UI kit'), "the 'UI kit' heading");
    const links = kit.gallery.getByRole('link');
    await expectVisible(links.first(), 'the gallery of sub-pages');
    assert((await links.count()) === 15, `the gallery must link 15 sub-pages, found ${await links.count()}`);
    await e2e.snap('00-index');

    for (const [index, { slug, title }] of uiKitSubPages.entries()) {
      await kit.subNavigation.getByRole('link', { name: title, exact: true }).click();
      await expectVisible(kit.title(title), `the '${title}' heading at ${slug}`);
      assert(new URL(page.url()).pathname === UiKitPage.path(workspace, slug), `expected ${UiKitPage.path(workspace, slug)}, on ${page.url()}`);
      await expectVisible(characteristic[slug](page), `the characteristic control of ${slug}`);
      await e2e.snap(`${String(index + 1).padStart(2, '0')}-${slug}`);
    }
  });

  test('the modal is 460 px wide and 70vh high, and full screen makes it calc(100vh - 102px) high', async () => {
    const { page, kit } = await openKit();
    await kit.button('Open modal').click();
    const dialog = kit.dialog;
    await expectVisible(dialog, 'the modal');
    const viewport = page.viewportSize()!;
    let box = (await dialog.boundingBox())!;
    assert(Math.round(box.width) === 460, `default width must be 460 px, got ${box.width}`);
    assert(Math.abs(box.height - viewport.height * 0.7) <= 1, `default height must be 70vh (${viewport.height * 0.7}), got ${box.height}`);
    await e2e.snap('modal-default');

    await dialog.getByRole('button', { name: 'Full screen', exact: true }).click();
    await expectVisible(dialog.getByRole('button', { name: 'Exit full screen', exact: true }), 'the exit full screen button');
    box = (await dialog.boundingBox())!;
    assert(Math.abs(box.height - (viewport.height - 102)) <= 1, `full-screen height must be calc(100vh - 102px) = ${viewport.height - 102}, got ${box.height}`);
    assert(box.width > 460, `full screen must be wider than the default, got ${box.width}`);
    await e2e.snap('modal-full-screen');

    await dialog.getByRole('button', { name: 'Exit full screen', exact: true }).click();
    box = (await dialog.boundingBox())!;
    assert(Math.round(box.width) === 460, `back to 460 px after leaving full screen, got ${box.width}`);
    await page.keyboard.press('Escape');
    await expectHidden(dialog, 'the modal after Escape');
  });

  test('the number input blocks e, clamps on blur, rounds to its precision and steps by 10 with Shift', async () => {
    const { page, kit } = await openKit('inputs');
    const quantity = kit.spinbutton('Quantity'); // 0 to 100, whole numbers
    await quantity.click();
    await quantity.press('ControlOrMeta+a');
    await page.keyboard.type('1e5 ');
    assert((await quantity.inputValue()) === '15', `e and space must be blocked, the box holds "${await quantity.inputValue()}"`);
    await page.keyboard.type('0');
    assert((await quantity.inputValue()) === '150', `typing 150 is allowed until blur, got "${await quantity.inputValue()}"`);
    await quantity.blur();
    assert((await quantity.inputValue()) === '100', `150 must be clamped to the maximum 100 on blur, got "${await quantity.inputValue()}"`);

    const temperature = kit.spinbutton('Temperature'); // one decimal, -50 to 50
    await temperature.click();
    await page.keyboard.type('-12.345');
    assert((await temperature.inputValue()) === '-12.3', `decimals past the precision must be blocked, got "${await temperature.inputValue()}"`);

    const percent = kit.spinbutton('Percentage'); // 0 to 100, step 5, starts at 50
    await percent.click();
    await page.keyboard.press('Shift+ArrowUp');
    assert((await percent.inputValue()) === '60', `Shift+ArrowUp must add 10 (50 → 60), got "${await percent.inputValue()}"`);
    await page.keyboard.press('ArrowUp');
    assert((await percent.inputValue()) === '65', `ArrowUp must add the step 5 (60 → 65), got "${await percent.inputValue()}"`);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowUp'); // 65 → 75 → 85 → 95 → 100
    assert((await percent.inputValue()) === '100', `stepping stops at the maximum, got "${await percent.inputValue()}"`);
    await e2e.snap('number-input');
  });

  test('a tooltip appears after its 300 ms delay', async () => {
    const { page, kit } = await openKit('tooltip');
    const trigger = kit.button('Top');
    await expectVisible(trigger, 'the tooltip demo button');
    // Times are taken in the page: when the pointer entered, and when the tooltip appeared.
    await trigger.evaluate((element) => {
      const w = window as unknown as { tooltipTimes: { entered?: number; shown?: number } };
      w.tooltipTimes = {};
      element.addEventListener('pointerenter', () => (w.tooltipTimes.entered ??= performance.now()));
      new MutationObserver(() => {
        if (document.querySelector('[role="tooltip"]')) w.tooltipTimes.shown ??= performance.now();
      }).observe(document.body, { childList: true, subtree: true });
    });
    await trigger.hover();
    await expectVisible(kit.tooltip.filter({ hasText: 'A short hint' }), 'the tooltip');
    const times = await page.evaluate(() => (window as unknown as { tooltipTimes: { entered?: number; shown?: number } }).tooltipTimes);
    assert(times.entered !== undefined && times.shown !== undefined, `times not recorded: ${JSON.stringify(times)}`);
    const delay = times.shown - times.entered;
    assert(delay >= 295, `the tooltip must wait 300 ms, it appeared after ${Math.round(delay)} ms`);
    await e2e.snap('tooltip');
  });

  test('the colour picker offers 16 presets and picking one sets the colour', async () => {
    const { page, kit } = await openKit('inputs');
    await kit.button('Brand colour').click();
    const presets = page.getByRole('group', { name: 'Preset colours' }).getByRole('button');
    await expectVisible(presets.first(), 'the preset swatches');
    assert((await presets.count()) === 16, `the colour picker must have 16 presets, found ${await presets.count()}`);
    await page.getByRole('button', { name: 'Colour #EF4444', exact: true }).click();
    await expectVisible(page.getByRole('button', { name: 'Colour #EF4444', pressed: true }), 'the picked preset marked as chosen');
    await e2e.snap('color-picker');
    await page.keyboard.press('Escape');
    await expectVisible(kit.button('Brand colour').filter({ hasText: '#EF4444' }), 'the field showing #EF4444');
  });

  test('a Turkish preference loads the Turkish strings on demand and keeps them in tessera.language', async () => {
    // Its own account: the preference changed here must not turn the other tests Turkish.
    const speaker = uniqueEmail('kit-tr');
    const { workspace: speakerWorkspace } = await e2e.api.createActiveAccount(speaker);
    const { page, kit } = await openKit(undefined, { email: speaker, workspace: speakerWorkspace });
    const turkishChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/turkish-[^/]+\.js$/.test(new URL(request.url()).pathname)) turkishChunks.push(request.url());
    });
    await expectVisible(kit.title('UI kit'), 'the English UI kit');
    await page.waitForLoadState('networkidle');
    assert(turkishChunks.length === 0, `an English visit must not fetch the Turkish strings, fetched ${turkishChunks.join(', ')}`);

    // The language is the user's preference (settings → preferences, GET/PUT /api/preferences).
    const { tokenString } = await e2e.api.login(speaker);
    const auth = { authorization: `Bearer ${tokenString}` };
    const current = await e2e.api.get<Record<string, unknown>>('/api/preferences', auth);
    assert(current.status === 200, `GET /api/preferences: HTTP ${current.status}`);
    const saved = await fetch(`${e2e.baseUrl}/api/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ ...current.body, language: 'tr' }),
    });
    assert(saved.status === 200, `PUT /api/preferences: HTTP ${saved.status} ${await saved.text()}`);

    await page.reload();
    await expectVisible(kit.title('Arayüz kiti'), "the Turkish heading 'Arayüz kiti'");
    assert(turkishChunks.length > 0, 'the Turkish strings must be fetched once Turkish is the language');
    await expectVisible(kit.button('Pencereyi aç'), "the modal demo's Turkish button");
    const stored = await page.evaluate(() => window.localStorage.getItem('tessera.language'));
    assert(stored === 'tr', `the language must be kept under tessera.language, got ${stored}`);
    await page.getByRole('navigation', { name: 'Arayüz kiti sayfaları' }).getByRole('link', { name: 'Düğmeler', exact: true }).click();
    await expectVisible(kit.title('Düğmeler'), "the Turkish 'Buttons' page");
    await expectVisible(page.getByRole('button', { name: 'Kaydet', exact: true }).first(), "'Save' in Turkish (spec §9)");
    await e2e.snap('turkish');
  });
  test('the date picker writes YYYY-MM-DD, YYYY-MM-DDTHH:mm:ss and HH:mm:ss', async () => {
    const { page, kit } = await openKit('inputs');
    await kit.button('Date').click();
    const calendar = page.getByRole('dialog', { name: 'Pick a date' });
    await expectVisible(calendar.getByRole('grid'), 'the calendar');
    await e2e.snap('date-picker');
    await calendar.getByRole('button', { name: /March 20th, 2025/ }).click();
    await expectHidden(calendar, 'the calendar after picking a day');
    await expectVisible(kit.button('Date').filter({ hasText: '2025-03-20' }), 'the picked date as YYYY-MM-DD');

    await kit.button('Date & Time').click();
    const dateTime = page.getByRole('dialog', { name: 'Pick a date and time' });
    await dateTime.getByRole('spinbutton', { name: 'Hours' }).fill('17');
    await dateTime.getByRole('spinbutton', { name: 'Minutes' }).fill('5');
    await page.keyboard.press('Escape');
    await expectVisible(kit.button('Date & Time').filter({ hasText: '2025-03-14T17:05:00' }), 'the date and time as YYYY-MM-DDTHH:mm:ss');

    await kit.button('Time').click();
    const time = page.getByRole('dialog', { name: 'Pick a time' });
    await time.getByRole('spinbutton', { name: 'Seconds' }).fill('30');
    await page.keyboard.press('Escape');
    await expectVisible(kit.button('Time').filter({ hasText: '00:00:30' }), 'the time as HH:mm:ss');
  });

  test('a dropdown menu opens and runs a command from the keyboard', async () => {
    const { page, kit } = await openKit('dropdown-menu');
    await kit.button('Actions').first().focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expectVisible(menu.getByRole('menuitem', { name: /Rename/ }), 'the menu with Rename');
    await e2e.snap('dropdown-menu-open');
    await page.keyboard.press('Enter');
    await expectHidden(menu, 'the menu after running a command');
    await expectVisible(page.getByText('rename', { exact: true }), 'the last command: rename');
  });
  test('a popover opens as a titled dialog with a close button, and Escape returns focus to its button', async () => {
    const { page, kit } = await openKit('popover');
    const trigger = kit.button('About data sources');
    await trigger.click();
    const popover = page.getByRole('dialog', { name: 'Data sources' });
    await expectVisible(popover.getByRole('button', { name: 'Close', exact: true }), 'the popover with its close button');
    await e2e.snap('popover-open');
    await page.keyboard.press('Escape');
    await expectHidden(popover, 'the popover after Escape');
    assert(await trigger.evaluate((element) => element === document.activeElement), 'focus must return to the popover button');
  });
  test('a toast shows once, although the workspace layout and the UI kit both mount a toaster', async () => {
    const { page, kit } = await openKit();
    await kit.button('Success').click();
    const toast = page.getByText('Changes saved', { exact: true });
    await expectVisible(toast, "the 'Changes saved' toast");
    assert((await toast.count()) === 1, `the toast must show once, it shows ${await toast.count()} times`);
    await e2e.snap('toast');
  });
});
