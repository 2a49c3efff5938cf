import { describe, expect, it } from 'vitest';
import { modelFixture } from '../../../test/helpers/model-fixture.ts';
import { answerForDatabaseError } from './database-errors.ts';

const model = modelFixture([{ name: 'items', primaryKey: 'integer', columns: [{ name: 'title', type: 'text', unique: true }] }]);
const items = model.tables[0]!;
const answer = (error: object) => answerForDatabaseError(error, model, items);

describe('database errors answered by SQLSTATE', () => {
  it('names the column from the detail, or from the constraint where row security hides the detail', () => {
    expect(answer({ code: '23505', detail: 'Key (title)=(secret value) already exists.' })?.message).toBe('duplicate key value violates unique constraint on title of table items');
    expect(answer({ code: '23505', constraint: 'items_title_key' })?.message).toBe('duplicate key value violates unique constraint on title of table items');
    expect(JSON.stringify(answer({ code: '23505', detail: 'Key (title)=(secret value) already exists.' }))).not.toContain('secret value');
  });

  it('keeps names the model does not know out of the answer', () => {
    expect(answer({ code: '23502', column: 'pg_secret', table: 'platform_users' })?.message).toBe('null value in column (required) of table items violates not-null constraint');
  });

  it('answers row-security refusals 403 and other permission errors as the server’s fault', () => {
    expect(answer({ code: '42501', message: 'new row violates row-level security policy for table "items"' })).toMatchObject({ status: 403, code: '42501' });
    expect(answer({ code: '42501', message: 'permission denied for table items' })).toBeNull();
    expect(answer({ code: 'XX000' })).toBeNull();
    expect(answer({ code: '57014' })).toMatchObject({ status: 504, code: '57014' });
    expect(answer({ code: '22025' })).toMatchObject({ status: 400, code: '22025' });
  });
});
