import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { describe, test } from 'vitest';
import { uniqueEmail } from '../harness/accounts.ts';
import { useE2E } from '../harness/e2e.ts';
import { assert, expectHidden, expectVisible } from '../harness/expect.ts';
import { ConnectorsPage } from '../pages/ConnectorsPage.ts';
import { DataGridPage } from '../pages/DataGridPage.ts';
import { StudioApi, StudioPage } from '../pages/StudioPage.ts';

// The connector reads this machine's MariaDB (root, no password, database `test`), which the
// server's egress guard lets it reach.
const e2e = useE2E({ name: 'data-grid-external', postgres: true, env: () => ({ EGRESS_ALLOW: '127.0.0.1:3306' }) });

const mariadb = { host: '127.0.0.1', port: 3306, user: 'root', database: 'test' };

/** Runs statements on MariaDB's `test` database as root; answers the last one's rows. */
async function onMariadb<Row>(...statements: string[]): Promise<Row[]> {
  const connection = await mysql.createConnection(mariadb);
  try {
    let rows: unknown = [];
    for (const statement of statements) [rows] = await connection.query(statement);
    return rows as Row[];
  } finally {
    await connection.end();
  }
}

/** Polls MariaDB until `check` holds for the rows of `query`; fails with the last rows read. */
async function expectInMariadb<Row>(query: string, check: (rows: Row[]) => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let rows: Row[] = [];
  while (Date.now() < deadline) {
    rows = await onMariadb<Row>(query);
    if (check(rows)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what}: MariaDB holds ${JSON.stringify(rows)}`);
}

describe('data grid: tables of a connected database', () => {
  test('a MariaDB connector made through the form (a wrong password first), its tables in the diagram, a table browsed, edited, added to and deleted from in the grid, one keyed by two columns too', async () => {
    const prefix = `e2e_${randomBytes(4).toString('hex')}_`;
    const parts = `${prefix}parts`;
    const log = `${prefix}log`;
    const stock = `${prefix}stock`;
    const fillers = Array.from({ length: 120 }, (_, index) => `('Z', ${index + 1}, NULL)`).join(', ');
    await onMariadb(
      // A key of two columns; 120 more rows in bin Z, so a second page is read by keyset on both.
      `CREATE TABLE \`${stock}\` (bin varchar(10) NOT NULL, part_id int NOT NULL, qty int NULL, PRIMARY KEY (bin, part_id)) ENGINE=InnoDB`,
      `INSERT INTO \`${stock}\` VALUES ('A', 1, 501), ('A', 2, 502), ('B', 1, 503), ${fillers}`,
      `CREATE TABLE \`${parts}\` (id int AUTO_INCREMENT PRIMARY KEY, name varchar(40) NOT NULL, qty int NULL, placed datetime(3) NULL) ENGINE=InnoDB`,
      `INSERT INTO \`${parts}\` (name, qty, placed) VALUES ('Bolt', 10, '2024-03-04 05:06:07.000'), ('Nut', NULL, NULL), ('Gear', 3, NULL)`,
      `CREATE TABLE \`${log}\` (at_step int, note varchar(20)) ENGINE=InnoDB`,
      `INSERT INTO \`${log}\` VALUES (1, 'started'), (2, 'stopped')`,
    );
    try {
      const email = uniqueEmail('extgrid');
      const { workspace } = await e2e.api.createActiveAccount(email);
      const studioApi = await StudioApi.as(e2e.api, email, workspace);
      const projectId = await studioApi.createProject('Workshop');
      const studio = await StudioPage.signInAndOpen(e2e.page, email, workspace, projectId);
      const page = studio.page;
      // A browser far from UTC: a DATETIME (no zone) must show and store the wall-clock time typed.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' });

      // The connector through the form: a wrong password gets the server's clear message, then the right one connects.
      const connectors = await new ConnectorsPage(page).goto(workspace);
      await connectors.newButton.click();
      await expectVisible(connectors.dialog, 'the new-connector dialog');
      await connectors.choose('Kind', 'MySQL / MariaDB');
      await connectors.input('Name').fill('Workshop DB');
      await connectors.input('Host').fill(mariadb.host);
      await connectors.input('Port').fill(String(mariadb.port));
      await connectors.input('Database').fill(mariadb.database);
      await connectors.input('User').fill(mariadb.user);
      await connectors.input('Password').fill('not-the-password');
      await connectors.choose('TLS', 'Off (not encrypted)');
      await connectors.testButton.click();
      const refused = 'The database at 127.0.0.1 (port 3306) refused the user name or password (user "root"). Check both and try again.';
      await expectVisible(connectors.dialog.getByRole('alert').getByText(refused, { exact: true }), 'the wrong password, as the server says it');
      await e2e.snap('01-wrong-password');
      await connectors.input('Password').fill('');
      await connectors.testButton.click();
      await expectVisible(connectors.testResult.getByText(/^Server version: \S/), 'the right settings connect');
      await connectors.submitButton('Create connector').click();
      await expectHidden(connectors.dialog, 'the connector created');
      await expectVisible(connectors.row('Workshop DB'), 'the connector listed');

      // Its tables in the project's data diagram.
      await studio.goto(workspace, projectId);
      await studio.chooseMode('Data diagram');
      const diagramToolbar = page.getByRole('toolbar', { name: 'Diagram tools' });
      await diagramToolbar.getByRole('button', { name: 'External tables', exact: true }).click();
      const popover = page.getByRole('dialog', { name: 'Show a connected database' });
      await expectVisible(popover.getByRole('combobox', { name: 'Database connector' }).getByText('Workshop DB', { exact: true }), 'the connector picked');
      await popover.getByRole('button', { name: 'Show its tables', exact: true }).click();
      await expectVisible(page.getByTestId(`external-table-${parts}`), 'the parts table in the diagram');
      await expectVisible(page.getByTestId(`external-table-${log}`), 'the log table in the diagram');
      await page.getByTestId(`external-table-${parts}`).scrollIntoViewIfNeeded();
      await e2e.snap('02-diagram');

      // Browse rows: the grid opens on the Data tab with the table's rows, key first, the database's types.
      await page.getByRole('button', { name: `Browse the rows of ${parts}`, exact: true }).click();
      const grid = new DataGridPage(page);
      await expectVisible(grid.tablePicker.getByText(`Workshop DB · ${parts}`, { exact: true }), 'the table chosen in the picker');
      await grid.expectColumn('name', ['Bolt', 'Nut', 'Gear'], 'the rows in key order');
      await grid.expectColumn('id', ['1', '2', '3'], 'the key column');
      await expectVisible(grid.grid.getByRole('columnheader').getByText('varchar(40)', { exact: true }), "the database's type in the header");
      await expectVisible(grid.cell('Bolt', 'placed').getByText('2024-03-04 05:06:07', { exact: true }), 'a DATETIME shown as stored');
      await expectVisible(grid.rowCount.getByText('3 rows', { exact: true }), 'the count once every row is loaded');
      assert((await grid.importButton.count()) === 0, 'no import into a connected table');
      await e2e.snap('03-grid');

      // Sort by quantity, descending: nulls last.
      await grid.sortButton('qty').click();
      await grid.sortButton('qty').click();
      await grid.expectColumn('name', ['Bolt', 'Gear', 'Nut'], 'sorted by qty descending, NULL last');

      // Edit a cell from the keyboard: persisted in MariaDB.
      await grid.cell('Nut', 'qty').dblclick();
      await expectVisible(grid.cellEditor, 'the cell editor');
      await grid.cellEditor.getByRole('textbox').fill('many');
      await grid.cellEditor.getByRole('textbox').press('Enter');
      await expectVisible(grid.cellEditor.getByText('Enter a whole number.', { exact: true }), 'a non-number refused before sending');
      await grid.cellEditor.getByRole('textbox').fill('42');
      await grid.cellEditor.getByRole('textbox').press('Enter');
      await expectHidden(grid.cellEditor, 'the editor closed');
      await expectVisible(grid.cell('Nut', 'qty').getByText('42', { exact: true }), 'the edited cell');
      await expectInMariadb<{ qty: number }>(`SELECT qty FROM \`${parts}\` WHERE name = 'Nut'`, (rows) => rows[0]?.qty === 42, 'the edit stored');
      await e2e.snap('04-edited');

      // A DATETIME edited in Tokyo's browser: its hour changed in the picker, stored as shown, no zone applied.
      await grid.cell('Bolt', 'placed').dblclick();
      await expectVisible(grid.cellEditor, 'the date-time editor');
      await grid.cellEditor.getByText('2024-03-04T05:06:07', { exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Pick a date and time' });
      await expectVisible(picker, 'the date-time picker');
      await picker.getByRole('spinbutton', { name: 'Hours' }).fill('9');
      await picker.getByRole('button', { name: 'OK', exact: true }).click();
      await expectHidden(picker, 'the picker closed');
      await e2e.snap('04b-date-time');
      await grid.cellEditor.getByRole('button', { name: 'Save', exact: true }).click();
      await expectHidden(grid.cellEditor, 'the date-time editor closed');
      await expectVisible(grid.cell('Bolt', 'placed').getByText('2024-03-04 09:06:07', { exact: true }), 'the edited date-time');
      await expectInMariadb<{ placed: string }>(
        `SELECT DATE_FORMAT(placed, '%Y-%m-%d %H:%i:%s') AS placed FROM \`${parts}\` WHERE name = 'Bolt'`,
        (rows) => rows[0]?.placed === '2024-03-04 09:06:07',
        'the date-time stored as shown',
      );

      // Add a row: the key left to AUTO_INCREMENT.
      await grid.addRowButton.click();
      await expectVisible(grid.newRowDialog, 'the new-row form');
      await grid.newRowField('name').fill('Washer');
      await grid.newRowField('qty').fill('7');
      await e2e.snap('05-new-row');
      await grid.newRowDialog.getByRole('button', { name: 'Add row', exact: true }).click();
      await expectHidden(grid.newRowDialog, 'the form closed');
      await expectVisible(grid.row('Washer'), 'the added row');
      await expectInMariadb<{ id: number; qty: number }>(`SELECT id, qty FROM \`${parts}\` WHERE name = 'Washer'`, (rows) => rows[0]?.id === 4 && rows[0].qty === 7, 'the row added');

      // Delete it after confirming.
      await grid.row('Washer').getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete (1)', exact: true }).click();
      const confirm = page.getByRole('alertdialog');
      await expectVisible(confirm, 'the delete confirmation');
      const typed = confirm.getByRole('textbox');
      if (await typed.count()) await typed.fill(parts);
      await confirm.getByRole('button', { name: /^(Yes|Delete)$/ }).click();
      await expectHidden(grid.row('Washer'), 'the deleted row');
      await expectInMariadb<{ n: number }>(`SELECT count(*) AS n FROM \`${parts}\` WHERE name = 'Washer'`, (rows) => Number(rows[0]?.n) === 0, 'the row deleted');
      await e2e.snap('06-deleted');

      // A table whose key has two columns: each row named by both, for an edit, an add and a delete.
      await grid.chooseTable(`Workshop DB · ${stock}`);
      await expectVisible(grid.cell('502', 'bin').getByText('A', { exact: true }), 'the rows of the two-column key');
      assert((await page.getByTestId('grid-browse-only').count()) === 0, 'no browse-only note on a table keyed by two columns');
      await grid.cell('502', 'qty').dblclick();
      await expectVisible(grid.cellEditor, 'the cell editor on a table keyed by two columns');
      await grid.cellEditor.getByRole('textbox').fill('602');
      await grid.cellEditor.getByRole('textbox').press('Enter');
      await expectHidden(grid.cellEditor, 'the editor closed');
      await expectVisible(grid.cell('602', 'bin').getByText('A', { exact: true }), 'the edited cell');
      await expectInMariadb<{ bin: string; part_id: number; qty: number }>(
        `SELECT bin, part_id, qty FROM \`${stock}\` WHERE bin IN ('A', 'B') ORDER BY bin, part_id`,
        (rows) => JSON.stringify(rows.map((row) => [row.bin, row.part_id, row.qty])) === '[["A",1,501],["A",2,602],["B",1,503]]',
        'only the row (A, 2) changed',
      );
      await grid.cell('501', 'part_id').dblclick();
      assert((await grid.cellEditor.count()) === 0, 'no editor on a key column');

      await grid.addRowButton.click();
      await expectVisible(grid.newRowDialog, 'the new-row form of the table keyed by two columns');
      await grid.newRowField('bin').fill('B');
      await grid.newRowField('part_id').fill('2');
      await grid.newRowField('qty').fill('504');
      await grid.newRowDialog.getByRole('button', { name: 'Add row', exact: true }).click();
      await expectHidden(grid.newRowDialog, 'the form closed');
      await expectVisible(grid.row('504'), 'the added row');
      await expectInMariadb<{ qty: number }>(`SELECT qty FROM \`${stock}\` WHERE bin = 'B' AND part_id = 2`, (rows) => rows[0]?.qty === 504, 'the row (B, 2) added');

      await grid.row('501').getByRole('checkbox', { name: 'Select row A, 1', exact: true }).check();
      await page.getByRole('button', { name: 'Delete (1)', exact: true }).click();
      const confirmStock = page.getByRole('alertdialog');
      await expectVisible(confirmStock, 'the delete confirmation');
      const typedStock = confirmStock.getByRole('textbox');
      if (await typedStock.count()) await typedStock.fill(stock);
      await confirmStock.getByRole('button', { name: /^(Yes|Delete)$/ }).click();
      await expectHidden(grid.row('501'), 'the deleted row');
      await expectInMariadb<{ bin: string; part_id: number }>(
        `SELECT bin, part_id FROM \`${stock}\` WHERE bin IN ('A', 'B') ORDER BY bin, part_id`,
        (rows) => JSON.stringify(rows.map((row) => [row.bin, row.part_id])) === '[["A",2],["B",1],["B",2]]',
        'only the row (A, 1) deleted',
      );
      await e2e.snap('07-two-column-key');

      // Scrolled to the end: the second page continues after (Z, 97) by both key columns, every row once.
      await grid.grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expectVisible(grid.rowCount.getByText('123 rows', { exact: true }), 'every row of the table keyed by two columns, once');
      // The second page made the grid taller: scroll to its new end.
      await grid.grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expectVisible(grid.grid.locator('[role="row"][data-row-key=\'["Z","120"]\']'), 'the last row, (Z, 120), at the end');
      await e2e.snap('07b-second-page');

      // Another table of the same connector from the picker: no primary key, so browse-only and saying why.
      await grid.chooseTable(`Workshop DB · ${log}`);
      await expectVisible(page.getByTestId('grid-browse-only'), 'the browse-only note');
      await grid.expectColumn('note', ['started', 'stopped'], 'the rows of a table without a key');
      assert((await grid.addRowButton.count()) === 0, 'no Add row on a browse-only table');
      await grid.cell('started', 'note').dblclick();
      assert((await grid.cellEditor.count()) === 0, 'no editor on a browse-only table');
      await e2e.snap('08-browse-only');

      // The table's grid is kept on a reload.
      await page.reload();
      await grid.open();
      await expectVisible(grid.tablePicker.getByText(`Workshop DB · ${log}`, { exact: true }), 'the connected table still chosen after a reload');
      await grid.expectColumn('note', ['started', 'stopped'], 'its rows after a reload');

      // The database out of reach (a password it refuses): the grid says so with the server's message.
      const { tokenString } = await e2e.api.login(email);
      const headers = { authorization: `Bearer ${tokenString}`, domainname: workspace };
      const listed = await e2e.api.get<{ connectors: Array<{ id: string; name: string }> }>('/api/connectors', headers);
      const connectorId = listed.body.connectors.find((connector) => connector.name === 'Workshop DB')?.id ?? '';
      const settings = { host: mariadb.host, port: mariadb.port, database: mariadb.database, user: mariadb.user, password: 'changed-elsewhere', tls: { mode: 'disable' } };
      const moved = await e2e.api.patch(`/api/connectors/${connectorId}`, { kind: 'mysql', settings }, headers);
      assert(moved.status === 200, `PATCH the connector: HTTP ${moved.status}`);
      await page.reload();
      await grid.open();
      const failed = page.getByTestId('external-grid-state');
      await expectVisible(failed.getByText('The tables of Workshop DB could not be read', { exact: true }), 'the failure titled');
      await expectVisible(failed.getByText(refused, { exact: true }), "the server's message");
      await e2e.snap('09-unreachable');
    } finally {
      await onMariadb(`DROP TABLE IF EXISTS \`${parts}\``, `DROP TABLE IF EXISTS \`${log}\``, `DROP TABLE IF EXISTS \`${stock}\``);
    }
  });
});
