import { dataEnvironments } from '@tessera/model/data';
import type { AppContext } from '../../context.ts';
import type { AppDatabase } from '../../db/app-data/open-app-db.ts';
import type { Db } from '../../db/database.ts';
import type { UsageCounter } from '../../extension-points.ts';
import { assertAllowance } from '../plans/allowances.ts';
import { schemasTotalBytes } from './disk-queries.ts';
import { projectIdsOfDomain } from './project-queries.ts';
import { schemaNameOf } from './schema-name.ts';

const MEGABYTE = 1024 * 1024;

/**
 * The Disk Capacity counter (megabytes, rounded up): the size of every table, with its indexes,
 * of both environments of every project of the workspace, archived projects included. The
 * projects are read from the platform database, the sizes from the app database: through the
 * caller's connection when both are one database, since on embedded PGlite a count inside a
 * platform transaction (a plan change's usage check) must not wait for that one connection.
 */
export function diskCapacityCounter(app: AppDatabase): UsageCounter {
  return async (db: Db, domainId: string) => {
    const projectIds = await projectIdsOfDomain(db, domainId);
    const schemas = projectIds.flatMap((projectId) => dataEnvironments.map((environment) => schemaNameOf(projectId, environment)));
    return Math.ceil((await schemasTotalBytes(app.separate ? app.appDb : db, schemas)) / MEGABYTE);
  };
}

/**
 * Refuses (403 `plan_limit_reached`, the plan's message) when the workspace already uses more
 * disk than its plan allows. The data API and imports call it before inserting rows, outside
 * their transaction on the app database (it reads the platform database). Not serialised with
 * other inserts: disk is measured, not reserved, so concurrent inserts may pass the limit by
 * what they add.
 */
export async function assertDiskAllowance(ctx: AppContext, domainId: string): Promise<void> {
  await assertAllowance(ctx.db, ctx.usage, domainId, 'diskCapacity', ctx.clock(), { adding: 0 });
}
