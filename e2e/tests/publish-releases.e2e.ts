import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { ReleasesDialogs } from '../pages/ReleasesDialogs.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

const e2e = useE2E({ name: 'publish-releases' });

interface PublishedApp {
  release: { number: number };
  screens: { name: string; path: string }[];
}

describe('publishing from the studio', () => {
  test('a builder publishes twice with notes, sees the history with the live one, rolls back to release 1, and the public route serves it', async () => {
    const owner = uniqueEmail('publish');
    const { workspace } = await e2e.api.createActiveAccount(owner);
    const studioApi = await StudioApi.as(e2e.api, owner, workspace);
    const projectId = await studioApi.createProject('Corner Shop');
    const home = await studioApi.createScreen(projectId, 'Home');
    assert(home.status === 201, `screen Home: HTTP ${home.status}`);
    // A table drawn on draft: live has not had it until the first publish.
    const { tokenString } = await e2e.api.login(owner);
    const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
    const tasks = { op: 'createTable', tableId: 't_tasks', name: 'tasks', position: { x: 0, y: 0 }, primaryKey: { columnId: 't_tasks_id', name: 'id', type: 'integer' } };
    const changed = await e2e.api.post(`/api/projects/${projectId}/data/changes`, { baseVersion: 0, ops: [tasks] }, headers);
    assert(changed.status === 200, `POST data changes gave HTTP ${changed.status}: ${JSON.stringify(changed.body)}`);
    const publicRoute = `/api/published/${workspace}/corner-shop`;
    const nothing = await e2e.api.get(publicRoute);
    assert(nothing.status === 404, `nothing published yet: HTTP ${nothing.status}`);

    const studio = await StudioPage.signInAndOpen(e2e.page, owner, workspace, projectId);
    const releases = new ReleasesDialogs(studio.page);

    // The history before anything is published.
    await releases.historyButton.click();
    await expectVisible(releases.historyDialog.getByText('Nothing published yet', { exact: true }), 'the empty history');
    await releases.page.keyboard.press('Escape');
    await expectHidden(releases.historyDialog, 'the history closed');

    // First publish: the address is chosen from the name.
    await releases.publishButton.click();
    await expectVisible(releases.address, 'the address field of the first publish');
    assert((await releases.address.inputValue()) === 'corner-shop', `suggested address: ${await releases.address.inputValue()}`);
    await expectVisible(releases.publishDialog.getByText('Data model changes live has not had (1), applied as you publish:', { exact: true }), 'the queue for live');
    await expectVisible(releases.publishDialog.getByTestId('publish-queue').getByText('Safe', { exact: true }).first(), 'its steps, classified');
    await releases.note.fill('First release');
    await e2e.snap('01-publish-dialog');
    await releases.submit(1).click();
    await expectVisible(releases.publishDialog.getByText('Release 1 is live', { exact: true }), 'release 1 published');
    assert((await releases.publishedAddress.getAttribute('href')) === `/apps/${workspace}/corner-shop/`, 'the published address link');
    await e2e.snap('02-published');
    await releases.closeButton(releases.publishDialog).click();
    await expectHidden(releases.publishDialog, 'the publish dialog closed');

    const first = await e2e.api.get<PublishedApp>(publicRoute);
    assert(first.status === 200 && first.body.release.number === 1, `release 1 served: HTTP ${first.status} ${JSON.stringify(first.body)}`);

    // A second screen, then the second release. Its list shows a `notes` table the data model
    // does not have (removed since, say): the release is published and the studio warns.
    const about = await studioApi.createScreen(projectId, 'About us');
    assert(about.status === 201, `screen About us: HTTP ${about.status}`);
    const notesList = { id: 'notesList', type: 'dataRepeater', props: { dataSource: 'notes' }, style: {}, bindings: {}, events: {}, children: [] };
    const seeded = await studioApi.saveScreen(projectId, about.body.id, about.body.version, { ...about.body.root, children: [notesList] });
    assert(seeded === 200, `seeding About us: HTTP ${seeded}`);
    const notesWarning = "Table notes, used by its screens, is not in live's data model.";
    await releases.publishButton.click();
    await expectVisible(releases.submit(2), 'the second publish');
    await expectHidden(releases.address, 'no address field after the first publish');
    await expectVisible(releases.publishDialog.getByText('Live’s data model is up to date: publishing changes no table.', { exact: true }), 'nothing left queued for live');
    await releases.note.fill('Adds the About page');
    await releases.submit(2).click();
    await expectVisible(releases.publishDialog.getByText('Release 2 is live', { exact: true }), 'release 2 published');
    await expectVisible(releases.publishDialog.getByText('The live data model does not have everything this release uses:', { exact: true }), 'the warning of the publish dialog');
    await expectVisible(releases.publishDialog.getByText(notesWarning, { exact: true }), 'what live does not have');
    await e2e.snap('02b-published-with-warning');
    await releases.closeButton(releases.publishDialog).click();
    const second = await e2e.api.get<PublishedApp>(publicRoute);
    assert(second.body.release.number === 2 && second.body.screens.map((screen) => screen.path).join(',') === 'home,about-us', `release 2 served: ${JSON.stringify(second.body)}`);

    // The history: newest first, with notes, who, and the Live badge on release 2.
    await releases.historyButton.click();
    await expectVisible(releases.row(2), 'release 2 in the history');
    assert((await releases.rows.count()) === 2, 'two releases listed');
    assert((await releases.rows.first().getAttribute('data-number')) === '2', 'newest first');
    await expectVisible(releases.row(2).getByText('Adds the About page', { exact: true }), 'the note of release 2');
    await expectVisible(releases.row(1).getByText('First release', { exact: true }), 'the note of release 1');
    await expectVisible(releases.row(2).getByText('Live', { exact: true }), 'release 2 is live');
    await expectVisible(releases.row(1).getByText(new RegExp(owner.replace(/[.+]/g, '\\$&'))), 'who published release 1');
    assert((await releases.row(1).getByText('Live', { exact: true }).count()) === 0, 'release 1 is not live');
    // Live's schema no longer fits release 2 (no `notes` table); release 1 fits.
    await expectVisible(releases.row(2).getByRole('note').getByText('The live data model no longer matches this release:', { exact: true }), 'the warning of release 2');
    await expectVisible(releases.row(2).getByRole('note').getByText(notesWarning, { exact: true }), 'what release 2 uses that live does not have');
    assert((await releases.row(1).getByRole('note').count()) === 0, 'no warning on release 1');
    await e2e.snap('03-history');

    // Roll back to release 1, confirmed first.
    await releases.row(1).getByRole('button', { name: 'Roll back to release 1', exact: true }).click();
    await expectVisible(releases.confirmDialog.getByText('Roll back to release 1?', { exact: true }), 'the rollback confirmation');
    await releases.confirmDialog.getByRole('button', { name: 'Yes', exact: true }).click();
    await expectVisible(releases.page.getByText('Release 1 is live again.', { exact: true }), 'the rollback toast');
    await expectVisible(releases.row(1).getByText('Live', { exact: true }), 'release 1 is live');
    await expectHidden(releases.row(2).getByText('Live', { exact: true }), 'release 2 is no longer live');
    await e2e.snap('04-rolled-back');

    const rolledBack = await e2e.api.get<PublishedApp>(publicRoute);
    assert(rolledBack.status === 200 && rolledBack.body.release.number === 1, `release 1 served again: ${JSON.stringify(rolledBack.body)}`);
    assert(rolledBack.body.screens.map((screen) => screen.name).join(',') === 'Home', `release 1's screens: ${JSON.stringify(rolledBack.body.screens)}`);
  });
});
