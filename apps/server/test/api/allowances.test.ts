import { randomBytes, randomUUID } from 'node:crypto';
import type { AssetKey, PlanId } from '@tessera/catalog';
import { authPaths } from '@tessera/model';
import { workspacePaths as paths } from '@tessera/model/workspace-api';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { assertAllowance, hasFeature, lockDomainForAllowance } from '../../src/modules/plans/allowances.ts';
import { bearer, createActiveUser, loginAs } from '../helpers/accounts.ts';
import { testDatabases } from '../helpers/databases.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

/** A workspace on a plan, made straight in the database (no owner needed for these checks). */
async function workspaceOn(t: TestApp, planId: PlanId): Promise<string> {
  const id = randomUUID();
  await t.db.insertInto('domains').values({ id, name: `ws-${randomBytes(5).toString('hex')}`, createdAt: new Date(), planId }).execute();
  return id;
}

async function addMembers(t: TestApp, domainId: string, count: number, resourceType: 'developer' | 'end_user') {
  for (let i = 0; i < count; i += 1) {
    const userId = randomUUID();
    await t.db
      .insertInto('users')
      .values({ id: userId, username: `seat-${userId}@example.com`, firstname: 'S', lastname: 'H', passwordHash: null, createdAt: new Date() })
      .execute();
    await t.db.insertInto('domainMembers').values({ domainId, userId, role: 'developer', resourceType, createdAt: new Date() }).execute();
  }
}

async function addOpenInvitation(t: TestApp, domainId: string, resourceType: 'developer' | 'end_user') {
  const now = new Date();
  await t.db
    .insertInto('invitations')
    .values({
      id: randomUUID(),
      domainId,
      email: `invitee-${randomUUID()}@example.com`,
      tokenHash: randomBytes(32).toString('hex'),
      invitedBy: null,
      expiresAt: new Date(now.getTime() + 86_400_000),
      createdAt: now,
      lastSentAt: now,
      resourceType,
    })
    .execute();
}

/** The refusal message of `assertAllowance`, or null when it allows. */
async function refusal(t: TestApp, domainId: string, key: AssetKey, options: { used?: number; adding?: number } = {}): Promise<string | null> {
  try {
    await assertAllowance(t.db, t.app.ctx.usage, domainId, key, t.clock.now(), options);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('plan_limit_reached');
    expect((error as AppError).statusCode).toBe(403);
    return (error as AppError).message;
  }
}

const more = (plan: string, limit: string) => `The ${plan} plan allows ${limit}. Change the plan in Settings › Billing to add more.`;
const notIncluded = (plan: string, asset: string) => `The ${plan} plan does not include ${asset}. Change the plan in Settings › Billing to use it.`;

