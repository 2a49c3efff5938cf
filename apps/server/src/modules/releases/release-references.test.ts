import type { ElementNode } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { appReferences } from './release-references.ts';

const node = (id: string, type: string, props: Record<string, unknown> = {}, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  type,
  props,
  style: {},
  bindings: {},
  events: {},
  children,
  ...extra,
});
const action = (type: string, params: Record<string, unknown>) => ({ id: `${type}-${JSON.stringify(params).length}`, type, params });
const tablesOf = (root: ElementNode) => Object.fromEntries([...appReferences([{ root }]).tables].map(([table, columns]) => [table, [...columns].sort()]));

describe('appReferences', () => {
  it('reads tables and columns of data sources, repeater items, table columns and form inputs', () => {
    const root = node('r', 'container', {}, [
      node('list', 'dataRepeater', { dataSource: 'tasks' }, [node('t', 'label', {}, [], { bindings: { text: 'item.title + " " + item . due', hidden: 'app.flag' } })]),
      node('grid', 'table', {
        dataSource: 'orders',
        columns: [{ field: 'total', title: 'Total' }, { field: '', title: 'x' }],
        filters: [{ column: 'status', operator: 'eq', value: "'open'" }],
        order: [{ column: 'placed_at', direction: 'desc' }],
      }),
      node('form', 'form', { dataSource: 'people' }, [node('n', 'textInput', { name: 'email' }), node('b', 'container', {}, [node('a', 'numberInput', { name: 'age' })])]),
      node('empty', 'dataRepeater', { dataSource: '' }),
    ]);
    expect(tablesOf(root)).toEqual({ tasks: ['due', 'title'], orders: ['placed_at', 'status', 'total'], people: ['age', 'email'] });
  });

  it('reads data actions by their table and columns, leaving connected tables out', () => {
    const root = node('r', 'container', {}, [
      node('b', 'button', {}, [], {
        events: {
          onClick: [
            action('insert', { table: 'tasks', values: { title: "'x'", done: 'false' } }),
            action('callRest', { connectorId: 'c9', requestId: 'r9', params: { id: '1' } }),
            action('query', { table: 'tasks', columns: ['owner'], filters: [{ column: 'state', operator: 'eq', value: '1' }], order: [{ column: 'due', direction: 'asc' }] }),
            action('query', { table: 'invoices', connectorId: 'c1', columns: ['total'] }),
            action('navigate', { screenId: 's' }),
          ],
        },
      }),
    ]);
    expect(tablesOf(root)).toEqual({ tasks: ['done', 'due', 'owner', 'state', 'title'] });
  });

  it('leaves out a repeater or table of a connected table, with its items’ columns', () => {
    const root = node('r', 'container', {}, [
      node('list', 'dataRepeater', { dataSource: 'tasks' }, [
        node('orders', 'dataRepeater', { dataSource: 'orders', connectorId: 'c1', filters: [{ column: 'status', operator: 'eq', value: '1' }] }, [node('t', 'label', {}, [], { bindings: { text: 'item.total' } })]),
        node('t2', 'label', {}, [], { bindings: { text: 'item.title' } }),
      ]),
      node('grid', 'table', { dataSource: 'invoices', connectorId: 'c1', columns: [{ field: 'total', title: 'Total' }] }),
    ]);
    expect(tablesOf(root)).toEqual({ tasks: ['title'] });
  });

  it("collects callRest actions' request ids in every screen, however deep", () => {
    let deep = node('leaf', 'button', {}, [], { events: { onClick: [action('callRest', { requestId: 'deep' })] } });
    for (let i = 0; i < 500; i += 1) deep = node(`c${i}`, 'container', {}, [deep]);
    const other = node('r2', 'container', {}, [], { events: { onLoad: [action('callRest', { requestId: 'top' }), action('callRest', { requestId: '' })] } });
    expect([...appReferences([{ root: deep }, { root: other }]).restRequestIds].sort()).toEqual(['deep', 'top']);
  });

  it('ignores malformed parts instead of failing', () => {
    const odd = { id: 'x', type: 'container', props: null, style: {}, bindings: { a: 5 }, events: { onClick: 'no' }, children: [] } as unknown as ElementNode;
    expect(appReferences([{ root: odd }])).toEqual({ tables: new Map(), restRequestIds: new Set() });
  });
});
