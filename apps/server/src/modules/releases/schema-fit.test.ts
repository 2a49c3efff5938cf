import { closedAccess, type DataModel } from '@tessera/model/data';
import { defaultAppSettings } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, type ReleaseContent } from './release-content.ts';
import { schemaFitWarnings } from './schema-fit.ts';

const col = (id: string, name: string) => ({ id, name, type: 'text' as const, required: false, unique: false, defaultValue: null, enumValues: [], references: null });
/** Live's model with `tasks` of these columns, under the access rules the release was published with. */
const model = (columns: ReturnType<typeof col>[]): DataModel => ({
  tables: [{ id: 't1', name: 'tasks', primaryKeyColumnId: 'c_id', columns: [col('c_id', 'id'), ...columns], indexes: [], position: { x: 0, y: 0 }, access: content().accessRules[0]!.access, joinFor: null }],
});

function content(): ReleaseContent {
  const access = closedAccess();
  access.read = { who: 'owner', roles: [], condition: [{ columnId: 'c_state', op: 'eq', value: { kind: 'literal', value: 'open' } }], columnIds: ['c_title'] };
  access.ownerColumnId = 'c_owner';
  return {
    screens: [
      {
        id: 's1',
        name: 'Tasks',
        kind: 'screen',
        isMobile: false,
        isDesktop: true,
        path: 'tasks',
        root: { id: 'r', type: 'dataRepeater', props: { dataSource: 'tasks' }, style: {}, bindings: {}, events: {}, children: [{ id: 'l', type: 'label', props: {}, style: {}, bindings: { text: 'item.title' }, events: {}, children: [] }] },
      },
    ],
    settings: defaultAppSettings(),
    dataModel: { seq: 3, version: 3 },
    accessRules: [{ tableId: 't1', table: 'tasks', columnNames: { c_state: 'state', c_title: 'title', c_owner: 'owner' }, access }],
    connectedAccessRules: [],
    icon: null,
  };
}

describe('schemaFitWarnings', () => {
  it('is empty while live has every table and column the release names', () => {
    expect(schemaFitWarnings(content(), model([col('c_title', 'title'), col('c_state', 'state'), col('c_owner', 'owner')]))).toEqual([]);
  });

  it("names each column of the screens and of the rules that live's model lacks", () => {
    expect(schemaFitWarnings(content(), model([col('c_owner', 'owner')]))).toEqual([
      "Column tasks.title, used by its screens, is not in live's data model.",
      "Column tasks.state, named by its access rules, is not in live's data model.",
      "Column tasks.title, named by its access rules, is not in live's data model.",
    ]);
  });

  it("names a table whose live access rules differ from the release's, and a table live has that the release did not", () => {
    const [tasks] = model([col('c_title', 'title'), col('c_state', 'state'), col('c_owner', 'owner')]).tables;
    // Published later with `tasks` readable by everyone: rolling back to this release leaves it so.
    const everyone = { ...tasks!, access: { ...tasks!.access, read: { who: 'anyone' as const, roles: [], condition: [], columnIds: null } } };
    const added = { ...tasks!, id: 't2', name: 'invoices', access: closedAccess() };
    expect(schemaFitWarnings(content(), { tables: [everyone, added] })).toEqual([
      'The access rules of table tasks on live are not the ones it was published with; rolling back does not change them.',
      "Table invoices, added to live's data model since, keeps its own access rules.",
    ]);
  });

  it('names a table gone once, for its screens and its rules', () => {
    expect(schemaFitWarnings(content(), { tables: [] })).toEqual([
      "Table tasks, used by its screens, is not in live's data model.",
      "Table tasks, whose access rules it holds, is not in live's data model.",
    ]);
  });
});

describe('content hashes', () => {
  it('write the same JSON and hash whatever the key order, and differ with the content', () => {
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }], e: undefined })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    const one = content();
    const reordered = JSON.parse(JSON.stringify({ icon: null, connectedAccessRules: [], accessRules: one.accessRules, dataModel: { version: 3, seq: 3 }, settings: one.settings, screens: one.screens }));
    expect(contentHash(reordered)).toBe(contentHash(one));
    expect(contentHash(one)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ ...one, dataModel: { seq: 4, version: 4 } })).not.toBe(contentHash(one));
  });
});
