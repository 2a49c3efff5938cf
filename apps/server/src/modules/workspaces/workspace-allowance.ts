import { DEFAULT_PLAN_ID, isUnlimited, planQuantity, plans } from '@tessera/catalog';
import type { Db } from '../../db/database.ts';
import { planLimitError } from '../plans/allowances.ts';
import { lockUser } from '../users/queries.ts';
import { countOwnWorkspacesNotOn } from './queries.ts';

/** Every plan but the one a new workspace starts on: a workspace on one of them is paid for. */
const paidPlanIds = plans.filter((plan) => plan.id !== DEFAULT_PLAN_ID).map((plan) => plan.id);

/**
 * Refuses a new workspace (403 `plan_limit_reached`, "The Free plan allows 1 workspace…") when
 * the user already created as many workspaces on the new-workspace plan (Free) as that plan's
 * Workspace allowance. Workspaces on a paid plan are covered by their own subscription and
 * workspaces the user was invited to count for whoever created them. Call it in the creating
 * transaction: it locks the user's row first, so two concurrent creations cannot both pass.
 */
export async function assertNewWorkspaceAllowance(db: Db, userId: string): Promise<void> {
  await lockUser(db, userId, 'noKeyUpdate');
  const quantity = planQuantity(DEFAULT_PLAN_ID, 'workspace');
  if (isUnlimited(quantity)) return;
  const used = await countOwnWorkspacesNotOn(db, userId, paidPlanIds);
  if (used + 1 > quantity) throw planLimitError(DEFAULT_PLAN_ID, 'workspace');
}
