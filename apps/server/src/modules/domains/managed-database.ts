/**
 * The engine of the managed database, as the workspace detail's `managedDbType` reports it (spec
 * §3): every project's draft and live data lives on PostgreSQL, whether the platform runs on
 * embedded PGlite (PostgreSQL compiled to WebAssembly) or on a Postgres server, and whether
 * builders' data shares the platform's database or has its own (`APP_DATABASE_URL`). Existing
 * databases a workspace connects are connectors, listed with their own kind.
 */
export const MANAGED_DB_TYPE = 'postgresql';
