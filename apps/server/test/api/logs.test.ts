import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { addToWorkspace, scoped, signedInUser, type SignedIn } from '../helpers/workspaces.ts';

interface Entry {
  id: string;
  actorName: string;
  action: string;
  createdAt: string;
}

describe.each(testDatabases)('GET /api/logs on %s', (kind) => {
  const t = useTestApp(kind);

  const get = (user: SignedIn, domainName: string, query: Record<string, string> = {}) =>
    t().inject({ method: 'GET', url: paths.logs, headers: scoped(user, domainName), query });
  const getOk = async (user: SignedIn, query: Record<string, string> = {}) => {
    const response = await get(user, user.domainName, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { entries: Entry[]; nextCursor: string | null };
  };
  const seed = async (domainId: string, rows: { action: string; actorName?: string; createdAt?: string }[]) => {
    for (const row of rows) {
      await t()
        .db.insertInto('logs')
        .values({
          domainId,
          actorId: null,
          actorName: row.actorName ?? 'someone@example.com',
          action: row.action,
          targetType: 'project',
          targetId: null,
          targetName: 'x',
          details: JSON.stringify({ n: 1 }),
          createdAt: new Date(row.createdAt ?? Date.now()),
        })
        .execute();
    }
  };
  const actions = (entries: Entry[]) => entries.map((entry) => entry.action);

  it('pages newest first by cursor, with nextCursor null on the last page', async () => {
    const ada = await signedInUser(t(), 'logs.pages');
    // 12 entries: when the file runs alone their ids cross 9 → 10, where a textual order would show.
    await seed(ada.domainId, Array.from({ length: 12 }, (_, i) => ({ action: `project.step${String(i).padStart(2, '0')}` })));
    const steps = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => `project.step${String(from - i).padStart(2, '0')}`);
    const first = await getOk(ada, { limit: '5' });
    expect(actions(first.entries)).toEqual(steps(11, 7));
    expect(first.entries[0]).toMatchObject({ actorName: 'someone@example.com', targetType: 'project', targetId: null, targetName: 'x', details: { n: 1 } });
    expect(first.nextCursor).toBe(first.entries[4]?.id);
    const second = await getOk(ada, { limit: '5', cursor: first.nextCursor as string });
    expect(actions(second.entries)).toEqual(steps(6, 2));
    const last = await getOk(ada, { limit: '5', cursor: second.nextCursor as string });
    expect(actions(last.entries)).toEqual(steps(1, 0));
    expect(last.nextCursor).toBeNull();
    // An exact fit ends with null too; the default page holds them all.
    const all = await getOk(ada, { limit: '12' });
    expect(all.entries).toHaveLength(12);
    expect(all.nextCursor).toBeNull();
    expect(actions((await getOk(ada)).entries)).toEqual(steps(11, 0));
  });

  it('filters by action prefix and by part of the actor, LIKE wildcards matching themselves', async () => {
    const ada = await signedInUser(t(), 'logs.filters');
    await seed(ada.domainId, [
      { action: 'member.invited', actorName: 'alice@example.com' },
      { action: 'member.removed', actorName: 'bob@example.com' },
      { action: 'project.created', actorName: 'Alice.Smith@example.com' },
      { action: 'settings.updated', actorName: 'odd%name@example.com' },
      { action: 'settings.updated', actorName: 'under_score@example.com' },
    ]);
    expect(actions((await getOk(ada, { action: 'member' })).entries)).toEqual(['member.removed', 'member.invited']);
    expect(actions((await getOk(ada, { action: 'member.invited' })).entries)).toEqual(['member.invited']);
    expect((await getOk(ada, { action: '%' })).entries).toEqual([]);
    expect((await getOk(ada, { action: 'member_invited' })).entries).toEqual([]);
    const alices = (await getOk(ada, { actor: 'ALICE' })).entries.map((entry) => entry.actorName);
    expect(alices).toEqual(['Alice.Smith@example.com', 'alice@example.com']);
    expect((await getOk(ada, { actor: '%' })).entries.map((entry) => entry.actorName)).toEqual(['odd%name@example.com']);
    expect((await getOk(ada, { actor: '_' })).entries.map((entry) => entry.actorName)).toEqual(['under_score@example.com']);
    expect(actions((await getOk(ada, { action: 'member', actor: 'bob' })).entries)).toEqual(['member.removed']);
  });

  it('filters by dates, both inclusive, in the caller’s time zone; moments with an offset are exact', async () => {
    const ada = await signedInUser(t(), 'logs.dates');
    await seed(ada.domainId, [
      { action: 'a.jan1', createdAt: '2026-01-01T10:00:00Z' },
      { action: 'b.jan2-late', createdAt: '2026-01-02T23:30:00Z' },
      { action: 'c.jan3-early', createdAt: '2026-01-03T00:30:00Z' },
      { action: 'd.jan4', createdAt: '2026-01-04T12:00:00Z' },
    ]);
    expect(actions((await getOk(ada, { from: '2026-01-02', to: '2026-01-02' })).entries)).toEqual(['b.jan2-late']);
    expect(actions((await getOk(ada, { from: '2026-01-02' })).entries)).toEqual(['d.jan4', 'c.jan3-early', 'b.jan2-late']);
    expect(actions((await getOk(ada, { to: '2026-01-01' })).entries)).toEqual(['a.jan1']);
    expect(actions((await getOk(ada, { from: '2026-01-02T23:30:00Z', to: '2026-01-03T00:30:00Z' })).entries)).toEqual(['c.jan3-early', 'b.jan2-late']);

    const put = await t().inject({
      method: 'PUT',
      url: paths.preferences,
      headers: scoped(ada, ada.domainName),
      payload: { language: 'en', timeZone: 'GMT+01:00', dateFormat: 'YYYY-MM-DD' },
    });
    expect(put.statusCode).toBe(200);
    // In GMT+01:00 both late-evening and early-morning entries fall on 3 January.
    expect(actions((await getOk(ada, { from: '2026-01-03', to: '2026-01-03' })).entries)).toEqual(['c.jan3-early', 'b.jan2-late']);
    expect(actions((await getOk(ada, { from: '2026-01-03T00:30:00', to: '2026-01-03T00:30:00' })).entries)).toEqual(['b.jan2-late']);
  });

  it.each([
    [{ from: 'yesterday' }, 'from: Enter a date as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss).'],
    [{ from: '2026-02-30' }, 'from: Enter a date as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss).'],
    [{ to: '2026-13-01' }, 'to: Enter a date as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss).'],
    [{ to: '2026-01-01T25:00' }, 'to: Enter a date as YYYY-MM-DD (or YYYY-MM-DDTHH:mm:ss).'],
    [{ from: '2026-01-05', to: '2026-01-04' }, 'from: The start date is after the end date.'],
    [{ from: '0099-01-01' }, 'from: Enter a date from 1970 on.'],
    [{ from: '0000-01-01T00:00Z' }, 'from: Enter a date from 1970 on.'],
    [{ to: '1969-12-31' }, 'to: Enter a date from 1970 on.'],
    // The end of 9999-12-31 is in the year 10000, which no timestamp column stores.
    [{ to: '9999-12-31' }, 'to: Enter a date before the year 3000.'],
    [{ from: '9999-12-31T23:59:59Z' }, 'from: Enter a date before the year 3000.'],
    [{ to: '3000-01-01' }, 'to: Enter a date before the year 3000.'],
    [{ from: '2026-01-04T12:00:00Z', to: '2026-01-04T11:59:59Z' }, 'from: The start date is after the end date.'],
    [{ cursor: 'abc' }, /^cursor: /],
    [{ limit: '0' }, /^limit: /],
    [{ limit: '101' }, /^limit: /],
  ])('refuses %j with 400 and a clear message', async (query, message) => {
    const ada = await signedInUser(t(), 'logs.bad');
    const response = await get(ada, ada.domainName, query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
    if (typeof message === 'string') expect(response.json().error.message).toBe(message);
    else expect(response.json().error.message).toMatch(message);
  });

  it("shows any member only the workspace's own log; outsiders get 404", async () => {
    const owner = await signedInUser(t(), 'logs.owner');
    const dev = await signedInUser(t(), 'logs.dev');
    const outsider = await signedInUser(t(), 'logs.outsider');
    await addToWorkspace(t(), owner.domainId, dev);
    await seed(owner.domainId, [{ action: 'project.mine' }]);
    await seed(outsider.domainId, [{ action: 'project.theirs' }]);
    const asDev = await get(dev, owner.domainName);
    expect(asDev.statusCode).toBe(200);
    expect(actions(asDev.json().entries)).toEqual(['project.mine']);
    const asOutsider = await get(outsider, owner.domainName);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json().error.code).toBe('not_found');
  });
});
