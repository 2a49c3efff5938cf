import { getActionDeclaration } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import { actionFieldsOf } from './action-fields.ts';
import { actionSummary } from './action-summary.ts';
import { noActionTargets, type ActionTargets } from './action-targets.ts';

const targets: ActionTargets = {
  ...noActionTargets,
  screens: [{ id: 's2', name: 'Details' }],
  elements: [{ id: 'm1', type: 'modal', name: 'Confirm' }],
  restRequests: [{ connectorId: 'c1', connectorName: 'Weather', requestId: 'r1', name: 'Forecast', parameters: ['city'] }],
};
const summary = (type: string, params: Record<string, unknown>) => actionSummary(actionFieldsOf(getActionDeclaration(type)!), params, targets);

describe("an action row's summary", () => {
  it('names screens, elements and requests the studio knows, and keeps ids it does not', () => {
    expect(summary('navigate', { screenId: 's2' })).toBe('Details');
    expect(summary('navigate', { screenId: 'gone' })).toBe('gone');
    expect(summary('openModal', { modalId: 'm1' })).toBe('Confirm');
    expect(summary('callRest', { connectorId: 'c1', requestId: 'r1' })).toBe('Forecast');
  });

  it('shows the first two written params on one line, and variables as scope.name', () => {
    expect(summary('showMessage', { text: 'Saved\n  for now', tone: 'success' })).toBe('Saved for now');
    expect(summary('setVariable', { scope: 'app', name: 'count', value: 'app.count + 1' })).toBe('app.count · app.count + 1');
    expect(summary('query', { table: 'tasks', result: { scope: 'screen', name: 'rows' } })).toBe('tasks · screen.rows');
    expect(summary('goBack', {})).toBe('');
  });
});
