import type { ElementNode } from '@tessera/model/definition';
import type { ScreenDetail, ScreenSummary } from '@tessera/model/workspace-api';
import type { ScreenRow, ScreenSummaryRow } from './queries.ts';

/** A stored screen as the API answers it, without its tree; `startScreenId` is its project's. */
export function toSummary(row: ScreenSummaryRow, startScreenId: string | null): ScreenSummary {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    kind: row.kind,
    isMobile: row.isMobile,
    isDesktop: row.isDesktop,
    masterId: row.masterId,
    version: row.version,
    position: row.position,
    isStartScreen: row.id === startScreenId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A stored screen with its tree. */
export function toDetail(row: ScreenRow, startScreenId: string | null): ScreenDetail {
  return { ...toSummary(row, startScreenId), root: row.root as ElementNode };
}