describe.each(testDatabases)('plan allowances on %s', (kind) => {
  const t = useTestApp(kind);

  async function ownerOn(planId: PlanId) {
    const email = await createActiveUser(t());
    const { tokenString } = await loginAs(t(), email);
    const info = (await t().inject({ method: 'GET', url: authPaths.userInfo, headers: bearer(tokenString) })).json();
    await t().db.updateTable('domains').set({ planId }).where('name', '=', info.lastUsedDomainName).execute();
    return { ...bearer(tokenString), domainname: info.lastUsedDomainName as string };
  }
  const createProject = (headers: Record<string, string>, name: string, target: Record<string, boolean>) =>
    t().inject({ method: 'POST', url: paths.projects, headers, payload: { name, ...target } });

  describe('mobile apps through project creation', () => {
    const cases: [PlanId, string, number | null][] = [
      ['free', 'Free', 1],
      ['standard', 'Standard', 1],
      ['pro', 'Pro', 2],
      ['enterprise', 'Enterprise', null],
    ];
    it.each(cases)('%s (%s): mobile-app limit %s (null: unlimited)', async (planId, planName, limit) => {
      const headers = await ownerOn(planId);
      const allowed = limit ?? 6;
      for (let i = 0; i < allowed; i += 1) {
        const target: Record<string, boolean> = i % 2 === 0 ? { supportAndroid: true } : { supportIOS: true };
        const response = await createProject(headers, `Mobile ${i}`, target);
        expect(response.statusCode, response.body).toBe(201);
      }
      const next = await createProject(headers, 'One more', { supportAndroid: true, supportIOS: true });
      if (limit === null) {
        expect(next.statusCode).toBe(201);
      } else {
        expect(next.statusCode).toBe(403);
        expect(next.json().error).toEqual({
          code: 'plan_limit_reached',
          message: more(planName, `${limit} ${limit === 1 ? 'mobile app' : 'mobile apps'}`),
        });
      }
      // Web-only projects never count.
      expect((await createProject(headers, 'Web only', { supportWeb: true })).statusCode).toBe(201);
    });
  });

  describe('developers and end users (members plus open invitations)', () => {
    it('Free: 1 developer, 10 end users', async () => {
      const domainId = await workspaceOn(t(), 'free');
      expect(await refusal(t(), domainId, 'developer')).toBeNull();
      await addMembers(t(), domainId, 1, 'developer');
      expect(await refusal(t(), domainId, 'developer')).toBe(more('Free', '1 developer'));
      await addMembers(t(), domainId, 9, 'end_user');
      expect(await refusal(t(), domainId, 'endUser')).toBeNull();
      expect(await refusal(t(), domainId, 'endUser', { adding: 2 })).toBe(more('Free', '10 end users'));
      await addOpenInvitation(t(), domainId, 'end_user');
      expect(await t().app.ctx.usage.count(t().db, domainId, 'endUser', t().clock.now())).toBe(10);
      expect(await refusal(t(), domainId, 'endUser')).toBe(more('Free', '10 end users'));
      // The open invitation expires in a day: by the caller's clock, a day later it holds no seat.
      expect(await t().app.ctx.usage.count(t().db, domainId, 'endUser', new Date(Date.now() + 2 * 86_400_000))).toBe(9);
    });

    it('Standard: 3 developers, 100 end users', async () => {
      const domainId = await workspaceOn(t(), 'standard');
      await addMembers(t(), domainId, 2, 'developer');
      expect(await refusal(t(), domainId, 'developer')).toBeNull();
      await addOpenInvitation(t(), domainId, 'developer');
      expect(await refusal(t(), domainId, 'developer')).toBe(more('Standard', '3 developers'));
      expect(await refusal(t(), domainId, 'endUser', { used: 99 })).toBeNull();
      expect(await refusal(t(), domainId, 'endUser', { used: 100 })).toBe(more('Standard', '100 end users'));
    });

    it('Pro and Enterprise: unlimited', async () => {
      for (const planId of ['pro', 'enterprise'] as const) {
        const domainId = await workspaceOn(t(), planId);
        await addMembers(t(), domainId, 4, 'developer');
        expect(await refusal(t(), domainId, 'developer', { adding: 100 })).toBeNull();
        expect(await refusal(t(), domainId, 'endUser', { used: 1_000_000 })).toBeNull();
      }
    });
  });

  describe('screens and actions, counted by the caller', () => {
    it('screens: Free 50, Standard 500, Pro and Enterprise unlimited', async () => {
      const cases: [PlanId, number | null, string][] = [
        ['free', 50, 'Free'],
        ['standard', 500, 'Standard'],
        ['pro', null, 'Pro'],
        ['enterprise', null, 'Enterprise'],
      ];
      for (const [planId, limit, planName] of cases) {
        const domainId = await workspaceOn(t(), planId);
        if (limit === null) {
          expect(await refusal(t(), domainId, 'screen', { used: 100_000 })).toBeNull();
        } else {
          expect(await refusal(t(), domainId, 'screen', { used: limit - 1 })).toBeNull();
          expect(await refusal(t(), domainId, 'screen', { used: limit })).toBe(more(planName, `${limit} screens`));
        }
      }
      // Measured by the screens module's counter: screens across the workspace's projects.
      expect(await t().app.ctx.usage.count(t().db, await workspaceOn(t(), 'free'), 'screen', t().clock.now())).toBe(0);
    });

    it('actions: Free 50, others unlimited', async () => {
      const free = await workspaceOn(t(), 'free');
      expect(await refusal(t(), free, 'action', { used: 49 })).toBeNull();
      expect(await refusal(t(), free, 'action', { used: 50 })).toBe(more('Free', '50 actions'));
      for (const planId of ['standard', 'pro', 'enterprise'] as const) {
        expect(await refusal(t(), await workspaceOn(t(), planId), 'action', { used: 100_000 })).toBeNull();
      }
    });
  });

  describe('features', () => {
    it('custom server code (C#): refused on Free and Standard, included in Pro', async () => {
      expect(await refusal(t(), await workspaceOn(t(), 'free'), 'customServerCode')).toBe(notIncluded('Free', 'C#'));
      expect(await refusal(t(), await workspaceOn(t(), 'standard'), 'customServerCode')).toBe(notIncluded('Standard', 'C#'));
      const pro = await workspaceOn(t(), 'pro');
      expect(await refusal(t(), pro, 'customServerCode')).toBeNull();
      expect(await hasFeature(t().db, pro, 'customServerCode')).toBe(true);
    });

    it('API connections: none on Free, one on Standard, unlimited on Pro', async () => {
      expect(await refusal(t(), await workspaceOn(t(), 'free'), 'apiConnection', { used: 0 })).toBe(notIncluded('Free', 'API Connection'));
      const standard = await workspaceOn(t(), 'standard');
      expect(await refusal(t(), standard, 'apiConnection', { used: 0 })).toBeNull();
      expect(await refusal(t(), standard, 'apiConnection', { used: 1 })).toBe(more('Standard', '1 API connection'));
      expect(await refusal(t(), await workspaceOn(t(), 'pro'), 'apiConnection', { used: 50 })).toBeNull();
    });

    it('domain accesses (Workflow, Scheduled Jobs) come with paid plans only', async () => {
      expect(await hasFeature(t().db, await workspaceOn(t(), 'free'), 'workflow')).toBe(false);
      expect(await hasFeature(t().db, await workspaceOn(t(), 'standard'), 'scheduledJobs')).toBe(true);
    });

    it('an unknown stored plan id counts as Free', async () => {
      const domainId = await workspaceOn(t(), 'free');
      await t().db.updateTable('domains').set({ planId: 'retired-plan' }).where('id', '=', domainId).execute();
      expect(await refusal(t(), domainId, 'customServerCode')).toBe(notIncluded('Free', 'C#'));
    });
  });

  describe('concurrency', () => {
    it('two concurrent mobile projects on Free: exactly one is created', async () => {
      const headers = await ownerOn('free');
      for (let round = 0; round < 3; round += 1) {
        await t().db.deleteFrom('projects').where('domainId', 'in', (eb) => eb.selectFrom('domains').select('id').where('name', '=', headers.domainname)).execute();
        const responses = await Promise.all([
          createProject(headers, `Race A ${round}`, { supportAndroid: true }),
          createProject(headers, `Race B ${round}`, { supportIOS: true }),
        ]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 403]);
      }
    });

    it('the allowance lock makes a second checker wait for the first transaction', async () => {
      const domainId = await workspaceOn(t(), 'free');
      const order: string[] = [];
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstLocked!: () => void;
      const locked = new Promise<void>((resolve) => {
        firstLocked = resolve;
      });
      const first = t().db.transaction().execute(async (trx) => {
        await lockDomainForAllowance(trx, domainId);
        firstLocked();
        await firstHolds;
        order.push('first done');
      });
      await locked;
      const second = t().db.transaction().execute(async (trx) => {
        await lockDomainForAllowance(trx, domainId);
        order.push('second locked');
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      releaseFirst();
      await Promise.all([first, second]);
      expect(order).toEqual(['first done', 'second locked']);
    });
  });
});
