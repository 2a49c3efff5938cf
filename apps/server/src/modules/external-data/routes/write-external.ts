import { type DataApiAnswer, JSON_TYPE, SINGLE_OBJECT_MEDIA_TYPE } from '../../data-api/data-api-call.ts';
import { dataApiCodes, refuse } from '../../data-api/data-api-error.ts';
import { singleObject } from '../../data-api/read-rows.ts';
import type { ExternalWriteInput, CompiledExternalWrite } from '../compile/write-statement.ts';
import { compileExternalDelete, compileExternalInsert, compileExternalUpdate, compileExternalUpsert, compileReselectByKeys } from '../compile/write-statement.ts';
import { compiledPredicate, type ExternalGrant } from '../access/external-grant.ts';
import { checkWriteRows, readableRows } from '../access/check-writes.ts';
import { reachableGrant } from '../access/restrict-read.ts';
import { type ExternalCall, runStatement } from './external-call.ts';
import { type ExternalDb, onConnectorPool } from './on-pool.ts';
import { shapeRows } from './shape-rows.ts';

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A POST body: one object or an array of objects. */
function bodyRows(body: unknown): Row[] {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRow)) refuse(400, dataApiCodes.invalidBody, 'The request body is one JSON object or an array of JSON objects, one per row.');
  return rows;
}

const writeInput = (call: ExternalCall, grant: ExternalGrant): ExternalWriteInput => ({ target: call.target, request: call.request, predicate: compiledPredicate(grant), caller: call.access.caller });

/** Answering the written rows is a read: it needs the read rule, and shows only what it allows. */
const readGrant = (call: ExternalCall): ExternalGrant | null => (call.request.prefer.return === 'representation' ? call.access.grant(call.target.table, 'read') : null);

/**
 * The primary key values of inserted rows, to read them back where the database cannot answer
 * them (MySQL): the body's, or, for a single-column key the body leaves out (AUTO_INCREMENT),
 * the insert id, consecutive for the rows of one statement.
 */
function insertedKeys(call: ExternalCall, rows: readonly Row[], insertId: bigint | undefined): Row[] {
  const key = call.target.table.primaryKey;
  return rows.map((row, index) => {
    if (key.length === 1 && row[key[0]!] === undefined && insertId !== undefined) return { [key[0]!]: String(insertId + BigInt(index)) };
    return Object.fromEntries(key.map((name) => [name, row[name]]));
  });
}

/**
 * Runs a write and reads its rows back as `written` says, all in one transaction: a single object
 * asked for when the write did not touch exactly one row rolls it all back (406).
 */
async function write(call: ExternalCall, compiled: CompiledExternalWrite, options: { single: boolean; created: boolean; bodyRows: readonly Row[]; read: ExternalGrant | null }): Promise<DataApiAnswer> {
  const { target } = call;
  const { written } = compiled;
  const outcome = await onConnectorPool(call.pools, call.connector, target.table, (db: ExternalDb) =>
    db.transaction().execute(async (trx) => {
      const before = written.kind === 'keysBefore' || written.kind === 'rowsBefore' ? (await runStatement(trx, written.statement)).rows : [];
      const result = await runStatement(trx, compiled.statement);
      let rows: Row[] | null = null;
      if (written.kind === 'returned') rows = result.rows;
      else if (written.kind === 'rowsBefore') rows = before;
      else if (written.kind === 'keysBefore') {
        // An update that sets the key: the rows are found by the body's key values.
        const set = Object.fromEntries(target.table.primaryKey.filter((name) => options.bodyRows[0]?.[name] !== undefined).map((name) => [name, options.bodyRows[0]![name]]));
        rows = before.length === 0 ? [] : (await runStatement(trx, compileReselectByKeys(target, before.map((key) => ({ ...key, ...set }))))).rows;
      } else if (written.kind === 'reselectByPrimaryKey') {
        rows = options.bodyRows.length === 0 ? [] : (await runStatement(trx, compileReselectByKeys(target, insertedKeys(call, options.bodyRows, result.insertId)))).rows;
      }
      const affected = options.created ? options.bodyRows.length : Number(result.numAffectedRows ?? BigInt(rows?.length ?? 0));
      const count = rows?.length ?? affected;
      const shaped = rows === null ? null : shapeRows(target.dialect, target.table, call.related, [{ kind: 'star' }], rows);
      const body = shaped === null ? null : JSON.stringify(options.read === null ? shaped : readableRows(call.target, options.read, call.access.caller, shaped));
      if (options.single && count !== 1) singleObject('', count);
      return { body, count };
    }),
  );
  const range = `${outcome.count === 0 ? '*' : `0-${outcome.count - 1}`}/*`;
  if (outcome.body === null) return { status: options.created ? 201 : 204, headers: { 'content-range': range }, body: null };
  const type = options.single ? `${SINGLE_OBJECT_MEDIA_TYPE}; charset=utf-8` : JSON_TYPE;
  return { status: options.created ? 201 : 200, headers: { 'content-type': type, 'content-range': range }, body: options.single ? singleObject(outcome.body, outcome.count) : outcome.body };
}

/** POST: insert one or many rows, or upsert them with `Prefer: resolution=…` (`on_conflict=`, default the primary key). */
export function insertExternalRows(call: ExternalCall, body: unknown, options: { single: boolean }): Promise<DataApiAnswer> {
  const rows = bodyRows(body);
  // An upsert that merges changes existing rows: it needs the update rule too, whose rows it may change.
  const insert = call.access.grant(call.target.table, 'insert');
  const update = call.request.prefer.resolution === 'merge-duplicates' ? call.access.grant(call.target.table, 'update') : null;
  const read = readGrant(call);
  if (rows.length === 0) {
    return Promise.resolve({ status: 201, headers: { 'content-range': '*/*', ...(call.request.prefer.return === 'representation' ? { 'content-type': JSON_TYPE } : {}) }, body: call.request.prefer.return === 'representation' ? '[]' : null });
  }
  checkWriteRows(call.target, call.access.caller, call.request.columns, rows, update ? [insert, update] : [insert], update ? 'upsert' : 'insert');
  const compiled = call.request.prefer.resolution === null ? compileExternalInsert(writeInput(call, insert), rows) : compileExternalUpsert(writeInput(call, update ?? insert), rows);
  return write(call, compiled, { single: options.single, created: true, bodyRows: rows, read });
}

/** PATCH: set the body's columns on the rows of the filter (refused without one). */
export function updateExternalRows(call: ExternalCall, body: unknown, options: { single: boolean }): Promise<DataApiAnswer> {
  if (!isRow(body)) refuse(400, dataApiCodes.invalidBody, 'The body of an update is one JSON object: the columns to set and their values.');
  const update = call.access.grant(call.target.table, 'update');
  checkWriteRows(call.target, call.access.caller, call.request.columns, [body], [update], 'update');
  const read = readGrant(call);
  return write(call, compileExternalUpdate(writeInput(call, reachableGrant(call.access, call.target.table, call.request, update)), body), { single: options.single, created: false, bodyRows: [body], read });
}

/** DELETE: remove the rows of the filter (refused without one). */
export function deleteExternalRows(call: ExternalCall, options: { single: boolean }): Promise<DataApiAnswer> {
  const remove = reachableGrant(call.access, call.target.table, call.request, call.access.grant(call.target.table, 'delete'));
  const read = readGrant(call);
  return write(call, compileExternalDelete(writeInput(call, remove)), { single: options.single, created: false, bodyRows: [], read });
}
