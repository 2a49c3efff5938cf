import type { AssetKey } from '@tessera/catalog';
import type { Transaction } from 'kysely';
import type { Database, Db } from './db/database.ts';

/**
 * The seams where one module extends another. Their types live here, outside the modules, so the
 * app context can carry them without depending on any module; `wiring.ts` fills them when the
 * app is built.
 */

/** Counts what a workspace uses of an asset at `now` (the service's clock: an invitation holds its seat until it expires). */
export type UsageCounter = (db: Db, domainId: string, now: Date) => Promise<number>;

/** What allowance checks and usage meters count with (built by `createUsageCounters` in modules/plans). */
export interface UsageCounters {
  /** True when the asset has a counter (a usage meter without one shows "not measured"). */
  counts(key: AssetKey): boolean;
  /** What the workspace uses of the asset; refuses (rejects) when it has no counter, never answers 0 for it. */
  count(db: Db, domainId: string, key: AssetKey, now: Date): Promise<number>;
}

/** A project duplication in progress: the database it works on and both projects. */
export interface ProjectCopy {
  /** The duplication's transaction for a `ProjectCopyStep`; the platform database after the commit. */
  db: Db;
  /** What the copy's allowance checks count with. */
  usage: UsageCounters;
  domainId: string;
  sourceProjectId: string;
  /** The source's name, as the copy's history mentions it. */
  sourceName: string;
  copyProjectId: string;
  /** Who duplicated it. */
  userId: string;
  now: Date;
}

/**
 * Copies one part of a project (screens, data model…) into its duplicate, inside the duplication's
 * transaction; a throwing step rolls the duplication back. The projects module copies the project
 * row; every module that stores per-project content provides the step that copies it.
 */
export type ProjectCopyStep = (copy: ProjectCopy) => Promise<void>;

/**
 * Copies a part of a project that lives outside the platform tables (its data model) into its
 * duplicate, after the duplication committed: that content may live on another database, so it
 * cannot join the duplication's transaction. `copy.db` is the platform database, no transaction.
 * A throwing step removes the copy (its row, its screens, and through `ProjectRemovalStep` what
 * the steps made), and the duplication answers the step's error.
 */
export type ProjectCopiedStep = (copy: ProjectCopy) => Promise<void>;

/**
 * Removes what a deleted project kept outside the platform tables (its data schemas), after the
 * deletion committed: that data may live on another database, so it cannot join the deletion's
 * transaction. A failure is logged; the project stays deleted.
 */
/**
 * The database connectors' pools as the rest of the server sees them (`modules/sql-connectors/`
 * owns them): connector storage closes a pool when its connector changes or goes.
 */
export interface ConnectorPools {
  /** Closes a connector's pool (it changed or was deleted): the next use opens one with its new settings. */
  release(connectorId: string): Promise<void>;
  /** Closes every pool (server shutdown). */
  closeAll(): Promise<void>;
}

export type ProjectRemovalStep = (projectId: string) => Promise<void>;

/**
 * Tells the app database that a project is archived (true) or restored (false): its live app
 * closes or opens again in every server process. Run in `platformTrx`, which holds the project's
 * row lock (an archive and a restore of one project run one after the other), before the archive
 * commits and after the restore committed, so a failure in between leaves the app closed; both are
 * idempotent. Without a database of its own, the app database's work runs in `platformTrx`.
 */
export type ProjectArchiveStep = (projectId: string, archived: boolean, platformTrx: Transaction<Database>) => Promise<void>;

/**
 * The names of the workspace's projects whose live app calls a REST request, read in the
 * caller's transaction (which it locks against a publish): a request they call is not deleted.
 */
export type LiveRequestUsers = (db: Db, domainId: string, requestId: string) => Promise<string[]>;
