import type { ColumnType, Generated } from 'kysely';
import type { ImportTables } from './import-tables.ts';

/**
 * The catalogue of builders' data, in the `tessera_data` schema of the app database (the
 * platform database unless `APP_DATABASE_URL` names another). It sits beside the project schemas
 * it describes so a change and its record commit in one transaction. Written in snake_case: the
 * app database is queried without the CamelCase plugin, since builders' column names are kept
 * exactly as they are.
 */
export interface AppDataDatabase extends ImportTables {
  'tessera_data.environments': EnvironmentsTable;
  'tessera_data.migrations': MigrationsTable;
}

type Json<T> = ColumnType<T, string, string>;

/** One row per project and environment (`draft`, `live`). */
export interface EnvironmentsTable {
  project_id: string;
  environment: 'draft' | 'live';
  /** The Postgres schema holding the environment's tables: `app_<project id hex>_<environment>`. */
  schema_name: string;
  /** The environment's `DataModel`. */
  data_model: Json<unknown>;
  /** Moves on with every change; a change names the version it was made against. */
  version: Generated<number>;
  /** The last migration (`migrations.seq`) this environment has had; 0 for none. */
  applied_seq: Generated<number>;
  /** True while the project is archived (set on live only): the data API answers 404 there. */
  archived: Generated<boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** A project's migration history: every change applied to draft, in order. */
export interface MigrationsTable {
  project_id: string;
  /** 1, 2, 3… per project. */
  seq: number;
  /** The builder who made the change (a platform user id) and their username then. */
  author_id: string | null;
  author_username: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** The `DataOp`s of the change, replayed on live when its queue is applied. */
  ops: Json<unknown>;
  /** One line per op, for the history. */
  summary: Json<string[]>;
  /** The SQL run on draft with each step's class. */
  steps: Json<Array<{ sql: string; classification: string }>>;
}
