import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_BATCH_ROWS } from '../../src/modules/data-api/csv/export-csv.ts';
import { type DataProject, dataProject } from '../helpers/data-api.ts';
import { testDatabases } from '../helpers/databases.ts';
import { modelFixture } from '../helpers/model-fixture.ts';
import { useTestApp } from '../helpers/test-app.ts';

const model = modelFixture([
  {
    name: 'entries',
    primaryKey: 'integer',
    columns: [
      { name: 'label', type: 'text' },
      { name: 'score', type: 'integer' },
      { name: 'due', type: 'date' },
      { name: 'flag', type: 'boolean' },
      { name: 'hidden', type: 'boolean', required: true },
      { name: 'note', type: 'text' },
    ],
    access: { read: { who: 'signedIn', condition: [{ column: 'hidden', op: 'eq', value: 'false' }], columns: ['id', 'label', 'score', 'due', 'flag'] } },
  },
]);

interface Entry {
  id: number;
  label: string | null;
  score: number | null;
  due: string | null;
  flag: boolean | null;
  hidden: boolean;
}
type Sortable = 'label' | 'score' | 'due' | 'flag' | 'id';
interface Term {
  column: Sortable;
  direction: 'asc' | 'desc';
  nulls: 'first' | 'last' | null;
}

const ROWS = 3000;
// Few distinct values per column (many ties) and NULLs among them; labels sort alike under any collation.
const seed = (i: number) => ({
  label: i % 7 === 0 ? null : ['pear', 'apple', 'fig', 'kiwi'][i % 4]!,
  score: i % 5 === 0 ? null : i % 13,
  due: i % 9 === 0 ? null : `2026-01-${String(1 + (i % 10)).padStart(2, '0')}`,
  flag: i % 3 === 0 ? false : i % 11 === 0 ? null : true,
  hidden: i % 10 === 3,
  note: `note ${i}`,
});

const parseTerms = (order: string): Term[] =>
  order.split(',').map((text) => {
    const [column, ...rest] = text.split('.');
    const direction = rest.includes('desc') ? 'desc' : 'asc';
    const nulls = rest.includes('nullsfirst') ? 'first' : rest.includes('nullslast') ? 'last' : null;
    return { column: column as Sortable, direction, nulls };
  });

/** The order Postgres gives `order=` then the key: NULLs last ascending and first descending unless told. */
function sortedIds(entries: Entry[], order: string): number[] {
  const terms = [...parseTerms(order), { column: 'id', direction: 'asc', nulls: null } satisfies Term];
  const compare = (a: Entry, b: Entry): number => {
    for (const term of terms) {
      const x = a[term.column];
      const y = b[term.column];
      if (x === y) continue;
      const nullsFirst = term.nulls === null ? term.direction === 'desc' : term.nulls === 'first';
      if (x === null) return nullsFirst ? -1 : 1;
      if (y === null) return nullsFirst ? 1 : -1;
      const less = x < y ? -1 : 1;
      return term.direction === 'asc' ? less : -less;
    }
    return 0;
  };
  return [...entries].sort(compare).map((entry) => entry.id);
}

const csvLines = (body: string) => body.split('\r\n').filter(Boolean);

