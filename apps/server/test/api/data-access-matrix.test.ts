import { randomUUID } from 'node:crypto';
import { closedAccess, dataPaths } from '@tessera/model/data';
import { fillPath, workspacePaths } from '@tessera/model/workspace-api';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueEndUserToken } from '../../src/modules/data-api/end-user-token.ts';
import {
  callerNames,
  type CallerName,
  isAllowed,
  matrixCases,
  type MatrixCase,
  type MatrixOperation,
  matrixModelOps,
  matrixOperations,
  PARENT_TABLE,
  pathsOf,
  type RowKey,
  rowKeys,
  ruleKinds,
  SINGLE_TARGET,
  tableOf,
  EDITOR_ROLE,
  type RuleKind,
} from '../helpers/access-matrix.ts';
import { previewHeaders } from '../helpers/draft-preview.ts';
import { ensureEndUser } from '../helpers/end-users.ts';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { scoped, signedInUser } from '../helpers/workspaces.ts';

type Row = Record<string, unknown>;

/**
 * What a case got: refused (401/403, its PostgREST code) or through, with the seeded rows it read
 * or changed (writes are read back as the builder afterwards) and, for counts, the total.
 */
interface Outcome {
  status: number;
  code?: unknown;
  rows: RowKey[];
  total?: number | null;
  note?: string;
}

const OBJECT = 'application/vnd.pgrst.object+json';
const SUCCESS = { read: 200, insert: 201, update: 204, delete: 204 } as const;
/** The tag of the rows every read case looks at; write cases tag theirs with the case id. */
const BASE = 'base';

