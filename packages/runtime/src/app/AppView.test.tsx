import { act, isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ClientResult } from '../clients/client-result.ts';
import { endUserSessionKey } from '../clients/end-user-auth-client.ts';
import { memoryStorage } from '../clients/key-value-storage.ts';
import { memoryData } from '../test-support/action-test-kit.ts';
import { action, node, page, press, screen, settle, show, resetAppViewEachTest } from '../test-support/app-view-kit.tsx';
import { invoke, recorded } from '../test-support/recording-native.ts';
import { RuntimeProvider } from '../context/RuntimeProvider.tsx';
import { createMemoryNavigation } from './navigation-adapter.ts';

vi.mock('react-native', async (importOriginal) => {
  const { recordingNative } = await import('../test-support/recording-native.ts');
  return recordingNative(await importOriginal<Record<string, unknown>>());
});

resetAppViewEachTest();

describe('AppView', () => {
  it('navigates with parameters, shows them through bindings, and goes back', async () => {
    const home = screen('home', node('r1', 'container', {}, [node('go', 'button', { text: 'Open 7' }, [], { events: { onClick: [action('navigate', { screenId: 'detail', params: { id: '7' } })] } })]));
    const detail = screen(
      'detail',
      node('r2', 'container', {}, [
        node('title', 'label', {}, [], { bindings: { text: '"Task " + params.id' } }),
        node('back', 'button', { text: 'Back' }, [], { events: { onClick: [action('goBack')] } }),
      ]),
    );
    show([home, detail]);
    expect(page()).toContain('Open 7');
    await press('Open 7');
    expect(page()).toContain('Task 7');
    await press('Back');
    expect(page()).toContain('Open 7');
  });

  it('runs a screen’s load actions each time it opens, with its variables fresh', async () => {
    const root = node(
      'r',
      'container',
      { variables: [{ name: 'count', type: 'number', initial: 10 }] },
      [
        node('shown', 'label', {}, [], { bindings: { text: '"count " + string(screen.count) + ", visits " + string(app.visits)' } }),
        node('more', 'button', { text: 'More' }, [], { events: { onClick: [action('setVariable', { scope: 'screen', name: 'count', value: 'screen.count + 1' })] } }),
        node('again', 'button', { text: 'Again' }, [], { events: { onClick: [action('navigate', { screenId: 'home' })] } }),
      ],
      { events: { onLoad: [action('setVariable', { scope: 'app', name: 'visits', value: 'app.visits + 1' })] } },
    );
    show([screen('home', root)]);
    await settle();
    expect(page()).toContain('count 10, visits 1');
    await press('More');
    await press('More');
    expect(page()).toContain('count 12, visits 1');
    await press('Again');
    expect(page()).toContain('count 10, visits 2');
  });

  it('a failing action stops its list and shows the builder’s message', async () => {
    const data = memoryData({}, (table) => (table === 'tasks' ? ({ ok: false, error: { code: '42501', message: 'permission denied for table tasks', status: 403 } } as ClientResult<never>) : null));
    const root = node('r', 'container', {}, [
      node('add', 'button', { text: 'Add' }, [], {
        events: {
          onClick: [
            action('insert', { table: 'tasks', values: { title: '"x"' } }, { onError: { kind: 'message', text: 'Readers may not add tasks.' } }),
            action('showMessage', { text: 'Added' }),
          ],
        },
      }),
    ]);
    show([screen('home', root)], data);
    await press('Add');
    expect(page()).toContain('Readers may not add tasks.');
    expect(page()).not.toContain('Added');
  });

  it('a bound repeater shows its rows a page at a time, each row’s item in its bindings and actions', async () => {
    const tasks = [1, 2, 3].map((id) => ({ id, title: `Task ${id}` }));
    const data = memoryData({ tasks });
    const repeater = node('rep', 'dataRepeater', { dataSource: 'tasks', pageSize: 2 }, [node('t', 'label', {}, [], { bindings: { text: 'string(index + 1) + ". " + item.title' } })], {
      events: { onItemPress: [action('showMessage', { text: 'Pressed {{ item.title }}' })] },
    });
    const summary = node('sum', 'label', {}, [], { bindings: { text: 'has(queries.tasks) ? string(queries.tasks.count) + " tasks" : "counting"' } });
    show([screen('home', node('r', 'container', {}, [repeater, summary]))], data);
    await settle();
    expect(page()).toContain('1. Task 1');
    expect(page()).toContain('2. Task 2');
    expect(page()).not.toContain('Task 3');
    expect(page()).toContain('3 tasks');
    expect(page()).toContain('Page 1 of 2');
    await press('Next');
    expect(page()).toContain('3. Task 3');
    // The last row rendered (Task 3's): a pressable whose content is the row's event scope.
    await act(async () => invoke('Pressable', 'onPress', (props) => props.role === 'button' && isValidElement(props.children) && props.children.type === RuntimeProvider));
    await settle();
    expect(page()).toContain('Pressed Task 3');
  });

  it('a repeater’s filters follow the screen’s variables, back on the first page', async () => {
    const tasks = [1, 2, 3, 4].map((id) => ({ id, title: `Task ${id}`, done: id > 2 }));
    const root = node('r', 'container', { variables: [{ name: 'done', type: 'boolean', initial: false }] }, [
      node('rep', 'dataRepeater', { dataSource: 'tasks', pageSize: 1, filters: [{ column: 'done', operator: 'eq', value: 'screen.done' }] }, [
        node('t', 'label', {}, [], { bindings: { text: 'item.title' } }),
      ]),
      node('flip', 'button', { text: 'Show done' }, [], { events: { onClick: [action('setVariable', { scope: 'screen', name: 'done', value: 'true' })] } }),
    ]);
    show([screen('home', root)], memoryData({ tasks }));
    await settle();
    expect(page()).toContain('Task 1');
    await press('Next');
    expect(page()).toContain('Task 2');
    await press('Show done');
    expect(page()).toContain('Task 3');
    expect(page()).toContain('Page 1 of 2');
  });

  it('a repeater says when there is nothing, and shows the data API’s error', async () => {
    const repeater = (table: string) => node(`rep-${table}`, 'dataRepeater', { dataSource: table, emptyText: 'No tasks yet' }, [node(`t-${table}`, 'label', { text: 'row' })]);
    const refusing = memoryData({ tasks: [] }, (table) => (table === 'secret' ? ({ ok: false, error: { code: '42501', message: 'permission denied for table secret' } } as ClientResult<never>) : null));
    show([screen('home', node('r', 'container', {}, [repeater('tasks'), repeater('secret')]))], refusing);
    await settle();
    expect(page()).toContain('No tasks yet');
    expect(page()).toContain('permission denied for table secret');
  });

  it('a form bound to a table shows what is missing on its field, then inserts and the list reads again', async () => {
    const tables = { tasks: [] as Record<string, unknown>[] };
    const data = memoryData(tables);
    const form = node('form1', 'form', { dataSource: 'tasks', submitText: 'Add task' }, [node('title', 'textInput', { name: 'title', label: 'Title', required: true })], {
      events: { onSubmit: [action('showMessage', { text: 'Task added' })] },
    });
    const list = node('rep', 'dataRepeater', { dataSource: 'tasks', emptyText: 'Nothing yet' }, [node('t', 'label', {}, [], { bindings: { text: 'item.title' } })]);
    show([screen('home', node('r', 'container', {}, [form, list]))], data);
    await settle();
    await press('Add task');
    expect(page()).toContain('This field is required.');
    expect(tables.tasks).toEqual([]);
    expect(page()).not.toContain('Task added');
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'Buy milk'));
    await press('Add task');
    expect(tables.tasks).toEqual([{ id: 1, title: 'Buy milk' }]);
    expect(page()).not.toContain('This field is required.');
    expect(page()).toContain('Task added');
    expect(page()).toContain('Buy milk');
    expect(page()).not.toContain('Nothing yet');
  });

  it('a bound table shows its columns a page at a time and runs a row’s click with the row as item', async () => {
    const data = memoryData({ people: [{ id: 1, name: 'Ada', age: 36 }, { id: 2, name: 'Grace', age: null }, { id: 3, name: 'Edsger', age: 72 }] });
    const table = node('t1', 'table', { dataSource: 'people', pageSize: 2, columns: [{ field: 'name', title: 'Name' }, { field: 'age', title: 'Age' }] }, [], {
      events: { onRowClick: [action('showMessage', { text: 'Chose {{ item.name }}' })] },
    });
    show([screen('home', node('r', 'container', {}, [table]))], data);
    await settle();
    expect(page()).toContain('NameAgeAda36Grace');
    expect(page()).not.toContain('Edsger');
    await act(async () => invoke('Pressable', 'onPress', (props) => props.role === 'row' && typeof props.onPress === 'function'));
    await settle();
    expect(page()).toContain('Chose Grace');
    await press('Next');
    expect(page()).toContain('Edsger72');
  });

  it('a selectable table selects rows by their ticks and the header’s, runs its selection change with the rows, and a new page clears it', async () => {
    const data = memoryData({ people: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }, { id: 3, name: 'Edsger' }] });
    const table = node('t1', 'table', { dataSource: 'people', pageSize: 2, selectable: true, columns: [{ field: 'name', title: 'Name' }] }, [], {
      events: { onSelectionChange: [action('showMessage', { text: 'Selected {{ size(item) }}: {{ item.map(p, p.name).join(", ") }}' })] },
    });
    show([screen('home', node('r', 'container', {}, [table]))], data);
    await settle();
    const tick = (label: string) => act(async () => invoke('Pressable', 'onPress', (props) => props.role === 'checkbox' && props['aria-label'] === label));
    const checked = (label: string) => recorded.filter((render) => render.component === 'Pressable' && render.props['aria-label'] === label).at(-1)?.props['aria-checked'];
    await tick('Select row 2');
    await settle();
    expect(page()).toContain('Selected 1: Grace');
    expect(checked('Select row 2')).toBe(true);
    expect(checked('Select every row')).toBe(false);
    await tick('Select every row');
    await settle();
    expect(page()).toContain('Selected 2: Ada, Grace');
    expect(checked('Select row 1')).toBe(true);
    expect(checked('Select every row')).toBe(true);
    await tick('Select row 1');
    await settle();
    expect(page()).toContain('Selected 1: Grace');
    await press('Next');
    expect(page()).toContain('Edsger');
    expect(checked('Select row 1')).toBe(false);
  });

  it('a form whose On submit saves it with Submit form writes once, and that action’s on-error choice applies', async () => {
    const tables = { tasks: [] as Record<string, unknown>[] };
    const data = memoryData(tables);
    const form = node('form1', 'form', { dataSource: 'tasks' }, [node('title', 'textInput', { name: 'title', label: 'Title' })], {
      events: { onSubmit: [action('submitForm', { formId: 'form1' }), action('showMessage', { text: 'Task added' })] },
    });
    const first = show([screen('home', node('r', 'container', {}, [form]))], data);
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'Once'));
    await press('Save');
    expect(tables.tasks).toEqual([{ id: 1, title: 'Once' }]);
    expect(data.log.filter((entry) => entry === 'insert tasks')).toHaveLength(1);
    expect(page()).toContain('Task added');

    const refusing = memoryData({}, () => ({ ok: false, error: { code: '42501', message: 'permission denied to insert into table tasks', status: 403 } }) as ClientResult<never>);
    const chosen = node('form2', 'form', { dataSource: 'tasks' }, [node('title2', 'textInput', { name: 'title', label: 'Title' })], {
      events: { onSubmit: [action('submitForm', { formId: 'form2' }, { onError: { kind: 'message', text: 'Saving is closed today.' } })] },
    });
    first.unmount();
    show([screen('home', node('r', 'container', {}, [chosen]))], refusing);
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'Mine'));
    await press('Save');
    expect(page()).toContain('Saving is closed today.');
    expect(page()).not.toContain('You are not allowed');
  });

  it('an edit whose row has gone says so instead of claiming success', async () => {
    const tables = { tasks: [{ id: 1, title: 'Old title' }] as Record<string, unknown>[] };
    const form = node('form1', 'form', { dataSource: 'tasks', recordId: '1' }, [node('title', 'textInput', { name: 'title', label: 'Title' })], {
      events: { onSubmit: [action('showMessage', { text: 'Saved' })] },
    });
    show([screen('home', node('r', 'container', {}, [form]))], memoryData(tables));
    await settle();
    tables.tasks.length = 0;
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'New title'));
    await press('Save');
    expect(page()).toContain('This record no longer exists, or you may not change it.');
    expect(page()).not.toContain('Saved');
  });

  it('a required tick box must be ticked, and says so under itself', async () => {
    const form = node('form1', 'form', {}, [node('terms', 'checkbox', { name: 'terms', label: 'I accept', required: true })], { events: { onSubmit: [action('showMessage', { text: 'Welcome' })] } });
    show([screen('home', node('r', 'container', {}, [form]))]);
    await press('Save');
    expect(page()).toContain('This field is required.');
    expect(page()).not.toContain('Welcome');
    await act(async () => invoke('Pressable', 'onPress', (props) => props.role === 'checkbox'));
    await press('Save');
    expect(page()).not.toContain('This field is required.');
    expect(page()).toContain('Welcome');
  });

  it('a form with a record id loads that row into its inputs and saves an update', async () => {
    const tables = { tasks: [{ id: 1, title: 'Old title', done: false }] as Record<string, unknown>[] };
    const form = node('form1', 'form', { dataSource: 'tasks', recordId: '1' }, [node('title', 'textInput', { name: 'title', label: 'Title' })]);
    show([screen('home', node('r', 'container', {}, [form]))], memoryData(tables));
    await settle();
    const titleBox = () => recorded.filter((render) => render.component === 'TextInput' && render.props['aria-label'] === 'Title').at(-1)!.props;
    expect(titleBox().value).toBe('Old title');
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'New title'));
    await press('Save');
    expect(tables.tasks).toEqual([{ id: 1, title: 'New title', done: false }]);
  });

  it('puts the data API’s refusal of a column under its field', async () => {
    const data = memoryData({}, () => ({ ok: false, error: { code: '23505', message: 'duplicate key value violates unique constraint on title of table tasks', status: 409 } }) as ClientResult<never>);
    const form = node('form1', 'form', { dataSource: 'tasks' }, [node('title', 'textInput', { name: 'title', label: 'Title' })]);
    show([screen('home', node('r', 'container', {}, [form]))], data);
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'Same'));
    await press('Save');
    const alerts = recorded.filter((render) => render.component === 'Text' && render.props.role === 'alert').map((render) => render.props.children);
    expect(alerts).toContain('duplicate key value violates unique constraint on title of table tasks');
  });

  it('says in plain words that an access rule refused a form’s new row, and runs none of its submit actions', async () => {
    const data = memoryData({}, () => ({ ok: false, error: { code: '42501', message: 'permission denied to insert into table tasks', status: 403 } }) as ClientResult<never>);
    const form = node('form1', 'form', { dataSource: 'tasks' }, [node('title', 'textInput', { name: 'title', label: 'Title' })], { events: { onSubmit: [action('showMessage', { text: 'Task added' })] } });
    show([screen('home', node('r', 'container', {}, [form]))], data);
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Title', 'Mine'));
    await press('Save');
    expect(page()).toContain('You are not allowed to add to tasks. Ask the app’s owner for access.');
    expect(page()).not.toContain('permission denied');
    expect(page()).not.toContain('Task added');
  });

  it('shows the signed-in end user to bindings and signs out through an action', async () => {
    const storage = memoryStorage();
    const session = { accessToken: 't', refreshToken: 'r', expiresAt: Date.now() + 600_000, user: { id: 'u1', email: 'ada@example.com', roles: ['writer'] } };
    storage.setItem(endUserSessionKey('p1', 'draft'), JSON.stringify(session));
    const root = node('r', 'container', {}, [
      node('who', 'label', {}, [], { bindings: { text: 'user == null ? "Signed out" : "Signed in as " + user.email' } }),
      // The sign-out route is not reachable here: the client signs out locally whatever it answers.
      node('out', 'button', { text: 'Sign out' }, [], { events: { onClick: [action('signOut')] } }),
    ]);
    show([screen('home', root)], memoryData({}), createMemoryNavigation(), storage);
    await settle();
    expect(page()).toContain('Signed in as ada@example.com');
    await press('Sign out');
    expect(page()).toContain('Signed out');
    expect(storage.getItem(endUserSessionKey('p1', 'draft'))).toBeNull();
  });

  it('opens and closes a modal; an input named after a screen variable keeps it', async () => {
    const root = node('r', 'container', { variables: [{ name: 'name', type: 'text', initial: '' }] }, [
      node('who', 'textInput', { name: 'name', label: 'Name' }),
      node('open', 'button', { text: 'Confirm' }, [], { events: { onClick: [action('openModal', { modalId: 'm1' })] } }),
      node('m1', 'modal', { title: 'Really?' }, [
        node('greet', 'label', {}, [], { bindings: { text: '"Hi " + screen.name' } }),
        node('close', 'button', { text: 'Close' }, [], { events: { onClick: [action('closeModal')] } }),
      ]),
    ]);
    show([screen('home', root)]);
    expect(page()).not.toContain('Really?');
    await act(async () => invoke('TextInput', 'onChangeText', (props) => props['aria-label'] === 'Name', 'Ada'));
    await press('Confirm');
    expect(page()).toContain('Really?');
    expect(page()).toContain('Hi Ada');
    await press('Close');
    expect(page()).not.toContain('Really?');
  });
});
