import { describe, expect, it } from 'vitest';
import { fieldOfDataError } from './data-error-field.ts';
import { errorOfAnswer } from './http.ts';

const fields = ['title', 'email', 'due', 'owner'];

describe('the field a data API refusal names', () => {
  it('finds the column of the data API’s own messages', () => {
    const cases: [string, string, string | undefined][] = [
      ['23502', 'null value in column title of table tasks violates not-null constraint', 'title'],
      ['23505', 'duplicate key value violates unique constraint on email of table people', 'email'],
      ['23505', 'duplicate key value violates unique constraint on a unique column of table people', undefined],
      ['22P02', 'invalid input value for table tasks, column due', 'due'],
      ['23503', 'insert or update on table tasks violates a foreign key on owner: the referenced row does not exist', 'owner'],
      ['PGRST204', "Could not find the 'colour' column of 'tasks'", undefined],
      ['PGRST204', "Could not find the 'title' column of 'tasks'", 'title'],
      ['42703', 'column tasks.due does not exist', 'due'],
      ['42501', 'permission denied for table tasks', undefined],
    ];
    for (const [code, message, field] of cases) expect(fieldOfDataError({ code, message }, fields), message).toBe(field);
  });

  it('reads both error shapes of the server, and the field of a request check', () => {
    expect(errorOfAnswer(409, { code: '23505', message: 'dup', details: null, hint: 'h' })).toEqual({ code: '23505', message: 'dup', status: 409 });
    expect(errorOfAnswer(401, { error: { code: 'invalid_credentials', message: 'The email or password is incorrect.' } })).toEqual({
      code: 'invalid_credentials',
      message: 'The email or password is incorrect.',
      status: 401,
    });
    expect(errorOfAnswer(400, { error: { code: 'validation_failed', message: 'email: Please enter a valid Email!' } })).toMatchObject({
      field: 'email',
      message: 'Please enter a valid Email!',
    });
    expect(errorOfAnswer(502, null)).toEqual({ code: 'http_502', message: 'The server answered 502.', status: 502 });
  });
});
