import { describe, expect, it } from 'vitest';
import { declaredVariablesOf, namedElementsOf, screenVariablesOf } from './action-targets.ts';

interface TestNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  children: TestNode[];
}
const node = (id: string, type: string, children: TestNode[] = [], props: Record<string, unknown> = {}): TestNode => ({ id, type, props, children });

describe('what the action editor offers of the open screen', () => {
  it('lists the modal and form elements in document order, named by the caller', () => {
    const root = node('root', 'container', [node('m1', 'modal', [node('f1', 'form')], { title: 'Confirm' }), node('row', 'row', [node('f2', 'form')])]);
    expect(namedElementsOf(root, (each) => (typeof each.props.title === 'string' ? each.props.title : each.type))).toEqual([
      { id: 'm1', type: 'modal', name: 'Confirm' },
      { id: 'f1', type: 'form', name: 'form' },
      { id: 'f2', type: 'form', name: 'form' },
    ]);
  });

  it("reads the screen's variable names from its root, ignoring malformed entries", () => {
    expect(screenVariablesOf(node('root', 'container', [], { variables: [{ name: 'count', type: 'number' }, { name: 3 }, null, 'x', { name: 'query' }] }))).toEqual(['count', 'query']);
    expect(screenVariablesOf(node('root', 'container'))).toEqual([]);
    expect(declaredVariablesOf(node('root', 'container', [], { variables: [{ name: 'count', type: 'number' }, { name: 'x' }] }))).toEqual([
      { name: 'count', type: 'number' },
      { name: 'x', type: '' },
    ]);
  });
});
