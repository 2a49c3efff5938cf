import type { ResourceType } from '../../db/database.ts';

/** The plan asset a resource type's seat counts against. */
export function seatOf(resourceType: ResourceType): 'developer' | 'endUser' {
  return resourceType === 'developer' ? 'developer' : 'endUser';
}
