import type { Project } from '@tessera/model/workspace-api';
import type { ProjectRow } from './queries.ts';

/** A project row as the API shows it (dates as ISO strings, the creator as id and username). */
export function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    name: row.name,
    supportWeb: row.supportWeb,
    supportAndroid: row.supportAndroid,
    supportIOS: row.supportIos,
    createdBy: row.createdBy && row.createdByUsername ? { id: row.createdBy, username: row.createdByUsername } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    isFavorite: Boolean(row.isFavorite),
    lastVisitedAt: row.lastVisitedAt ? row.lastVisitedAt.toISOString() : null,
  };
}
