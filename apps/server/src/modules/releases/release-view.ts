import type { DataModel } from '@tessera/model/data';
import type { ReleaseSummary } from '@tessera/model/releases';
import type { ReleaseContent } from './release-content.ts';
import type { ReleaseRow } from './queries.ts';
import { schemaFitWarnings } from './schema-fit.ts';

/** A stored release as the history shows it, with whether it is live and what no longer fits live's schema. */
export function toReleaseSummary(row: ReleaseRow, content: ReleaseContent, liveReleaseId: string | null, liveModel: DataModel): ReleaseSummary {
  const name = [row.firstname, row.lastname].filter((part) => part && part.trim() !== '').join(' ');
  return {
    id: row.id,
    number: row.number,
    note: row.note,
    hash: row.contentHash,
    publishedBy: row.publishedBy && row.username ? { id: row.publishedBy, name: name || row.username, email: row.username } : null,
    publishedAt: row.publishedAt.toISOString(),
    dataModelSeq: content.dataModel.seq,
    isLive: row.id === liveReleaseId,
    warnings: schemaFitWarnings(content, liveModel),
  };
}
