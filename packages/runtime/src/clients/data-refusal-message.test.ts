import { describe, expect, it } from 'vitest';
import { dataRefusalMessage } from './data-refusal-message.ts';

describe('dataRefusalMessage', () => {
  it('tells a signed-in end user refused by an access rule that they may not, in plain words', () => {
    const error = { code: '42501', status: 403, message: 'permission denied to insert into table tasks' };
    expect(dataRefusalMessage(error, 'insert', 'tasks')).toBe('You are not allowed to add to tasks. Ask the app’s owner for access.');
    expect(dataRefusalMessage({ ...error, message: 'permission denied to update table tasks' }, 'update', 'tasks')).toBe('You are not allowed to change tasks. Ask the app’s owner for access.');
  });

  it('asks a visitor to sign in', () => {
    expect(dataRefusalMessage({ code: '42501', status: 401, message: 'permission denied to insert into table tasks' }, 'insert', 'tasks')).toBe('Sign in to add to tasks.');
  });

  it('keeps the server’s message for any other error', () => {
    const error = { code: '23505', status: 409, message: 'duplicate key value violates unique constraint on title of table tasks' };
    expect(dataRefusalMessage(error, 'insert', 'tasks')).toBe(error.message);
  });
});
