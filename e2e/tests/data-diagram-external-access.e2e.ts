import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { adminDatabaseUrl } from '../harness/postgres.ts';
import { DataDiagramPage } from '../pages/DataDiagramPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The connector reads a scratch database on this machine's Postgres, which the server's egress
// guard lets it reach.
const e2e = useE2E({ name: 'data-diagram-external-access', postgres: true, env: () => ({ EGRESS_ALLOW: '127.0.0.1:5432' }) });

/** Runs SQL on a database of the admin server. */
async function runSql(database: string, sql: string): Promise<void> {
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('data diagram: access rules of a connected table', () => {
  test('a builder opens reading a connected table to anyone; a visitor then reads it through the project data API, and a closed table is refused', async () => {
    const shop = `tessera_ext_${randomBytes(5).toString('hex')}`;
    await runSql('postgres', `CREATE DATABASE ${shop}`);
    try {
      await runSql(
        shop,
        `CREATE TABLE notices (id serial PRIMARY KEY, title text NOT NULL, internal_note text);
         INSERT INTO notices (title, internal_note) VALUES ('Opening hours', 'staff only'), ('Summer sale', 'margin 12%');
         CREATE TABLE payroll (id serial PRIMARY KEY, amount numeric(10, 2));
         INSERT INTO payroll (amount) VALUES (1000);`,
      );
      const email = uniqueEmail('external-access');
      const { workspace } = await e2e.api.createActiveAccount(email);
      const studioApi = await StudioApi.as(e2e.api, email, workspace);
      const projectId = await studioApi.createProject('Noticeboard');
      const { tokenString } = await e2e.api.login(email);
      const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
      const settings = { host: '127.0.0.1', port: 5432, database: shop, user: 'postgres', tls: { mode: 'disable' } };
      const created = await e2e.api.post<{ id: string }>('/api/connectors', { kind: 'postgres', name: 'Shop', settings }, headers);
      assert(created.status === 201, `POST /api/connectors gave HTTP ${created.status}: ${JSON.stringify(created.body)}`);
      const connectorId = created.body.id;
      // A visitor of draft is one of the studio's Run preview: it sends the preview token a builder mints.
      const minted = await e2e.api.post<{ token: string }>(`/api/projects/${projectId}/preview-token`, {}, headers);
      assert(minted.status === 200, `POST preview-token gave HTTP ${minted.status}: ${JSON.stringify(minted.body)}`);
      const preview = { 'x-tessera-preview': minted.body.token };
      const visitorRead = (table: string, headers: Record<string, string> = preview) =>
        fetch(`${e2e.baseUrl}/api/data/${projectId}/draft/connectors/${connectorId}/${table}?order=id`, { headers });

      // Before any rule, both tables are closed to visitors.
      const before = await visitorRead('notices');
      const beforeRefusal = (await before.json()) as { code: string };
      assert(before.status === 401 && beforeRefusal.code === '42501', `notices before its rules: HTTP ${before.status} ${JSON.stringify(beforeRefusal)}`);

      const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
      const page = studio.page;
      const diagram = new DataDiagramPage(page);
      await studio.chooseMode('Data diagram');
      await diagram.toolbar.getByRole('button', { name: 'External tables', exact: true }).click();
      const popover = page.getByRole('dialog', { name: 'Show a connected database' });
      await popover.getByRole('button', { name: 'Show its tables', exact: true }).click();
      const notices = page.getByTestId('external-table-notices');
      await expectVisible(notices, 'the connected table notices');

      // Its details: the access rules, closed, edited with the project tables' editor.
      await notices.click();
      const panel = diagram.details.getByTestId('external-access-panel');
      await expectVisible(panel.getByRole('heading', { name: 'notices', exact: true }), 'the access panel of notices');
      const read = panel.getByTestId('access-read');
      await expectVisible(read.getByRole('combobox', { name: 'Who', exact: true }).getByText('Nobody', { exact: true }), 'reading closed at first');
      await read.getByRole('combobox', { name: 'Who', exact: true }).click();
      await page.getByRole('option', { name: 'Anyone, signed in or not', exact: true }).click();
      // Not the internal note: only id and title may be read.
      await read.getByRole('checkbox', { name: 'All columns', exact: true }).click();
      await read.getByRole('checkbox', { name: 'internal_note', exact: true }).click();
      const save = panel.getByRole('button', { name: 'Save rules', exact: true });
      await save.click();
      await expectVisible(panel.getByRole('button', { name: 'Save rules', exact: true, disabled: true }), 'the rules saving');

      // The rules are the server's: the panel opened again shows them.
      await diagram.details.getByRole('button', { name: 'Close details', exact: true }).click();
      await expectHidden(panel, 'the panel closed');
      await notices.click();
      await expectVisible(panel.getByTestId('access-read').getByRole('combobox', { name: 'Who', exact: true }).getByText('Anyone, signed in or not', { exact: true }), 'the saved rule shown again');
      await expectVisible(panel.getByTestId('access-read').getByRole('checkbox', { name: 'internal_note', exact: true, checked: false }), 'the hidden column saved');
      await e2e.snap('00-notices-open-to-anyone');

      // A visitor reads notices (without the hidden column) and is refused payroll.
      const open = await visitorRead('notices');
      assert(open.status === 200, `notices for a visitor: HTTP ${open.status} ${await open.clone().text()}`);
      const rows = (await open.json()) as Record<string, unknown>[];
      assert(JSON.stringify(rows) === JSON.stringify([{ id: 1, title: 'Opening hours' }, { id: 2, title: 'Summer sale' }]), `the visitor's rows: ${JSON.stringify(rows)}`);
      // Without the preview token, draft is no app of anyone's.
      const outside = await visitorRead('notices', {});
      assert(outside.status === 401, `notices without the preview token: HTTP ${outside.status}`);
      const closed = await visitorRead('payroll');
      const refusal = (await closed.json()) as { code: string; message: string };
      assert(closed.status === 401 && refusal.code === '42501' && refusal.message === 'permission denied to read table payroll', `payroll for a visitor: HTTP ${closed.status} ${JSON.stringify(refusal)}`);
      // Live has no rules until the app is published.
      const live = await fetch(`${e2e.baseUrl}/api/data/${projectId}/live/connectors/${connectorId}/notices`);
      assert(live.status === 401, `notices on live: HTTP ${live.status}`);
    } finally {
      await runSql('postgres', `DROP DATABASE IF EXISTS ${shop} WITH (FORCE)`);
    }
  });
});