describe.each(testDatabases)('CSV export in the requested order on %s', (kind) => {
  const t = useTestApp(kind);
  let p: DataProject;
  let entries: Entry[];
  let reader: Record<string, string>;
  const get = (query: string, headers: Record<string, string>, accept?: string) =>
    t().inject({ method: 'GET', url: `${p.base()}/entries?${query}`, headers: { ...headers, ...(accept ? { accept } : {}) } });
  const exportIds = async (query: string, headers: Record<string, string>) => {
    const response = await get(`select=id&${query}`, headers, 'text/csv');
    expect(response.statusCode, `${query}: ${response.body.slice(0, 300)}`).toBe(200);
    const [header, ...rows] = csvLines(response.body);
    expect(header).toBe('id');
    return rows.map(Number);
  };
  /** The same request read page by page (1,000 rows each), the key appended to the order. */
  const pagedIds = async (query: string, order: string, headers: Record<string, string>) => {
    const ids: number[] = [];
    for (let offset = 0; ; offset += 1000) {
      const response = await get(`select=id&${query}&order=${order},id&limit=1000&offset=${offset}`, headers);
      expect(response.statusCode, response.body).toBe(200);
      const page = (response.json() as Array<{ id: number }>).map((row) => row.id);
      ids.push(...page);
      if (page.length < 1000) return ids;
    }
  };

  beforeAll(async () => {
    p = await dataProject(t(), model);
    entries = [];
    for (let start = 0; start < ROWS; start += 1000) {
      const rows = Array.from({ length: 1000 }, (_, i) => seed(start + i));
      const created = await t().inject({ method: 'POST', url: `${p.base()}/entries?select=id`, headers: { ...p.builderHeaders, prefer: 'return=representation' }, payload: rows });
      expect(created.statusCode, created.body).toBe(201);
      (created.json() as Array<{ id: number }>).forEach((row, i) => entries.push({ id: row.id, ...rows[i]! }));
    }
    reader = await p.endUser('33333333-3333-4333-8333-333333333333');
  });

  const visible = () => entries.filter((entry) => !entry.hidden && entry.flag !== false);

  it.each([
    'label.asc',
    'label.desc',
    'label.asc.nullsfirst',
    'label.asc.nullslast',
    'label.desc.nullsfirst',
    'label.desc.nullslast',
    'score.desc.nullslast,label.asc.nullsfirst',
    'due.asc.nullsfirst,score.desc',
    'flag.desc.nullslast,due.desc.nullslast,label',
    'id.desc',
  ])('exports order=%s under the read rule and a filter, across batches', async (order) => {
    const expected = sortedIds(visible(), order);
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH_ROWS);
    const exported = await exportIds(`flag=not.is.false&order=${order}`, reader);
    expect(exported).toEqual(expected);
  });

  it('exports the order pages give, and every row to the builder', async () => {
    const order = 'score.desc.nullsfirst,due.asc.nullslast';
    expect(await exportIds(`flag=not.is.false&order=${order}`, reader)).toEqual(await pagedIds('flag=not.is.false', order, reader));
    const all = await exportIds(`order=${order}`, p.builderHeaders);
    expect(all).toHaveLength(ROWS);
    expect(all).toEqual(sortedIds(entries, order));
  });

  it('skips offset= and stops at limit= in the requested order, across a batch boundary', async () => {
    const order = 'label.desc.nullslast,score';
    const expected = sortedIds(visible(), order);
    expect(await exportIds(`flag=not.is.false&order=${order}&offset=300&limit=1200`, reader)).toEqual(expected.slice(300, 1500));
    expect(await exportIds(`order=${order}&offset=${ROWS - 5}`, p.builderHeaders)).toEqual(sortedIds(entries, order).slice(ROWS - 5));
    expect(await exportIds(`order=${order}&limit=0`, reader)).toEqual([]);
  });

  it('exports the selected columns in the order of a column left out of them', async () => {
    const response = await get('select=label,score&flag=is.true&order=due.desc,score.asc.nullsfirst&limit=3', reader, 'text/csv');
    const top = sortedIds(visible().filter((entry) => entry.flag === true), 'due.desc,score.asc.nullsfirst').slice(0, 3);
    const byId = new Map(entries.map((entry) => [entry.id, entry]));
    const cells = top.map((id) => `${byId.get(id)!.label ?? ''},${byId.get(id)!.score ?? ''}`);
    expect(response.body).toBe(['label,score', ...cells].map((line) => `${line}\r\n`).join(''));
  });

  it('refuses an order the request may not have before the answer starts', async () => {
    const hidden = await get('select=id&order=note', reader, 'text/csv');
    expect([hidden.statusCode, hidden.headers['content-type'], hidden.json().message]).toEqual([403, expect.stringContaining('application/json'), 'permission denied to order by column note of table entries']);
    const unknown = await get('select=id&order=nothing.desc', reader, 'text/csv');
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'column entries.nothing does not exist']);
  });
});
