import type { Kysely, Transaction } from 'kysely';
import type { AppDataDatabase } from './db/app-data/catalog-tables.ts';
import type { AppContext } from './context.ts';
import type { Database } from './db/database.ts';
import type { AppDatabase } from './db/app-data/open-app-db.ts';
import { countRestConnectors } from './modules/connectors/queries.ts';
import { countLiveEndUsers } from './modules/end-users/queries.ts';
import { copyDraftModel } from './modules/data-schema/copy-draft-model.ts';
import { diskCapacityCounter } from './modules/data-schema/disk-usage.ts';
import { dropProjectSchemas, setLiveArchived } from './modules/data-schema/environment-queries.ts';
import { countSeats } from './modules/invitations/queries.ts';
import { createUsageCounters } from './modules/plans/usage-counters.ts';
import { countMobileApps } from './modules/projects/queries.ts';
import { countDomainActions } from './modules/screens/action-queries.ts';
import { copyProjectScreens } from './modules/screens/copy-project-screens.ts';
import { countDomainScreens } from './modules/screens/queries.ts';
import { deleteOrphanContents } from './modules/releases/queries.ts';
import { liveAppsUsingRequest } from './modules/releases/live-request-users.ts';
import { deleteOrphanAssets } from './modules/app-assets/queries.ts';

/** The modules' extension points, filled by `wireModules` and carried in the app context. */
export type ModuleWiring = Pick<AppContext, 'usage' | 'projectCopySteps' | 'projectCopiedSteps' | 'projectRemovalSteps' | 'projectArchiveSteps' | 'liveRequestUsers'>;

/**
 * Connects the modules that provide to the modules that use, in one place: no module fills a
 * registry when it is imported. A module that brings a countable asset adds its counter here
 * (the type requires one per counted asset), one that stores per-project content its copy step
 * (run after the duplication committed when that content lives outside the platform tables, with
 * a removal step for it). `app` is the database of builders' data (`AppContext.appDb`) and whether it is another than the platform's;
 * `db` the platform's.
 */
export function wireModules(app: AppDatabase, db: Kysely<Database>): ModuleWiring {
  return {
    usage: createUsageCounters({
      developer: (db, domainId, now) => countSeats(db, domainId, 'developer', now),
      endUser: async (db, domainId, now) => (await countSeats(db, domainId, 'end_user', now)) + (await countLiveEndUsers(db, domainId)),
      mobileApp: countMobileApps,
      screen: countDomainScreens,
      action: countDomainActions,
      diskCapacity: diskCapacityCounter(app),
      apiConnection: countRestConnectors,
    }),
    projectCopySteps: [copyProjectScreens],
    projectCopiedSteps: [(copy) => copyDraftModel(app.appDb, copy)],
    // A deleted project's releases went with it (cascade); contents no other release holds go too,
    // then the assets (icons) no project and no remaining content names.
    projectRemovalSteps: [(projectId) => dropProjectSchemas(app.appDb, projectId), () => deleteOrphanContents(db), () => deleteOrphanAssets(db)],
    // The data API's guard reads the catalogue's flag: an archived project's live closes in every process.
    // A live app changes only by a publish: the requests its release calls are not deleted.
    liveRequestUsers: liveAppsUsingRequest,
    projectArchiveSteps: [
      (projectId, archived, trx) => setLiveArchived(app.separate ? app.appDb : (trx.withoutPlugins() as unknown as Transaction<AppDataDatabase>), projectId, archived),
    ],
  };
}
