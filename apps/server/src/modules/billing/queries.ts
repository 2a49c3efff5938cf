import type { LogAction } from '@tessera/model/workspace-api';
import type { Db } from '../../db/database.ts';

/** The workspace's Stripe side, or undefined when it never went through Stripe. */
export function findSubscription(db: Db, domainId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['stripeCustomerId', 'stripeSubscriptionId', 'checkoutSessionId', 'pendingPlanId'])
    .where('domainId', '=', domainId)
    .executeTakeFirst();
}

/** The workspace whose current Stripe subscription this is, or undefined. */
export function findSubscriptionByStripeId(db: Db, stripeSubscriptionId: string) {
  return db
    .selectFrom('subscriptions')
    .select(['domainId'])
    .where('stripeSubscriptionId', '=', stripeSubscriptionId)
    .executeTakeFirst();
}

type SubscriptionChange = Partial<{
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  checkoutSessionId: string | null;
  pendingPlanId: string | null;
}>;

/** Creates or updates the workspace's subscription row with the given columns. */
export async function saveSubscription(db: Db, domainId: string, change: SubscriptionChange, now: Date): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ domainId, ...change, updatedAt: now })
    .onConflict((oc) => oc.column('domainId').doUpdateSet({ ...change, updatedAt: now }))
    .execute();
}

/** True when the workspace exists (a webhook may name one deleted since). */
export async function domainExists(db: Db, domainId: string): Promise<boolean> {
  const row = await db.selectFrom('domains').select('id').where('id', '=', domainId).executeTakeFirst();
  return row !== undefined;
}

/** Sets the workspace's plan. */
export async function setDomainPlan(db: Db, domainId: string, planId: string): Promise<void> {
  await db.updateTable('domains').set({ planId }).where('id', '=', domainId).execute();
}

/** Records a webhook event as applied; false when it was already (Stripe delivers at least once). */
export async function insertStripeEvent(db: Db, event: { id: string; type: string; receivedAt: Date }): Promise<boolean> {
  const row = await db
    .insertInto('stripeEvents')
    .values(event)
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The name the audit log shows for changes Stripe's webhooks make (no user acted). */
export const STRIPE_ACTOR_NAME = 'Stripe';

/** An audit-log entry of a change made by a Stripe webhook: no actor id, actor name 'Stripe'. */
export async function recordStripeLog(
  db: Db,
  entry: { domainId: string; action: LogAction; targetName: string; details: Record<string, unknown> },
): Promise<void> {
  await db
    .insertInto('logs')
    .values({
      domainId: entry.domainId,
      actorId: null,
      actorName: STRIPE_ACTOR_NAME,
      action: entry.action,
      targetType: 'subscription',
      targetId: entry.domainId,
      targetName: entry.targetName,
      details: JSON.stringify(entry.details),
    })
    .execute();
}
