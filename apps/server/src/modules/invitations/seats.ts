import type { ResourceType } from '../../db/database.ts';
import { registerUsageCounter } from '../plans/allowances.ts';
import { countSeats } from './queries.ts';

/** The plan asset a resource type's seat counts against. */
export function seatOf(resourceType: ResourceType): 'developer' | 'endUser' {
  return resourceType === 'developer' ? 'developer' : 'endUser';
}

// The seat allowances count members and live invitations (see countSeats).
registerUsageCounter('developer', (db, domainId, now) => countSeats(db, domainId, 'developer', now));
registerUsageCounter('endUser', (db, domainId, now) => countSeats(db, domainId, 'end_user', now));
