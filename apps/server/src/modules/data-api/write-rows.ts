import type { AccessOperation } from '@tessera/model/data';
import { authorize, type Authorization } from './access/authorize.ts';
import { insertRowGroups, updateValues } from './compile/write-body.ts';
import { compileDelete, compileInsert, compileUpdate, conflictColumns, type WriteInput } from './compile/write-statement.ts';
import type { Sql } from './compile/sql-parts.ts';
import { DataApiException, dataApiCodes, refuse } from './data-api-error.ts';
import { type DataApiAnswer, type DataApiCall, JSON_TYPE, SINGLE_OBJECT_MEDIA_TYPE } from './data-api-call.ts';
import { inRequestTransaction, runWrite } from './queries.ts';
import { singleObject } from './read-rows.ts';

type Allowed = Extract<Authorization, { allowed: true }>;

function allowed(call: DataApiCall, operation: AccessOperation): Allowed {
  const authorization = authorize(call.model, call.table, operation, call.principal);
  if (!authorization.allowed) throw new DataApiException(authorization.error);
  return authorization;
}

function writeInput(call: DataApiCall): WriteInput {
  const wantsRows = call.request.prefer.return === 'representation';
  return {
    model: call.model,
    schemaName: call.schemaName,
    table: call.table,
    principal: call.principal,
    request: call.request,
    // Answering the written rows is a read: it needs the read rule, and shows only its columns.
    representation: wantsRows ? allowed(call, 'read') : null,
  };
}

/**
 * Runs a write in the request's transaction. Rows the rule's WITH CHECK refuses roll it all back,
 * and so does a single object asked for (`Accept: application/vnd.pgrst.object+json`) when the
 * write did not answer exactly one row: a refused write never leaves anything written.
 */
async function write(call: DataApiCall, statement: Sql, operation: AccessOperation, options: { single: boolean; created: boolean }): Promise<DataApiAnswer> {
  const representation = call.request.prefer.return === 'representation';
  const { row, body } = await inRequestTransaction(call.appDb, call.principal, call.guard, async (trx) => {
    const result = await runWrite(trx, statement);
    if (result.refused > 0) {
      refuse(403, dataApiCodes.permissionDenied, `new row violates the ${operation} rule of table ${call.table.name}`, `${result.refused} of the written rows would not pass the rule; nothing was written.`);
    }
    const answered = result.body === null || !representation ? null : options.single ? singleObject(result.body, (JSON.parse(result.body) as unknown[]).length) : result.body;
    return { row: result, body: answered };
  });
  const range = `${row.affected === 0 ? '*' : `0-${row.affected - 1}`}/*`;
  if (body === null) return { status: options.created ? 201 : 204, headers: { 'content-range': range }, body: null };
  const type = options.single ? `${SINGLE_OBJECT_MEDIA_TYPE}; charset=utf-8` : JSON_TYPE;
  return { status: options.created ? 201 : 200, headers: { 'content-type': type, 'content-range': range }, body };
}

/**
 * POST: insert one or many rows, or upsert with `Prefer: resolution=…` (`on_conflict=`, default
 * the primary key; needs the update rule too, whose predicate limits which rows a merge changes).
 * `beforeInsert` runs first (the plan's Disk Capacity allowance).
 */
export async function insertRows(call: DataApiCall, body: unknown, options: { single: boolean; beforeInsert: () => Promise<void> }): Promise<DataApiAnswer> {
  const insert = allowed(call, 'insert');
  const { resolution, missing } = call.request.prefer;
  const update = resolution ? allowed(call, 'update') : null;
  const writable = update ? new Set([...insert.columns].filter((name) => update.columns.has(name))) : insert.columns;
  const groups = insertRowGroups(call.table, body, { columns: call.request.columns, missingDefault: missing === 'default', writable, principal: call.principal });
  const upsert = resolution && update ? { onConflict: conflictColumns(call.table, call.request.onConflict), resolution, update } : null;
  const statement = compileInsert(writeInput(call), groups, insert.rowPredicate, upsert);
  await options.beforeInsert();
  return write(call, statement, 'insert', { single: options.single, created: true });
}

/** PATCH: update the rows a filter (required), the update rule and the read rule pass. */
export async function updateRows(call: DataApiCall, body: unknown, options: { single: boolean }): Promise<DataApiAnswer> {
  const update = allowed(call, 'update');
  const read = authorize(call.model, call.table, 'read', call.principal);
  const statement = compileUpdate(writeInput(call), updateValues(call.table, body, update.columns), update, read);
  return write(call, statement, 'update', { single: options.single, created: false });
}

/** DELETE: delete the rows a filter (required), the delete rule and the read rule pass. */
export async function deleteRows(call: DataApiCall, options: { single: boolean }): Promise<DataApiAnswer> {
  const remove = allowed(call, 'delete');
  const read = authorize(call.model, call.table, 'read', call.principal);
  const statement = compileDelete(writeInput(call), remove, read);
  return write(call, statement, 'delete', { single: options.single, created: false });
}
