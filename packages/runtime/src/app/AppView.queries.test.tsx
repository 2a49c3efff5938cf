import { describe, expect, it, vi } from 'vitest';
import { memoryData } from '../test-support/action-test-kit.ts';
import { node, page, screen, settle, show, resetAppViewEachTest } from '../test-support/app-view-kit.tsx';

vi.mock('react-native', async (importOriginal) => {
  const { recordingNative } = await import('../test-support/recording-native.ts');
  return recordingNative(await importOriginal<Record<string, unknown>>());
});

resetAppViewEachTest();

const label = (id: string, expression: string) => node(id, 'label', {}, [], { bindings: { text: expression } });
const repeater = (id: string, props: Record<string, unknown>) => node(id, 'dataRepeater', { emptyText: '', ...props }, [label(`${id}-row`, '""')]);

describe('AppView: each bound query under its own name', () => {
  it('publishes two repeaters of one table with other filters apart, and a repeater saved before query names under its table', async () => {
    const data = memoryData({ tasks: [{ id: 1, done: false }, { id: 2, done: true }, { id: 3, done: false }] });
    const root = node('r', 'container', {}, [
      repeater('open', { dataSource: 'tasks', queryName: 'openTasks', filters: [{ column: 'done', operator: 'eq', value: 'false' }] }),
      repeater('done', { dataSource: 'tasks', queryName: 'doneTasks', filters: [{ column: 'done', operator: 'eq', value: 'true' }] }),
      repeater('all', { dataSource: 'tasks' }),
      label('counts', '"open " + string(queries.openTasks.count) + ", done " + string(queries.doneTasks.count) + ", all " + string(queries.tasks.count)'),
    ]);
    show([screen('home', root)], data);
    await settle();
    expect(page()).toContain('open 2, done 1, all 3');
  });

  it('reads a repeater’s connected table through its connector, and shows its refusal as a data error', async () => {
    const data = memoryData({ 'connectors/c1/orders': [{ id: 1 }, { id: 2 }] }, (table) =>
      table === 'connectors/c1/secrets' ? ({ ok: false, error: { code: '42501', status: 401, message: 'permission denied for table secrets' } } as const) : null,
    );
    const root = node('r', 'container', {}, [
      repeater('orders', { dataSource: 'orders', connectorId: 'c1', queryName: 'orders' }),
      repeater('secrets', { dataSource: 'secrets', connectorId: 'c1' }),
      label('counts', '"orders " + string(queries.orders.count) + ", secrets: " + queries.secrets.error'),
    ]);
    show([screen('home', root)], data);
    await settle();
    expect(data.log).toEqual(expect.arrayContaining(['select connectors/c1/orders', 'select connectors/c1/secrets']));
    expect(page()).toContain('orders 2, secrets: permission denied for table secrets');
  });
});
