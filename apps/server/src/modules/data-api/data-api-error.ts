import type { Principal } from './principal.ts';
import type { DataApiError } from './grammar/ast.ts';

/**
 * A refused data API request, thrown where the refusal is found (deep in the compiler, a body
 * check) and answered by the plugin's error handler in PostgREST's JSON shape.
 */
export class DataApiException extends Error {
  readonly error: DataApiError;
  constructor(error: DataApiError) {
    super(error.message);
    this.name = 'DataApiException';
    this.error = error;
  }
}

/** A refusal the database answered (a statement ran, so the model it was compiled against was current). */
export class DatabaseRefusal extends DataApiException {}

/** A `DataApiError` with `details` and `hint` defaulting to null. */
export function dataApiError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): DataApiError {
  return { status, code, message, details, hint };
}

/** Throws a refusal. */
export function refuse(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): never {
  throw new DataApiException(dataApiError(status, code, message, details, hint));
}

/**
 * The stable codes this API answers with beyond the grammar's. PostgREST's own where one exists
 * (`PGRST…`), Postgres' SQLSTATE where PostgREST passes one through (`42501`, `42703`, `23505`…).
 */
export const dataApiCodes = {
  /** An unknown table. 404. */
  tableNotFound: 'PGRST205',
  /** No relationship between two tables for an embed. 400. */
  relationNotFound: 'PGRST200',
  /** More than one relationship: add a hint. 300. */
  relationAmbiguous: 'PGRST201',
  /** A filter, order or limit names a resource that is not embedded. 400. */
  notEmbedded: 'PGRST108',
  /** A body key or `columns=` item names no column. 400. */
  bodyColumnNotFound: 'PGRST204',
  /** A body that is not what the method takes (shape, keys, size). 400 / 413. */
  invalidBody: 'PGRST102',
  /** A range past the end of the rows. 416. */
  rangeNotSatisfiable: 'PGRST103',
  /** A content type that is not accepted. 415. */
  unsupportedMediaType: 'PGRST107',
  /** `Accept: application/vnd.pgrst.object+json` and not exactly one row. 406. */
  notSingleObject: 'PGRST116',
  /** The data model changed under the request twice in a row: send it again. 503. */
  modelChanged: 'PGRST002',
  /** The bearer token is not valid. 401. */
  invalidToken: 'PGRST301',
  /** Refused by an access rule (table or column). 401 for visitors, 403 for end users. */
  permissionDenied: '42501',
  /** An unknown column in `select`, a filter or `order`. 400. */
  columnNotFound: '42703',
  /** A value that its column's type cannot take. 400. */
  invalidValue: '22P02',
  /** An operator that does not apply to a column's type. 400. */
  operatorNotApplicable: '42883',
  /** An update or delete without a filter. 400. */
  filterRequired: '21000',
  /** The statement ran past the per-request timeout. 504. */
  timeout: '57014',
  /** Anything unexpected; the detail stays in the log. 500. */
  internal: 'PGRST000',
} as const;

/** The status of a refusal by an access rule: a visitor may sign in (401), an end user may not (403). */
export function deniedStatus(principal: Principal): number {
  return principal.kind === 'anonymous' ? 401 : 403;
}
