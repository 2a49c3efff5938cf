import type { Action } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { memoryData, testContext } from '../test-support/action-test-kit.ts';
import { runActions } from './run-actions.ts';

let nextId = 0;
const act = (type: string, params: Record<string, unknown> = {}, extra: Partial<Action> = {}): Action => ({ id: `a${++nextId}`, type, params, ...extra });

const count = { name: 'count', type: 'number' as const, initial: 0 };
const tasksList = { name: 'tasks', type: 'list' as const, initial: [] };
const tasksPage = { name: 'page', type: 'map' as const, initial: null };
const refused = { ok: false as const, error: { code: '42501', message: 'permission denied for table tasks', status: 403 } };

describe('runActions', () => {
  it('runs in order, skips an action whose condition is false, and later actions see earlier changes', async () => {
    const { context, recorded } = testContext({ screenVariables: [count] });
    const outcome = await runActions(
      [
        act('setVariable', { scope: 'screen', name: 'count', value: 'screen.count + 1' }),
        act('showMessage', { text: 'never' }, { condition: 'screen.count > 5' }),
        act('showMessage', { text: 'Count is {{ screen.count }}', tone: 'success' }, { condition: 'screen.count == 1' }),
      ],
      context,
    );
    expect(outcome).toEqual({ ok: true });
    expect(recorded.messages).toEqual([{ text: 'Count is 1', tone: 'success' }]);
  });

  it('stops at a condition that is not true or false, or that cannot be read', async () => {
    const { context, recorded } = testContext({ screenVariables: [count] });
    expect(await runActions([act('goBack', {}, { condition: 'screen.count' }), act('goBack')], context)).toMatchObject({ ok: false, error: { code: 'wrong_type' } });
    expect(await runActions([act('goBack', {}, { condition: 'screen.nothing == 1' })], context)).toMatchObject({ ok: false, error: { code: 'expression_no_such_key' } });
    expect(recorded.back).toBe(0);
    expect(recorded.messages).toHaveLength(2);
  });

  it('navigates with parameters as text, goes back, and refuses a missing screen', async () => {
    const { context, recorded } = testContext({ scope: { item: { id: 7, done: false } } });
    await runActions([act('navigate', { screenId: 'detail', params: { id: 'item.id', done: 'item.done' } }), act('goBack')], context);
    expect(recorded.screens).toEqual([{ screenId: 'detail', params: { id: '7', done: 'false' } }]);
    expect(recorded.back).toBe(1);
    const missing = await runActions([act('navigate', { screenId: 'gone' }), act('goBack')], context);
    expect(missing).toMatchObject({ ok: false, error: { code: 'unknown_screen', message: "The app has no screen 'gone'." } });
    expect(recorded.back).toBe(1);
    expect(await runActions([act('navigate', { screenId: 'detail', params: { tags: '["a"]' } })], context)).toMatchObject({ ok: false, error: { code: 'wrong_type' } });
  });

  it('refuses an unknown variable, a value of the wrong type, and an expression that reaches for what it may not', async () => {
    const { context, recorded } = testContext({ screenVariables: [count], appVariables: [{ name: 'name', type: 'text', initial: '' }] });
    expect(await runActions([act('setVariable', { scope: 'app', name: 'missing', value: '1' })], context)).toMatchObject({
      ok: false,
      error: { code: 'unknown_variable', message: "The app has no variable 'missing'." },
    });
    expect(await runActions([act('setVariable', { scope: 'screen', name: 'count', value: '"three"' })], context)).toMatchObject({
      ok: false,
      error: { code: 'wrong_type', message: "The variable 'count' holds a number, not a text." },
    });
    for (const source of ['app.name.constructor', 'app.__proto__', 'globalThis', 'process.env']) {
      const outcome = await runActions([act('setVariable', { scope: 'app', name: 'name', value: source })], context);
      expect(outcome.ok, source).toBe(false);
    }
    expect(await runActions([act('setVariable', { scope: 'app', name: 'name', value: '"Ada"' })], context)).toEqual({ ok: true });
    expect(recorded.variables.app.name).toBe('Ada');
    expect(recorded.variables.screen.count).toBe(0);
  });

  it('refuses an unknown action type and bad params before running anything', async () => {
    const { context, recorded } = testContext({});
    expect(await runActions([act('launchRocket'), act('goBack')], context)).toMatchObject({ ok: false, error: { code: 'unknown-action-type' } });
    expect(await runActions([act('navigate', { screen: 'home' })], context)).toMatchObject({ ok: false, error: { code: 'invalid-action-params' } });
    expect(recorded.back).toBe(0);
  });

  it('opens and closes modals, and refuses a modal the screen does not have', async () => {
    const { context, recorded } = testContext({});
    await runActions([act('openModal', { modalId: 'confirm' })], context);
    expect(recorded.modals).toEqual(['confirm']);
    await runActions([act('closeModal')], context);
    expect(recorded.modals).toEqual([]);
    expect(await runActions([act('openModal', { modalId: 'nope' })], context)).toMatchObject({ ok: false, error: { code: 'unknown_modal' } });
  });

  it('validates and submits forms through the host, stopping when a form refuses', async () => {
    const invalid = { ok: false as const, error: { code: 'invalid_form', message: 'Check the fields.', fields: { title: 'This field is required.' } } };
    const { context, recorded } = testContext({ forms: { good: { ok: true }, bad: invalid } });
    expect(await runActions([act('validateForm', { formId: 'good' }), act('submitForm', { formId: 'good' })], context)).toEqual({ ok: true });
    expect(await runActions([act('submitForm', { formId: 'bad' }), act('goBack')], context)).toEqual({ ok: false, actionId: expect.any(String), error: invalid.error });
    expect(recorded.calls).toEqual(['validate good', 'submit good', 'submit bad']);
    expect(recorded.back).toBe(0);
  });

  it('queries rows into a list or a { rows, count } map, with filters evaluated', async () => {
    const data = memoryData({ tasks: [{ id: 1, done: false }, { id: 2, done: true }, { id: 3, done: false }] });
    const { context, recorded } = testContext({ data, screenVariables: [tasksList, tasksPage], scope: { params: { state: 'open' } } });
    const filters = [{ column: 'done', operator: 'eq', value: 'params.state == "done"' }];
    await runActions(
      [
        act('query', { table: 'tasks', filters, result: { scope: 'screen', name: 'tasks' } }),
        act('query', { table: 'tasks', filters, limit: 1, offset: '1', result: { scope: 'screen', name: 'page' } }),
      ],
      context,
    );
    expect(recorded.variables.screen.tasks).toEqual([{ id: 1, done: false }, { id: 3, done: false }]);
    expect(recorded.variables.screen.page).toEqual({ rows: [{ id: 3, done: false }], count: 2 });
    expect(await runActions([act('query', { table: 'tasks', result: { scope: 'screen', name: 'count' } })], testContext({ data, screenVariables: [count] }).context)).toMatchObject({
      ok: false,
      error: { code: 'wrong_type' },
    });
  });

  it('queries a connected table through its connector, and stops on its refusals with the data API’s message', async () => {
    const data = memoryData({ 'connectors/c1/orders': [{ id: 1, status: 'open' }, { id: 2, status: 'shipped' }], tasks: [{ id: 9 }] }, (table) =>
      table === 'connectors/c1/secrets'
        ? ({ ok: false, error: { code: '42501', status: 401, message: 'permission denied for table secrets' } } as const)
        : table === 'connectors/c1/nope'
          ? ({ ok: false, error: { code: 'PGRST205', status: 404, message: "Could not find the table 'nope'" } } as const)
          : null,
    );
    const { context, recorded } = testContext({ data, screenVariables: [tasksList] });
    const filters = [{ column: 'status', operator: 'eq', value: '"open"' }];
    expect(await runActions([act('query', { connectorId: 'c1', table: 'orders', filters, result: { scope: 'screen', name: 'tasks' } })], context)).toEqual({ ok: true });
    expect(recorded.variables.screen.tasks).toEqual([{ id: 1, status: 'open' }]);
    expect(data.log).toEqual(['select connectors/c1/orders']);
    for (const [table, message] of [['secrets', 'permission denied for table secrets'], ['nope', "Could not find the table 'nope'"]] as const) {
      expect(await runActions([act('query', { connectorId: 'c1', table, result: { scope: 'screen', name: 'tasks' } }), act('goBack')], context)).toMatchObject({ ok: false, error: { message } });
    }
    expect(recorded.back).toBe(0);
  });

  it('inserts, updates and deletes rows', async () => {
    const tables = { tasks: [{ id: 1, title: 'a', done: false }] };
    const { context, recorded } = testContext({ data: memoryData(tables), screenVariables: [{ name: 'created', type: 'map', initial: null }], scope: { params: { id: '1' } } });
    const outcome = await runActions(
      [
        act('insert', { table: 'tasks', values: { title: '"b"', done: 'false' }, result: { scope: 'screen', name: 'created' } }),
        act('update', { table: 'tasks', filters: [{ column: 'id', operator: 'eq', value: 'int(params.id)' }], values: { done: 'true' } }),
        act('delete', { table: 'tasks', filters: [{ column: 'id', operator: 'eq', value: 'screen.created.id' }] }),
      ],
      context,
    );
    expect(outcome).toEqual({ ok: true });
    expect(recorded.variables.screen.created).toEqual({ id: 2, title: 'b', done: false });
    expect(tables.tasks).toEqual([{ id: 1, title: 'a', done: true }]);
  });

  it('a failing data call stops the list and shows the builder’s message, else the server’s', async () => {
    const data = memoryData({}, (table) => (table === 'tasks' ? refused : null));
    const { context, recorded } = testContext({ data });
    const insert = { table: 'tasks', values: { title: '"x"' } };
    const builder = await runActions([act('insert', insert, { onError: { kind: 'message', text: 'You may not add tasks.' } }), act('goBack')], context);
    expect(builder).toMatchObject({ ok: false, error: { code: '42501' } });
    expect(recorded.messages).toEqual([{ text: 'You may not add tasks.', tone: 'error' }]);
    expect(recorded.back).toBe(0);

    await runActions([act('insert', insert)], context);
    expect(recorded.messages[1]).toEqual({ text: 'permission denied for table tasks', tone: 'error' });
    await runActions([act('insert', insert, { onError: { kind: 'nothing' } })], context);
    expect(recorded.messages).toHaveLength(2);
    await runActions([act('insert', insert, { onError: { kind: 'navigate', screenId: 'home' } })], context);
    expect(recorded.screens).toEqual([{ screenId: 'home', params: {} }]);
  });

  it('calls a REST request with its parameters and keeps its answer', async () => {
    const calls: unknown[] = [];
    const rest = {
      call: async (requestId: string, params: Record<string, unknown>) => {
        calls.push([requestId, params]);
        return requestId === 'r1' ? { ok: true as const, value: { status: 200, body: { temp: 21 } } } : { ok: false as const, error: { code: 'remote_error', status: 502, message: 'Upstream down' } };
      },
    };
    const { context, recorded } = testContext({ rest, screenVariables: [{ name: 'weather', type: 'map', initial: null }] });
    await runActions([act('callRest', { connectorId: 'c1', requestId: 'r1', params: { city: '"Oslo"' }, result: { scope: 'screen', name: 'weather' } })], context);
    expect(calls).toEqual([['r1', { city: 'Oslo' }]]);
    expect(recorded.variables.screen.weather).toEqual({ status: 200, body: { temp: 21 } });
    expect(await runActions([act('callRest', { connectorId: 'c1', requestId: 'r2' })], context)).toMatchObject({ ok: false, error: { message: 'Upstream down' } });
  });

  it('signs up, verifies, signs in, resets and signs out through the account client, with its refusals', async () => {
    const calls: string[] = [];
    const answer = async (what: string) => {
      calls.push(what);
      return what.startsWith('signIn wrong') ? { ok: false as const, error: { code: 'invalid_credentials', message: 'The email or password is incorrect.', status: 401 } } : { ok: true as const, value: 'ok' };
    };
    const auth = {
      signUp: (email: string, password: string) => answer(`signUp ${email} ${password}`),
      verifyEmail: (email: string, code: string) => answer(`verify ${email} ${code}`),
      signIn: (email: string, password: string) => answer(`signIn ${password} ${email}`) as never,
      signOut: async () => void calls.push('signOut'),
      requestPasswordReset: (email: string) => answer(`forgot ${email}`),
      resetPassword: (email: string, code: string, password: string) => answer(`reset ${email} ${code} ${password}`),
    };
    const { context, recorded } = testContext({ auth, screenVariables: [{ name: 'email', type: 'text', initial: 'ada@example.com' }] });
    const email = 'screen.email';
    expect(
      await runActions(
        [
          act('signUp', { email, password: '"pw1"' }),
          act('verifyEmail', { email, code: '"123456"' }),
          act('signIn', { email, password: '"pw1"' }),
          act('requestPasswordReset', { email }),
          act('resetPassword', { email, code: '"654321"', newPassword: '"pw2"' }),
          act('signOut'),
        ],
        context,
      ),
    ).toEqual({ ok: true });
    expect(calls).toEqual([
      'signUp ada@example.com pw1',
      'verify ada@example.com 123456',
      'signIn pw1 ada@example.com',
      'forgot ada@example.com',
      'reset ada@example.com 654321 pw2',
      'signOut',
    ]);
    expect(await runActions([act('signIn', { email, password: '"wrong"' })], context)).toMatchObject({ ok: false, error: { code: 'invalid_credentials' } });
    expect(recorded.messages.at(-1)).toEqual({ text: 'The email or password is incorrect.', tone: 'error' });
    expect(await runActions([act('signIn', { email: '42', password: '"x"' })], context)).toMatchObject({ ok: false, error: { code: 'wrong_type', message: 'The email must be a text (42).' } });
  });

  it('opens safe addresses only, copies text and downloads files', async () => {
    const { context, recorded } = testContext({ scope: { params: { id: '9' } } });
    await runActions([act('openUrl', { url: 'https://example.com/t/{{ params.id }}' }), act('openUrl', { url: 'mailto:a@b.c', target: '_self' })], context);
    expect(recorded.opened).toEqual([
      { url: 'https://example.com/t/9', target: '_blank' },
      { url: 'mailto:a@b.c', target: '_self' },
    ]);
    expect(await runActions([act('openUrl', { url: 'javascript:alert(1)' })], context)).toMatchObject({ ok: false, error: { code: 'unsafe_url' } });
    await runActions([act('copyToClipboard', { text: 'Task {{ params.id }}' }), act('downloadFile', { url: 'https://example.com/r.csv', fileName: 'r-{{ params.id }}.csv' })], context);
    expect(recorded.copied).toEqual(['Task 9']);
    expect(recorded.downloads).toEqual([{ url: 'https://example.com/r.csv', fileName: 'r-9.csv' }]);
    expect(await runActions([act('copyToClipboard', { text: 'refuse' })], context)).toMatchObject({ ok: false, error: { code: 'clipboard_refused' } });
    expect(await runActions([act('downloadFile', { url: 'mailto:a@b.c' })], context)).toMatchObject({ ok: false, error: { code: 'unsafe_url' } });
  });
});
