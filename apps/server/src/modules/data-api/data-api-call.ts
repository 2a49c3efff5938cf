import type { DataModel, DataTable } from '@tessera/model/data';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AppDataDatabase } from '../../db/app-data/catalog-tables.ts';
import type { ModelVersionGuard } from './access/rls-session.ts';
import type { ParsedRequest } from './grammar/ast.ts';
import type { Principal } from './principal.ts';

/** One data API request, resolved: where, what table, who, and what was asked. */
export interface DataApiCall {
  appDb: Kysely<AppDataDatabase>;
  schemaName: string;
  model: DataModel;
  /** The model's version, checked by the database before the request's statements run. */
  guard: ModelVersionGuard;
  table: DataTable;
  principal: Principal;
  request: ParsedRequest;
}

/** What a data API route answers: a status, headers and a body already serialised (or streamed). */
export interface DataApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Readable | null;
}

export const JSON_TYPE = 'application/json; charset=utf-8';
/** PostgREST's media type for one object instead of an array. */
export const SINGLE_OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
