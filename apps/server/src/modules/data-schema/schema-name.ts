import type { DataEnvironment } from '@tessera/model/data';

/**
 * The Postgres schema of one environment of a project: `app_<project id without dashes>_<env>`
 * (42 characters, within Postgres' 63). Built only from a checked uuid, never from user text.
 */
export function schemaNameOf(projectId: string, environment: DataEnvironment): string {
  const hex = projectId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new Error(`not a project id: ${projectId}`);
  return `app_${hex}_${environment}`;
}
