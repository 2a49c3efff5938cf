import type { ResourceType } from '../../db/database.ts';

/** The plan asset a resource type's seat counts against. */
export function seatOf(resourceType: ResourceType): 'developer' | 'endUser' {
  return resourceType === 'developer' ? 'developer' : 'endUser';
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID: ids of uuid columns are checked before they reach SQL (a bad one is a 404, not a 500). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
