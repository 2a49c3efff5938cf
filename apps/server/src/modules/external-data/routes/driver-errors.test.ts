import type { ExternalTable } from '@tessera/model/connectors';
import { RequestError } from 'tedious';
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

  // tedious: a RequestError with the server's error `number` (set by its token handler); oracledb: `code` ORA-nnnnn with `errorNum`.
  const mssql = (number: number | undefined, message: string, code = 'EREQUEST') => Object.assign(new RequestError(message, code), number === undefined ? {} : { number });
  const oracle = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code, ...(code.startsWith('ORA-') ? { errorNum: Number(code.slice(4)) } : {}) });

  it('reads SQL Server’s refusals by their error numbers, naming only the table’s own columns', () => {
    const answer = (error: Error) => answerForDriverError(error, table, 2000);
    expect(answer(mssql(2627, "Violation of UNIQUE KEY constraint 'UQ_people_name'. Cannot insert duplicate key in object 'dbo.people'. The duplicate key value is (s3cret).")))
      .toMatchObject({ status: 409, code: '23505' });
    expect(answer(mssql(2601, "Cannot insert duplicate key row in object 'dbo.people' with unique index 'ix_name'."))?.code).toBe('23505');
    expect(answer(mssql(515, "Cannot insert the value NULL into column 'name', table 'erp.dbo.people'; column does not allow nulls. INSERT fails."))).toMatchObject({ status: 400, code: '23502', message: 'The table "people" needs a value in the column ("name").' });
    expect(answer(mssql(547, 'The INSERT statement conflicted with the FOREIGN KEY constraint "fk_team". The conflict occurred in database "erp", table "dbo.teams", column \'id\'.'))?.message).toBe('The table "people" refers to a row that does not exist ("id").');
    expect(answer(mssql(547, 'The DELETE statement conflicted with the REFERENCE constraint "fk_team".'))?.message).toBe('Rows of another table still refer to the row of the table "people": remove or change them first.');
    expect(answer(mssql(547, 'The INSERT statement conflicted with the CHECK constraint "ck_age".'))).toMatchObject({ status: 400, code: '23514' });
    expect(answer(mssql(8152, 'String or binary data would be truncated.'))).toMatchObject({ status: 400, code: '22P02' });
    expect(answer(mssql(229, "The INSERT permission was denied on the object 'people'."))).toMatchObject({ status: 403, code: '42501' });
    expect(answer(mssql(208, "Invalid object name 'dbo.people'."))).toMatchObject({ status: 404, code: 'PGRST205' });
    expect(answer(mssql(207, "Invalid column name 'name'."))).toMatchObject({ status: 400, code: '42703' });
    expect(answer(mssql(undefined, 'Timeout: Request failed to complete in 2000ms', 'ETIMEOUT'))).toMatchObject({ status: 504, code: '57014' });
    // Not a refusal of the statement: left to the connection's mapping.
    expect(answer(mssql(undefined, 'Connection lost - read ECONNRESET', 'ESOCKET'))).toBeNull();
    expect(answer(mssql(50000, 'A RAISERROR of a trigger'))).toBeNull();
  });

  it('reads Oracle’s refusals by their ORA numbers, and the call time limit', () => {
    const answer = (error: Error) => answerForDriverError(error, table, 2000);
    expect(answer(oracle('ORA-00001', 'unique constraint (APP.PEOPLE_NAME_UK) violated on table APP.PEOPLE columns (NAME)'))).toMatchObject({ status: 409, code: '23505' });
    expect(answer(oracle('ORA-01400', 'cannot insert NULL into ("APP"."people"."name")'))?.message).toBe('The table "people" needs a value in the column ("name").');
    expect(answer(oracle('ORA-02291', 'integrity constraint (APP.FK_TEAM) violated - parent key not found'))?.message).toBe('The table "people" refers to a row that does not exist.');
    expect(answer(oracle('ORA-02292', 'integrity constraint (APP.FK_TEAM) violated - child record found'))?.message).toBe('Rows of another table still refer to the row of the table "people": remove or change them first.');
    expect(answer(oracle('ORA-02290', 'check constraint (APP.CK_AGE) violated'))?.code).toBe('23514');
    expect(answer(oracle('ORA-12899', 'value too large for column "APP"."people"."name" (actual: 90, maximum: 80)'))).toMatchObject({ status: 400, code: '22P02' });
    expect(answer(oracle('ORA-01031', 'insufficient privileges'))).toMatchObject({ status: 403, code: '42501' });
    expect(answer(oracle('ORA-00942', 'table or view does not exist'))).toMatchObject({ status: 404, code: 'PGRST205' });
    expect(answer(oracle('ORA-00904', '"name": invalid identifier'))).toMatchObject({ status: 400, code: '42703' });
    expect(answer(oracle('NJS-123', 'call timeout of 2000 ms exceeded'))).toMatchObject({ status: 504, code: '57014' });
    expect(answer(oracle('NJS-500', 'connection to the Oracle Database was broken'))).toBeNull();
  });
});
