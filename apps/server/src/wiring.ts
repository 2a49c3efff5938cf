import type { AppContext } from './context.ts';
import { countSeats } from './modules/invitations/queries.ts';
import { createUsageCounters } from './modules/plans/usage-counters.ts';
import { countMobileApps } from './modules/projects/queries.ts';
import { countDomainActions } from './modules/screens/action-queries.ts';
import { copyProjectScreens } from './modules/screens/copy-project-screens.ts';
import { countDomainScreens } from './modules/screens/queries.ts';

/** The modules' extension points, filled by `wireModules` and carried in the app context. */
export type ModuleWiring = Pick<AppContext, 'usage' | 'projectCopySteps'>;

/**
 * Connects the modules that provide to the modules that use, in one place: no module fills a
 * registry when it is imported. A module that brings a countable asset adds its counter here
 * (the type requires one per counted asset), one that stores per-project content its copy step.
 */
export function wireModules(): ModuleWiring {
  return {
    usage: createUsageCounters({
      developer: (db, domainId, now) => countSeats(db, domainId, 'developer', now),
      endUser: (db, domainId, now) => countSeats(db, domainId, 'end_user', now),
      mobileApp: countMobileApps,
      screen: countDomainScreens,
      action: countDomainActions,
    }),
    projectCopySteps: [copyProjectScreens],
  };
}
