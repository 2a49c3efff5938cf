import { describe, test } from 'vitest';
import { PASSWORD, uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectPath, expectVisible } from '../harness/expect.ts';
import { watchPolicyViolations } from '../harness/policy-violations.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ProjectsPage } from '../pages/ProjectsPage.ts';
import { StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'content-security-policy' });

describe('content security policy', () => {
  test('signing in, the projects page and the design studio with its canvas run without a single violation', async () => {
    const email = uniqueEmail('strict');
    const { workspace } = await e2e.api.createActiveAccount(email);
    const page = e2e.page;
    const violations = await watchPolicyViolations(e2e.context, page);
    const configCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/config/client') configCalls.push(request.url());
    });

    const response = await page.goto('/login');
    const policy = response?.headers()['content-security-policy'] ?? '';
    assert(/(^|;\s*)script-src 'self'(;|$)/.test(policy), `the studio must be served with script-src 'self', got "${policy}"`);
    const login = new LoginPage(page);
    await expectVisible(login.heading, "'Sign in to your account'");
    await login.signIn(email, PASSWORD);
    await expectPath(page, ProjectsPage.path(workspace));
    await expectVisible(new ProjectsPage(page).userEmail(email), `${email} on the projects page`);

    // A dialog (the new-project modal) and the studio it opens.
    await new ProjectsPage(page).createProject('Policy check', { web: true });
    await expectPath(page, new RegExp(`^/${workspace}/sd/[^/]+$`));
    const studio = new StudioPage(page);
    await expectVisible(studio.toolbar, 'the studio toolbar');

    // The canvas iframe renders a screen and a dropped element; the colour picker opens.
    await studio.createScreen('Home');
    await studio.expectOpenScreen('Home');
    await studio.dragFromPalette('button', { x: 0.5, y: 0.3 });
    const [buttonId] = await studio.expectCanvasCount('button', 1, 'after dropping a Button');
    assert(buttonId, 'the dropped button has an id');
    await studio.clickOnCanvas(buttonId);
    await studio.setStyleColor('backgroundColor', '#DC2626');
    await studio.expectValue(() => studio.computedStyle(buttonId, 'background-color'), 'rgb(220, 38, 38)', 'the picked colour on the canvas');
    await studio.saveButton.click();
    await studio.expectSaveState('saved');
    await e2e.snap('studio-under-policy');

    const found = violations();
    assert(found.length === 0, `content security policy violations:\n${found.join('\n')}`);
    // The page carried its client config as a data block: the studio never had to ask for it.
    assert(configCalls.length === 0, `the studio asked for its config instead of reading the page: ${configCalls.join(', ')}`);
  });
});
