import type { ChangePreview, PlannedStep } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { modelOf, projectsAndTasks } from '../test-kit/data-fixtures.ts';
import { careOf, lostDataIn, mayLoseData } from './data-loss.ts';

const model = modelOf(projectsAndTasks);
const step = (classification: PlannedStep['classification'], rowsAtStake: number | null): PlannedStep => ({
  sql: 'ALTER TABLE …',
  classification,
  description: 'step',
  rowsAtStake,
  sampleValues: [],
  failingRows: null,
});
const preview = (...steps: PlannedStep[]): ChangePreview => ({ steps, needsConfirmation: false, blocked: false });

describe('data loss', () => {
  test('drops, type changes and narrowing may lose data; the rest cannot', () => {
    expect(mayLoseData(model, { op: 'dropTable', tableId: 'tasks' })).toBe(true);
    expect(mayLoseData(model, { op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' })).toBe(true);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', type: 'integer' })).toBe(true);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', type: 'text' })).toBe(false);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', required: true })).toBe(true);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_done', required: false })).toBe(false);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', unique: true })).toBe(true);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_state', enumValues: ['open'] })).toBe(true);
    expect(mayLoseData(model, { op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_state', enumValues: ['open', 'closed', 'later'] })).toBe(false);
    expect(mayLoseData(model, { op: 'renameColumn', tableId: 'tasks', columnId: 'tasks_title', name: 'name' })).toBe(false);
    expect(mayLoseData(model, { op: 'moveTable', tableId: 'tasks', position: { x: 1, y: 1 } })).toBe(false);
  });

  test('a drop is always confirmed; a narrowing is previewed; a rename is sent at once', () => {
    expect(careOf(model, [{ op: 'dropColumn', tableId: 'tasks', columnId: 'tasks_title' }])).toEqual({ preview: true, alwaysConfirm: true });
    expect(careOf(model, [{ op: 'alterColumn', tableId: 'tasks', columnId: 'tasks_title', required: true }])).toEqual({ preview: true, alwaysConfirm: false });
    expect(careOf(model, [{ op: 'renameTable', tableId: 'tasks', name: 'todos' }])).toEqual({ preview: false, alwaysConfirm: false });
  });

  test('values were lost when a losing step had rows at stake', () => {
    expect(lostDataIn(preview(step('safe', null), step('losesData', 3)))).toBe(true);
    expect(lostDataIn(preview(step('losesData', 0)))).toBe(false);
    expect(lostDataIn(preview(step('rewrites', 10)))).toBe(false);
  });
});
