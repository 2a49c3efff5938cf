import type { ExternalTable } from '@tessera/model/connectors';
import { describe, expect, it } from 'vitest';
import { answerForDriverError } from './driver-errors.ts';

const table: ExternalTable = {
  name: 'people',
  kind: 'table',
  columns: ['id', 'name'].map((name) => ({ name, databaseType: 'text', type: 'text', nullable: true, default: null, primaryKey: name === 'id' })),
  primaryKey: ['id'],
  foreignKeys: [],
};

/** A driver's error as pg and mysql2 make them: a code, maybe an errno, and text that must never be shown. */
const driverError = (fields: Record<string, unknown>, message: string) => Object.assign(new Error(message), fields);

describe('driver errors on an external table', () => {
  it('names only the table and its own columns, never the driver’s text or values', () => {
    const unique = answerForDriverError(driverError({ code: '23505', detail: 'Key (name)=(s3cret) already exists.', constraint: 'people_name_key' }, 'duplicate key value violates unique constraint "people_name_key"'), table, 2000);
    expect(unique).toEqual({ status: 409, code: '23505', message: 'A row of the table "people" already has this value in a unique column ("name").', details: null, hint: 'Change the value, or upsert with Prefer: resolution=merge-duplicates.' });
    const mysqlUnique = answerForDriverError(driverError({ code: 'ER_DUP_ENTRY', errno: 1062 }, "Duplicate entry 's3cret' for key 'other_index'"), table, 2000);
    expect(mysqlUnique?.message).toBe('A row of the table "people" already has this value in a unique column.');
    const notNull = answerForDriverError(driverError({ code: 'ER_BAD_NULL_ERROR', errno: 1048 }, "Column 'name' cannot be null"), table, 2000);
    expect([notNull?.status, notNull?.code, notNull?.message]).toEqual([400, '23502', 'The table "people" needs a value in the column ("name").']);
  });

  it('maps a foreign key either way, a time-out and a privilege', () => {
    expect(answerForDriverError(driverError({ code: 'ER_NO_REFERENCED_ROW_2', errno: 1452 }, 'Cannot add or update a child row'), table, 2000)?.message).toBe('The table "people" refers to a row that does not exist.');
    expect(answerForDriverError(driverError({ code: 'ER_ROW_IS_REFERENCED_2', errno: 1451 }, 'Cannot delete or update a parent row'), table, 2000)?.status).toBe(409);
    expect(answerForDriverError(driverError({ code: '57014' }, 'canceling statement due to statement timeout'), table, 2500)).toMatchObject({ status: 504, message: 'A statement on the table "people" ran longer than 2.5 s and was cancelled.' });
    expect(answerForDriverError(driverError({ code: 'ER_TABLEACCESS_DENIED_ERROR', errno: 1142 }, "INSERT command denied to user 'x'"), table, 2000)?.status).toBe(403);
  });

  it('leaves connection failures to the connectors’ own messages', () => {
    expect(answerForDriverError(driverError({ code: 'ECONNREFUSED' }, 'connect ECONNREFUSED 10.0.0.1:5432'), table, 2000)).toBeNull();
    expect(answerForDriverError('not an error', table, 2000)).toBeNull();
  });
});
