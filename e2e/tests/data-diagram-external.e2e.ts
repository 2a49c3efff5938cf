import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { adminDatabaseUrl } from '../harness/postgres.ts';
import { DataDiagramPage, DataModelApi } from '../pages/DataDiagramPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The connector reads a scratch database on this machine's Postgres, which the server's egress
// guard lets it reach.
const e2e = useE2E({ name: 'data-diagram-external', postgres: true, env: () => ({ EGRESS_ALLOW: '127.0.0.1:5432' }) });

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

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('data diagram: external tables', () => {
  test('a connected Postgres database’s tables, view and foreign key shown read-only beside the project’s; refreshed; its errors and empty schemas; hidden', async () => {
    const shop = `tessera_ext_${randomBytes(5).toString('hex')}`;
    await runSql('postgres', `CREATE DATABASE ${shop}`);
    try {
      await runSql(
        shop,
        `CREATE TABLE customers (id serial PRIMARY KEY, name text NOT NULL, email varchar(120));
         CREATE TABLE orders (id serial PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers (id), total numeric(10, 2), placed_at timestamptz NOT NULL DEFAULT now());
         CREATE VIEW order_totals AS SELECT customer_id, sum(total) AS total FROM orders GROUP BY customer_id;
         CREATE SCHEMA archive;`,
      );
      const email = uniqueEmail('external');
      const { workspace } = await e2e.api.createActiveAccount(email);
      const studioApi = await StudioApi.as(e2e.api, email, workspace);
      const dataApi = await DataModelApi.as(e2e.api, email, workspace);
      const projectId = await studioApi.createProject('Storefront');
      const table = (id: string, x: number, y: number) => ({ op: 'createTable', tableId: id, name: id, position: { x, y }, primaryKey: { columnId: `${id}_key`, name: 'id', type: 'uuid' } });
      await dataApi.change(projectId, [table('products', 0, 0), table('reviews', 320, 80)]);

      const { tokenString } = await e2e.api.login(email);
      const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
      const settings = { host: '127.0.0.1', port: 5432, database: shop, user: 'postgres', tls: { mode: 'disable' } };
      const created = await e2e.api.post<{ id: string }>('/api/connectors', { kind: 'postgres', name: 'Shop', settings }, headers);
      assert(created.status === 201, `POST /api/connectors gave HTTP ${created.status}: ${JSON.stringify(created.body)}`);
      const archive = await e2e.api.post('/api/connectors', { kind: 'mssql', name: 'Archive', settings: { ...settings, port: 1433 } }, headers);
      assert(archive.status === 201, `the MSSQL connector: HTTP ${archive.status}`);

      const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
      const page = studio.page;
      const diagram = new DataDiagramPage(page);
      await studio.chooseMode('Data diagram');
      await expectVisible(diagram.table('reviews'), 'the project’s tables');

      // From the keyboard: open the control; Archive (SQL Server, dbo by default) comes first by name; pick Shop, show public.
      const button = diagram.toolbar.getByRole('button', { name: 'External tables', exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: 'Show a connected database' });
      await expectVisible(popover, 'the external-tables popover');
      const connector = popover.getByRole('combobox', { name: 'Database connector' });
      await expectVisible(connector.getByText('Archive', { exact: true }), 'Archive picked, the first by name');
      const schemaField = popover.getByLabel('Schema', { exact: true });
      assert((await schemaField.getAttribute('placeholder')) === 'dbo', 'SQL Server reads dbo when no schema is typed');
      await connector.press('Enter');
      const shopOption = page.getByRole('option', { name: 'Shop', exact: true });
      await expectVisible(shopOption, 'Shop listed');
      await shopOption.focus();
      await page.keyboard.press('Enter');
      await expectVisible(connector.getByText('Shop', { exact: true }), 'Shop picked from the keyboard');
      assert((await schemaField.inputValue()) === '', 'no schema typed');
      assert((await schemaField.getAttribute('placeholder')) === 'public', 'Postgres reads public when no schema is typed');
      await e2e.snap('00-choose');
      await schemaField.focus();
      await page.keyboard.press('Enter');
      await expectHidden(popover, 'the popover closed');

      const external = (name: string) => page.getByTestId(`external-table-${name}`);
      const column = (name: string, columnName: string) => page.getByTestId(`external-column-${name}-${columnName}`);
      for (const name of ['customers', 'orders', 'order_totals']) await expectVisible(external(name), `the external table ${name}`);
      await expectVisible(page.getByTestId('external-view-order_totals'), 'order_totals marked as a view');
      await expectVisible(external('orders').getByText('Shop', { exact: true }), 'the connector named on the box');
      await expectVisible(external('orders').getByText('Read-only', { exact: true }), 'the box marked read-only');
      await expectVisible(column('orders', 'customer_id').getByText('→ customers', { exact: true }), 'orders.customer_id pointing at customers');
      await expectVisible(column('orders', 'id').getByLabel('Primary key', { exact: true }), 'the key of orders');
      await expectVisible(column('customers', 'name').getByLabel('Required', { exact: true }), 'customers.name required');
      assert((await column('customers', 'email').getByLabel('Required', { exact: true }).count()) === 0, 'customers.email may be empty');
      await expectVisible(column('customers', 'email').getByText('Text', { exact: true }), 'the type of customers.email');
      await expectVisible(column('orders', 'placed_at').getByText('Date and time', { exact: true }), 'the type of orders.placed_at');
      await expectVisible(diagram.canvas.locator('.react-flow__edge[data-id="external:orders:orders_customer_id_fkey"]'), 'the foreign-key line');

      // No editing: not draggable, selectable or connectable; a click opens only its access rules.
      const node = diagram.canvas.locator('.react-flow__node[data-id="external:orders"]');
      const classes = (await node.getAttribute('class')) ?? '';
      assert(!/\b(draggable|selectable)\b/.test(classes), `the external box is fixed: ${classes}`);
      assert((await node.locator('.react-flow__handle.connectable').count()) === 0, 'no relation can be drawn from it');
      await external('orders').click();
      await expectVisible(diagram.details.getByTestId('external-access-panel'), 'the access rules of orders');
      assert((await diagram.details.getByRole('button', { name: 'Delete table', exact: true }).count()) === 0, 'nothing in the panel changes the table');
      await diagram.details.getByRole('button', { name: 'Close details', exact: true }).click();
      await expectHidden(diagram.details, 'the panel closed');

      // Nothing overlaps: neither the project's boxes nor the external ones.
      const boxes = await diagram.canvas.locator('.react-flow__node').evaluateAll((elements) => elements.map((element) => ({ id: element.getAttribute('data-id'), ...JSON.parse(JSON.stringify(element.getBoundingClientRect())) })));
      assert(boxes.length === 5, `five boxes: ${boxes.map((box) => box.id).join()}`);
      for (const [index, box] of boxes.entries()) for (const other of boxes.slice(index + 1)) assert(!overlap(box, other), `${box.id} overlaps ${other.id}`);
      await e2e.snap('01-shown');

      // A table added to the database appears after Refresh.
      await runSql(shop, 'CREATE TABLE invoices (id serial PRIMARY KEY, order_id integer NOT NULL REFERENCES orders (id), amount numeric(10, 2));');
      const refresh = diagram.toolbar.getByRole('button', { name: 'Refresh', exact: true });
      await refresh.focus();
      await page.keyboard.press('Enter');
      await expectVisible(external('invoices'), 'invoices after Refresh');
      await expectVisible(diagram.canvas.locator('.react-flow__edge[data-id="external:invoices:invoices_order_id_fkey"]'), 'its foreign-key line');
      await e2e.snap('02-refreshed');

      // The database out of reach: the server's message, and the project's tables untouched.
      const connectorId = created.body.id;
      const moved = await e2e.api.patch(`/api/connectors/${connectorId}`, { kind: 'postgres', settings: { ...settings, database: 'no_such_database' } }, headers);
      assert(moved.status === 200, `PATCH the connector: HTTP ${moved.status}`);
      await refresh.click();
      const error = page.getByTestId('external-tables-error');
      await expectVisible(error.getByText('The tables of Shop · public could not be read', { exact: true }), 'the failure titled');
      await expectVisible(error.getByText(/has no database "no_such_database"/), 'the server’s message');
      await expectVisible(diagram.table('products'), 'the project’s tables still shown');
      await e2e.snap('03-unreachable');

      // A schema without tables says so.
      const restored = await e2e.api.patch(`/api/connectors/${connectorId}`, { kind: 'postgres', settings }, headers);
      assert(restored.status === 200, `PATCH the connector back: HTTP ${restored.status}`);
      await button.click();
      await popover.getByLabel('Schema', { exact: true }).fill('archive');
      await popover.getByRole('button', { name: 'Show its tables', exact: true }).click();
      await expectVisible(page.getByTestId('external-tables-empty').getByText('Shop · archive has no tables or views.', { exact: true }), 'the empty schema');
      await expectHidden(external('orders'), 'the public tables gone');
      await e2e.snap('04-empty-schema');

      // Hide.
      await diagram.toolbar.getByRole('button', { name: 'Hide', exact: true }).click();
      await expectHidden(page.getByTestId('external-tables-empty'), 'the notice gone');
      await expectHidden(diagram.toolbar.getByRole('button', { name: 'Refresh', exact: true }), 'Refresh gone');
      await expectVisible(diagram.table('products'), 'the project’s tables after Hide');
      assert((await diagram.canvas.locator('.react-flow__node').count()) === 2, 'only the project’s two tables left');

      // A SQL Server connector is read through the same guard: this server does not open port 1433 here.
      await button.click();
      await popover.getByRole('combobox', { name: 'Database connector' }).click();
      await page.getByRole('option', { name: 'Archive', exact: true }).click();
      await popover.getByLabel('Schema', { exact: true }).fill('');
      await popover.getByRole('button', { name: 'Show its tables', exact: true }).click();
      const refused = page.getByTestId('external-tables-error');
      await expectVisible(refused.getByText('The tables of Archive · dbo could not be read', { exact: true }), 'the SQL Server failure titled');
      await expectVisible(refused.getByText(/127\.0\.0\.1 is .*which this server does not connect to/), 'the egress guard’s message');
      await e2e.snap('05-sql-server-refused');
    } finally {
      await runSql('postgres', `DROP DATABASE IF EXISTS ${shop} WITH (FORCE)`);
    }
  });
});
