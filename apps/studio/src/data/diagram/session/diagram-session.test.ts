import { columnById, tableById, type DataModel } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { undoAvailability } from '../edit/diagram-history.ts';
import { FakeDataServer } from '../test-kit/fake-data-server.ts';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { createDiagramSession, type DiagramNotice } from './diagram-session.ts';

async function open(model: DataModel = modelOf(projectsAndTasks), readOnly = false) {
  const server = new FakeDataServer(model);
  const notices: DiagramNotice[] = [];
  const session = createDiagramSession({ services: server, notify: (notice) => notices.push(notice), readOnly });
  await session.load();
  const state = () => session.store.getState();
  /** Waits until the session asks for a confirmation. */
  const asked = async () => {
    for (let i = 0; i < 50 && !state().confirmation; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    return state().confirmation;
  };
  return { server, notices, session, state, asked };
}

const titleOf = (model: DataModel) => columnById(tableById(model, 'tasks')!, 'tasks_title');

describe('data diagram session', () => {
  test('an edit shows at once, is sent against the version, and undo and redo are changes too', async () => {
    const { server, session, state } = await open();
    expect(state()).toMatchObject({ status: 'ready', version: 1, saveState: 'idle' });
    expect(session.edit([{ op: 'renameTable', tableId: 'tasks', name: 'todos' }], { tableId: 'tasks', columnId: null })).toBe(true);
    expect(tableById(state().model, 'tasks')!.name).toBe('todos');
    expect(state()).toMatchObject({ saveState: 'saving', selection: { tableId: 'tasks', columnId: null } });
    // A second edit before the first is answered waits for its version.
    session.edit([{ op: 'moveTable', tableId: 'tasks', position: { x: 5, y: 6 } }]);
    await session.settled();
    expect(state()).toMatchObject({ saveState: 'saved', version: 3 });
    expect(server.requests.map(({ kind, request }) => [kind, request.baseVersion, request.ops[0]!.op])).toEqual([
      ['change', 1, 'renameTable'],
      ['change', 2, 'moveTable'],
    ]);

    session.undo();
    session.undo();
    await session.settled();
    expect(tableById(server.model, 'tasks')).toMatchObject({ name: 'tasks', position: { x: 400, y: 0 } });
    expect(state().history.past).toHaveLength(0);
    session.redo();
    await session.settled();
    expect(tableById(server.model, 'tasks')!.name).toBe('todos');
    expect(server.requests.slice(2).map(({ request }) => request.ops[0])).toEqual([
      { op: 'moveTable', tableId: 'tasks', position: { x: 400, y: 0 } },
      { op: 'renameTable', tableId: 'tasks', name: 'tasks' },
      { op: 'renameTable', tableId: 'tasks', name: 'todos' },
    ]);
    expect(state().model).toEqual(server.model);
  });

  test('a drop waits for the builder: cancel puts everything back; confirm sends it; values lost block its undo', async () => {
    const { server, session, state, asked } = await open();
    server.valuesIn.set('tasks_title', 2);
    session.edit([{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }]);
    expect(titleOf(state().model)).toBeUndefined();
    const confirmation = await asked();
    expect(confirmation).toMatchObject({ drops: true, preview: { needsConfirmation: true, steps: [{ classification: 'losesData', rowsAtStake: 2 }] } });
    session.answer(false);
    await session.settled();
    expect(titleOf(state().model)).toBeDefined();
    expect(state()).toMatchObject({ confirmation: null, history: { past: [], future: [] } });
    expect(server.requests.map(({ kind }) => kind)).toEqual(['preview']);

    session.edit([{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }]);
    await asked();
    session.answer(true);
    await session.settled();
    expect(titleOf(server.model)).toBeUndefined();
    expect(server.requests.at(-1)).toMatchObject({ kind: 'change', request: { confirmDataLoss: true } });
    expect(undoAvailability(state().history)).toBe('lostData');
    session.undo();
    await session.settled();
    expect(titleOf(state().model)).toBeUndefined();
  });

  test('a drop that lost nothing can be undone: the structure comes back', async () => {
    const { server, session, state, asked } = await open();
    session.edit([{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_project' }, { op: 'dropTable', tableId: 'projects' }]);
    const confirmation = await asked();
    expect(confirmation!.preview.needsConfirmation).toBe(false);
    session.answer(true);
    await session.settled();
    expect(tableById(server.model, 'projects')).toBeUndefined();
    expect(undoAvailability(state().history)).toBe('asks');
    session.undo();
    await session.settled();
    expect(tableById(server.model, 'projects')).toEqual(tableById(modelOf(projectsAndTasks), 'projects'));
    expect(columnById(tableById(server.model, 'tasks')!, 'tasks_project')!.references).toEqual({ tableId: 'projects', onDelete: 'cascade' });
  });

  test('a refusal shows its message and rolls the model and the history back', async () => {
    const { server, session, state, notices } = await open();
    session.edit([{ op: 'renameTable', tableId: 'tasks', name: 'todos' }]);
    await session.settled();
    server.failNext = new ApiError(422, 'invalid_change', 'tasks.title cannot be converted.');
    session.edit([{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_done', unique: false, defaultValue: null }]);
    session.edit([{ op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'name' }]);
    await session.settled();
    expect(notices).toEqual([{ kind: 'refused', message: 'tasks.title cannot be converted.' }]);
    expect(state()).toMatchObject({ saveState: 'failed', saveError: 'tasks.title cannot be converted.', model: server.model });
    expect(state().history.past).toHaveLength(1);
    // A network failure says so, and also rolls back.
    server.failNext = new ApiError(0, 'network_error', 'No connection.');
    session.edit([{ op: 'moveTable', tableId: 'tasks', position: { x: 1, y: 1 } }]);
    await session.settled();
    expect(notices.at(-1)).toEqual({ kind: 'failed', message: 'No connection.' });
    expect(state().model).toEqual(server.model);
  });

  test('a stale version reloads the model, says so and clears the history', async () => {
    const { server, session, state, notices } = await open();
    session.edit([{ op: 'moveTable', tableId: 'tasks', position: { x: 9, y: 9 } }]);
    await session.settled();
    server.changeElsewhere({ ops: [{ op: 'renameTable', tableId: 'projects', name: 'boards' }] });
    session.edit([{ op: 'renameTable', tableId: 'tasks', name: 'todos' }]);
    await session.settled();
    expect(notices).toEqual([{ kind: 'stale' }]);
    expect(state()).toMatchObject({ model: server.model, version: server.version, history: { past: [], future: [] } });
    expect(tableById(state().model, 'projects')!.name).toBe('boards');
  });

  test('a change the server finds data-losing is previewed and asked after all', async () => {
    const { server, session, asked } = await open();
    server.failNext = new ApiError(409, 'confirmation_required', 'This change loses data.');
    session.edit([{ op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'name' }]);
    expect(await asked()).toMatchObject({ drops: false });
    session.answer(true);
    await session.settled();
    expect(server.requests.slice(-2).map(({ kind }) => kind)).toEqual(['preview', 'change']);
    expect(titleOf(server.model)!.name).toBe('name');
  });

  test('refused at once: a local refusal, read-only, and nothing to undo', async () => {
    const { server, session, state, notices } = await open();
    expect(session.edit([{ op: 'renameTable', tableId: 'tasks', name: 'projects' }])).toBe(false);
    expect(notices).toEqual([{ kind: 'refused', message: 'A table named projects exists already.' }]);
    session.undo();
    session.redo();
    expect(state().saveState).toBe('idle');
    session.setReadOnly(true);
    expect(session.edit([{ op: 'renameTable', tableId: 'tasks', name: 'todos' }])).toBe(false);
    expect(server.requests).toEqual([]);
  });

  test('a selection of something removed is cleared', async () => {
    const { session, state, asked } = await open();
    session.select({ tableId: 'tasks', columnId: 'tasks_title' });
    session.edit([{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }]);
    expect(state().selection).toEqual({ tableId: 'tasks', columnId: null });
    await asked();
    session.answer(true);
    await session.settled();
    session.select({ tableId: 'gone', columnId: null });
    expect(state().selection).toBeNull();
  });
});