describe('the access matrix', () => {
  const cases = matrixCases();

  it('has, for every rule kind, operation and path, a case let through and a case refused', () => {
    const reached = (c: MatrixCase) => ('rows' in c.expect ? c.expect.rows.length : 0);
    for (const ruleKind of ruleKinds) {
      for (const operation of matrixOperations) {
        for (const path of pathsOf[operation]) {
          const group = cases.filter((c) => c.kind === ruleKind && c.operation === operation && c.path === path);
          const most = Math.max(...group.map(reached));
          expect(group.some((c) => isAllowed(c.expect)), `${ruleKind} ${operation} ${path} let through`).toBe(true);
          expect(group.some((c) => 'refused' in c.expect || reached(c) < most), `${ruleKind} ${operation} ${path} refused`).toBe(true);
        }
      }
    }
    expect(cases.length).toBe(ruleKinds.length * callerNames.length * Object.values(pathsOf).flat().length);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  it('holds the owner rule to the owner’s rows and the condition to published rows', () => {
    const expectOf = (ruleKind: RuleKind, caller: CallerName, operation: MatrixOperation, path: string) =>
      cases.find((c) => c.kind === ruleKind && c.caller === caller && c.operation === operation && c.path === path)?.expect;
    expect(expectOf('owner', 'owner', 'read', 'list')).toEqual({ rows: ['mine', 'hidden'] });
    expect(expectOf('owner', 'other', 'delete', 'bulk')).toEqual({ rows: ['theirs'] });
    expect(expectOf('owner', 'plain', 'update', 'single')).toEqual({ rows: [] });
    expect(expectOf('owner', 'anonymous', 'read', 'count')).toEqual({ refused: 401 });
    expect(expectOf('condition', 'anonymous', 'read', 'embed')).toEqual({ rows: ['mine', 'theirs'] });
    expect(expectOf('roles', 'plain', 'insert', 'fits')).toEqual({ refused: 403 });
    expect(expectOf('columns', 'editor', 'read', 'secretColumn')).toEqual({ refused: 403 });
    expect(expectOf('nobody', 'builder', 'delete', 'bulk')).toEqual({ rows: ['mine', 'theirs', 'hidden'] });
  });
});

describe.each(testDatabases)('data API access matrix on %s', (kind) => {
  const t = useTestApp(kind);
  const cases = matrixCases();
  let base = '';
  let projectId = '';
  let modelVersion = 1;
  const headersOf = new Map<CallerName, Record<string, string>>();
  const userIdOf = new Map<CallerName, string | null>();
  /** The seeded rows' ids by `<kind>/<tag>` and row key. */
  const seeded = new Map<string, Record<RowKey, string>>();
  /** The id each insert case sent. */
  const insertedId = new Map<string, string>();
  const parentId = randomUUID();

  const call = (caller: CallerName, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, extra: { headers?: Record<string, string>; payload?: object } = {}) =>
    t().inject({ method, url: `${base}/${url}`, headers: { ...headersOf.get(caller), ...extra.headers }, ...(extra.payload === undefined ? {} : { payload: extra.payload }) });

  const idsOf = (ruleKind: RuleKind, tag: string): Record<RowKey, string> => {
    const ids = seeded.get(`${ruleKind}/${tag}`);
    if (!ids) throw new Error(`no rows seeded for ${ruleKind}/${tag}`);
    return ids;
  };

  /** The row keys of the ids among a tag's seeded rows, sorted. */
  const keysOf = (ruleKind: RuleKind, tag: string, ids: unknown[]): RowKey[] => {
    const seededIds = idsOf(ruleKind, tag);
    return rowKeys.filter((key) => ids.includes(seededIds[key]));
  };

  function seedRows(ruleKind: RuleKind, tag: string): Row[] {
    const ids = { mine: randomUUID(), theirs: randomUUID(), hidden: randomUUID() };
    seeded.set(`${ruleKind}/${tag}`, ids);
    const owner = userIdOf.get('owner');
    const other = userIdOf.get('other');
    const row = (id: string, ownerId: unknown, published: boolean) => ({ id, owner_id: ownerId, tag, label: 'seed', secret: 'seed', published, parent_id: parentId });
    return [row(ids.mine, owner, true), row(ids.theirs, other, true), row(ids.hidden, owner, false)];
  }

  /** A refusal's outcome, or `through` for a success status (anything else is kept as a note). */
  function answered(response: LightMyRequestResponse, success: number, through: () => Omit<Outcome, 'status'>): Outcome {
    if (response.statusCode === success) return { status: success, ...through() };
    if (response.statusCode === 401 || response.statusCode === 403) return { status: response.statusCode, code: response.json().code, rows: [] };
    return { status: response.statusCode, rows: [], note: response.body.slice(0, 300) };
  }

  const ids = (rows: Row[]) => rows.map((row) => row.id);

  async function sendRead(c: MatrixCase): Promise<Outcome> {
    const table = tableOf(c.kind);
    const filter = `tag=eq.${BASE}`;
    const rows = (body: string) => ({ rows: keysOf(c.kind, BASE, ids(JSON.parse(body) as Row[])) });
    switch (c.path) {
      case 'list': {
        const response = await call(c.caller, 'GET', `${table}?select=id&${filter}`);
        return answered(response, 200, () => rows(response.body));
      }
      case 'secretColumn': {
        const response = await call(c.caller, 'GET', `${table}?select=id,secret&${filter}`);
        return answered(response, 200, () => rows(response.body));
      }
      case 'single': {
        const target = idsOf(c.kind, BASE)[SINGLE_TARGET];
        const response = await call(c.caller, 'GET', `${table}?select=id&id=eq.${target}`, { headers: { accept: OBJECT } });
        // PostgREST answers 406 (PGRST116) when the single object is not there: for the caller, it is not.
        if (response.statusCode === 406 && response.json().code === 'PGRST116') return { status: 200, rows: [] };
        return answered(response, 200, () => ({ rows: keysOf(c.kind, BASE, [(response.json() as Row).id]) }));
      }
      case 'count': {
        const response = await call(c.caller, 'GET', `${table}?select=id&${filter}&limit=1`, { headers: { prefer: 'count=exact' } });
        const total = /\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''))?.[1];
        // 206 Partial Content when the total is more than the page holds, as PostgREST answers.
        const success = total !== undefined && Number(total) > 1 ? 206 : 200;
        const outcome = answered(response, success, () => ({ ...rows(response.body), total: total === undefined ? null : Number(total) }));
        return outcome.status === success ? { ...outcome, status: 200 } : outcome;
      }
      case 'embed': {
        const response = await call(c.caller, 'GET', `${PARENT_TABLE}?select=id,${table}(id)&id=eq.${parentId}&${table}.${filter}`);
        return answered(response, 200, () => ({ rows: keysOf(c.kind, BASE, ids(((response.json() as Row[])[0]?.[table] ?? []) as Row[])) }));
      }
      case 'csv': {
        const response = await call(c.caller, 'GET', `${table}?select=id&${filter}`, { headers: { accept: 'text/csv' } });
        return answered(response, 200, () => {
          const [header, ...lines] = response.body.trim().split(/\r?\n/);
          return { rows: keysOf(c.kind, BASE, lines), ...(header === 'id' ? {} : { note: `csv header ${header}` }) };
        });
      }
      default:
        throw new Error(`no read path ${c.path}`);
    }
  }

  /** Sends one write case; the rows it changed are read back afterwards (`changedRows`). */
  async function sendWrite(c: MatrixCase): Promise<LightMyRequestResponse> {
    const table = tableOf(c.kind);
    if (c.operation === 'insert') {
      const id = randomUUID();
      insertedId.set(c.id, id);
      const fits = c.path !== 'misfit';
      const payload = {
        id,
        owner_id: fits ? userIdOf.get(c.caller) : randomUUID(),
        tag: c.id,
        label: 'new',
        published: fits,
        parent_id: parentId,
        ...(c.path === 'secretColumn' ? { secret: 'new' } : {}),
      };
      return call(c.caller, 'POST', table, { payload });
    }
    const target = c.path === 'single' ? `id=eq.${idsOf(c.kind, c.id)[SINGLE_TARGET]}` : `tag=eq.${c.id}`;
    if (c.operation === 'delete') return call(c.caller, 'DELETE', `${table}?${target}`);
    return call(c.caller, 'PATCH', `${table}?${target}`, { payload: c.path === 'secretColumn' ? { secret: 'changed' } : { label: 'changed' } });
  }

  /** The rows a write case changed, from the builder's view of the table after every case ran. */
  function changedRows(c: MatrixCase, after: Row[]): RowKey[] {
    if (c.operation === 'insert') return after.some((row) => row.id === insertedId.get(c.id)) ? ['mine'] : [];
    const seededIds = idsOf(c.kind, c.id);
    const now = new Map(after.map((row) => [row.id, row]));
    return rowKeys.filter((key) => {
      const row = now.get(seededIds[key]);
      if (c.operation === 'delete') return row === undefined;
      return c.path === 'secretColumn' ? row?.secret === 'changed' : row?.label === 'changed';
    });
  }

  /** Where an outcome differs from its case's expectation, in words; null when it matches. */
  function mismatch(c: MatrixCase, outcome: Outcome): string | null {
    const where = `${c.kind} × ${c.caller} × ${c.operation} × ${c.path}`;
    const got = JSON.stringify(outcome);
    if ('refused' in c.expect) {
      if (outcome.status !== c.expect.refused || outcome.rows.length > 0) return `${where}: expected refusal ${c.expect.refused}, got ${got}`;
      if (!['42501', 'PGRST301'].includes(String(outcome.code))) return `${where}: refusal code ${String(outcome.code)}`;
      return null;
    }
    const expected = c.expect.rows;
    if (outcome.status !== SUCCESS[c.operation] || outcome.note) return `${where}: expected rows ${JSON.stringify(expected)}, got ${got}`;
    if (c.path === 'count') {
      const ok = outcome.total === expected.length && outcome.rows.length === Math.min(1, expected.length) && outcome.rows.every((row) => expected.includes(row));
      return ok ? null : `${where}: expected a total of ${expected.length}, got ${got}`;
    }
    return JSON.stringify(outcome.rows) === JSON.stringify(expected) ? null : `${where}: expected rows ${JSON.stringify(expected)}, got ${got}`;
  }

  beforeAll(async () => {
    const builder = await signedInUser(t(), 'builder');
    headersOf.set('builder', scoped(builder, builder.domainName));
    const project = await t().inject({ method: 'POST', url: workspacePaths.projects, headers: headersOf.get('builder'), payload: { name: 'Access matrix' } });
    expect(project.statusCode, project.body).toBe(201);
    projectId = project.json().id;
    base = fillPath(dataPaths.dataApiBase, { projectId, environment: 'draft' });
    const change = await t().inject({ method: 'POST', url: fillPath(dataPaths.changes, { projectId }), headers: headersOf.get('builder'), payload: { baseVersion: 0, ops: matrixModelOps() } });
    expect(change.statusCode, change.body).toBe(200);

    const keys = t().app.ctx.keys;
    const now = t().clock.now();
    // Visitors and end users of draft call as the studio's Run preview does: with its preview token.
    const preview = await previewHeaders(t(), projectId);
    headersOf.set('anonymous', preview);
    const foreign = await issueEndUserToken(keys, { projectId: randomUUID(), environment: 'draft', userId: randomUUID(), roles: [EDITOR_ROLE], ttlSeconds: 600 }, now);
    headersOf.set('foreign', { authorization: `Bearer ${foreign}`, ...preview });
    const endUsers: Array<[CallerName, string[]]> = [
      ['plain', []],
      ['editor', ['viewer', EDITOR_ROLE]],
      ['owner', []],
      ['other', []],
    ];
    for (const [name, roles] of endUsers) {
      const userId = randomUUID();
      await ensureEndUser(t(), projectId, 'draft', userId);
      const token = await issueEndUserToken(keys, { projectId, environment: 'draft', userId, roles, ttlSeconds: 600 }, now);
      headersOf.set(name, { authorization: `Bearer ${token}`, ...preview });
      userIdOf.set(name, userId);
    }

    const parent = await call('builder', 'POST', PARENT_TABLE, { payload: { id: parentId } });
    expect(parent.statusCode, parent.body).toBe(201);
    for (const ruleKind of ruleKinds) {
      const tags = [BASE, ...cases.filter((c) => c.kind === ruleKind && (c.operation === 'update' || c.operation === 'delete')).map((c) => c.id)];
      const seed = await call('builder', 'POST', tableOf(ruleKind), { payload: tags.flatMap((tag) => seedRows(ruleKind, tag)) });
      expect(seed.statusCode, seed.body).toBe(201);
    }
  }, 60_000);

  it('answers every case of rule kind × caller × operation × path as the rules say, on every path', async () => {
    const outcomes = new Map<MatrixCase, Outcome>();
    const writes: Array<[MatrixCase, LightMyRequestResponse]> = [];
    for (const c of cases) {
      if (c.operation === 'read') outcomes.set(c, await sendRead(c));
      else writes.push([c, await sendWrite(c)]);
    }
    const after = new Map<RuleKind, Row[]>();
    for (const ruleKind of ruleKinds) {
      const response = await call('builder', 'GET', `${tableOf(ruleKind)}?select=id,label,secret&limit=1000`);
      expect(response.statusCode, response.body).toBe(200);
      after.set(ruleKind, response.json());
    }
    for (const [c, response] of writes) {
      const changed = changedRows(c, after.get(c.kind) ?? []);
      const outcome = answered(response, SUCCESS[c.operation], () => ({ rows: changed }));
      // A refused write must have changed nothing: its rows stay in the outcome to be compared.
      outcomes.set(c, { ...outcome, rows: changed });
    }
    const mismatches = cases.map((c) => mismatch(c, outcomes.get(c) ?? { status: 0, rows: [], note: 'not sent' })).filter((line) => line !== null);
    expect(mismatches).toEqual([]);
  }, 60_000);

  it('keeps a rule’s condition through a change that retypes or drops the column it reads', async () => {
    const change = async (ops: object[]) => {
      const response = await t().inject({ method: 'POST', url: fillPath(dataPaths.changes, { projectId }), headers: headersOf.get('builder'), payload: { baseVersion: modelVersion, ops, confirmDataLoss: true } });
      expect(response.statusCode, response.body).toBe(200);
      modelVersion = response.json().version;
    };
    const levels = async () => {
      const response = await call('anonymous', 'GET', 'm_levels?select=label&order=label');
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Row[]).map((row) => row.label);
    };
    const anyone = { who: 'anyone', roles: [], condition: [], columnIds: null };
    await change([
      { op: 'createTable', tableId: 'levels', name: 'm_levels', position: { x: 0, y: 0 }, primaryKey: { columnId: 'levels.id', name: 'id', type: 'integer' } },
      ...['label', 'level'].map((name) => ({
        op: 'addColumn',
        tableId: 'levels',
        column: { id: `levels.${name}`, name, type: name === 'level' ? 'integer' : 'text', required: false, unique: false, defaultValue: null, enumValues: [], references: null },
      })),
      {
        op: 'setAccess',
        tableId: 'levels',
        access: { ...closedAccess(), read: { ...anyone, condition: [{ columnId: 'levels.level', op: 'gte', value: { kind: 'literal', value: '5' } }] } },
      },
    ]);
    const seed = await call('builder', 'POST', 'm_levels', { payload: [{ label: 'low', level: 1 }, { label: 'high', level: 9 }] });
    expect(seed.statusCode, seed.body).toBe(201);
    expect(await levels()).toEqual(['high']);
    await change([{ op: 'alterColumn', tableId: 'levels', columnId: 'levels.level', type: 'decimal' }]);
    expect(await levels()).toEqual(['high']);
    await change([{ op: 'dropColumn', tableId: 'levels', columnId: 'levels.level' }]);
    expect(await levels()).toEqual(['high', 'low']);
  });
});
