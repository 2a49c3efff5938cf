import type { AccessRule, TableAccess } from '@tessera/model/data';
import { closedAccess } from '@tessera/model/data';
import { describe, expect, test } from 'vitest';
import { DataApiException } from '../../data-api/data-api-error.ts';
import { targetIn, tasksTable } from '../compile/test-fixtures.ts';
import { externalAccessFor } from './authorize-external.ts';
import { checkWriteRows } from './check-writes.ts';
import { evaluatePredicate } from './evaluate-predicate.ts';
import { externalRuleColumns, externalRulePredicate } from './rule-predicate.ts';

const rule = (who: AccessRule['who'], more: Partial<AccessRule> = {}): AccessRule => ({ who, roles: [], condition: [], columnIds: null, ...more });
const literal = (columnId: string, op: AccessRule['condition'][number]['op'], value: string) => ({ columnId, op, value: { kind: 'literal' as const, value } });
const table = tasksTable();
const access = (r: AccessRule, ownerColumnId: string | null = null): TableAccess => ({ read: r, insert: r, update: r, delete: r, ownerColumnId });
const predicate = (r: AccessRule, ownerColumnId: string | null = null, userId: string | null = 'u-1') => externalRulePredicate('postgres', table, access(r, ownerColumnId), r, userId);

describe('a connected table’s rule as a row predicate', () => {
  test('owner and condition clauses, all of them; every row without either', () => {
    expect(predicate(rule('anyone'))).toEqual({ kind: 'all' });
    expect(predicate(rule('owner'), 'owner')).toEqual({ kind: 'ownedByCaller', column: 'owner' });
    expect(predicate(rule('owner', { condition: [literal('done', 'is', 'false'), literal('score', 'gt', '2.5')] }), 'owner')).toEqual({
      kind: 'and',
      children: [
        { kind: 'ownedByCaller', column: 'owner' },
        { kind: 'compare', column: 'done', op: 'eq', value: false },
        { kind: 'compare', column: 'score', op: 'gt', value: '2.5' },
      ],
    });
    expect(predicate(rule('signedIn', { condition: [{ columnId: 'owner', op: 'eq', value: { kind: 'currentUser' } }, literal('due', 'is', 'null')] }))).toEqual({
      kind: 'and',
      children: [
        { kind: 'compare', column: 'owner', op: 'eq', value: 'u-1' },
        { kind: 'isNull', column: 'due' },
      ],
    });
  });

  test('fails closed on what cannot hold: a column gone, a literal that does not fit, is.true on text, currentUser for a visitor, an owner column gone or numeric', () => {
    expect(predicate(rule('anyone', { condition: [literal('gone', 'eq', 'x')] }))).toEqual({ kind: 'none' });
    expect(predicate(rule('anyone', { condition: [literal('id', 'eq', 'seven')] }))).toEqual({ kind: 'none' });
    expect(predicate(rule('anyone', { condition: [literal('title', 'is', 'true')] }))).toEqual({ kind: 'none' });
    expect(predicate(rule('anyone', { condition: [{ columnId: 'owner', op: 'eq', value: { kind: 'currentUser' } }] }), null, null)).toEqual({ kind: 'none' });
    expect(predicate(rule('owner'), 'gone')).toEqual({ kind: 'none' });
    expect(predicate(rule('owner'), 'id')).toEqual({ kind: 'none' });
    expect(externalRuleColumns(table, rule('anyone', { columnIds: ['id', 'gone', 'title'] }), 'read')).toEqual(new Set(['id', 'title']));
    expect(externalRuleColumns(table, rule('anyone', { columnIds: ['id'] }), 'delete')).toBeNull();
  });

  test('who is decided before any row: the managed data API’s refusals', () => {
    const rules = new Map([['tasks', access(rule('roles', { roles: ['editor'] }))]]);
    const refusal = (principal: Parameters<typeof externalAccessFor>[0]) => {
      try {
        externalAccessFor(principal, 'postgres', (name) => rules.get(name)).grant(table, 'read');
        return null;
      } catch (error) {
        return error instanceof DataApiException ? [error.error.status, error.error.code, error.error.message] : error;
      }
    };
    expect(refusal({ kind: 'anonymous' })).toEqual([401, '42501', 'permission denied to read table tasks']);
    expect(refusal({ kind: 'endUser', userId: 'u', roles: ['viewer'] })).toEqual([403, '42501', 'permission denied to read table tasks']);
    expect(refusal({ kind: 'endUser', userId: 'u', roles: ['editor'] })).toBeNull();
    expect(refusal({ kind: 'builder', userId: 'b' })).toBeNull();
    // A table without rules is closed.
    expect(externalAccessFor({ kind: 'endUser', userId: 'u', roles: [] }, 'postgres', () => undefined).heldToRules).toBe(true);
    expect(() => externalAccessFor({ kind: 'endUser', userId: 'u', roles: [] }, 'postgres', () => closedAccess()).grant(table, 'delete')).toThrow(DataApiException);
  });
});

describe('a predicate on the rows a request carries', () => {
  const target = targetIn('postgres');
  const caller = { endUserId: 'u-1' };
  const owned = { kind: 'ownedByCaller', column: 'owner' } as const;
  const evaluate = (p: Parameters<typeof evaluatePredicate>[1], row: Record<string, unknown>, who: { endUserId: string | null } = caller) => evaluatePredicate(target, p, row, who);

  test('compares by the column’s type, and nulls compare to nothing', () => {
    expect(evaluate({ kind: 'compare', column: 'score', op: 'gt', value: '2.5' }, { score: 10 })).toBe(true);
    expect(evaluate({ kind: 'compare', column: 'score', op: 'gt', value: '2.5' }, { score: '2.25' })).toBe(false);
    expect(evaluate({ kind: 'compare', column: 'id', op: 'lte', value: '9007199254740993' }, { id: '9007199254740992' })).toBe(true);
    expect(evaluate({ kind: 'compare', column: 'created_at', op: 'lt', value: '2024-01-02T00:00:00Z' }, { created_at: '2024-01-01T23:00:00-02:00' })).toBe(false);
    expect(evaluate({ kind: 'compare', column: 'done', op: 'eq', value: true }, { done: 'true' })).toBe(true);
    expect(evaluate({ kind: 'compare', column: 'title', op: 'neq', value: 'a' }, { title: null })).toBe(false);
    expect(evaluate({ kind: 'isNull', column: 'title' }, { title: null })).toBe(true);
    expect(evaluate({ kind: 'in', column: 'id', values: ['1', '2'] }, { id: 2 })).toBe(true);
  });

  test('owner: the caller’s id only, never for a visitor', () => {
    expect(evaluate(owned, { owner: 'u-1' })).toBe(true);
    expect(evaluate(owned, { owner: 'u-2' })).toBe(false);
    expect(evaluate(owned, { owner: 'u-1' }, { endUserId: null })).toBe(false);
  });

  test('a column the row does not carry is unknown, in three-valued logic', () => {
    expect(evaluate(owned, { title: 'x' })).toBeNull();
    expect(evaluate({ kind: 'and', children: [owned, { kind: 'isNull', column: 'due' }] }, { due: '2024-01-01' })).toBe(false);
    expect(evaluate({ kind: 'and', children: [owned, { kind: 'isNull', column: 'due' }] }, { due: null })).toBeNull();
    expect(evaluate({ kind: 'or', children: [owned, { kind: 'isNull', column: 'due' }] }, { due: null })).toBe(true);
    expect(evaluate({ kind: 'not', child: owned }, {})).toBeNull();
    expect(evaluate({ kind: 'none' }, {})).toBe(false);
    expect(evaluate({ kind: 'all' }, {})).toBe(true);
  });
});

describe('the body of a write held to its rules', () => {
  const target = targetIn('postgres');
  const caller = { endUserId: 'u-1' };
  const owned = { predicate: { kind: 'ownedByCaller', column: 'owner' } as const, columns: null };
  const refused = (run: () => void) => {
    try {
      run();
      return null;
    } catch (error) {
      return error instanceof DataApiException ? error.error.message : error;
    }
  };

  test('an inserted row must pass outright; a key left to the database passes nothing, nor one columns= leaves out', () => {
    expect(refused(() => checkWriteRows(target, caller, null, [{ id: 1, owner: 'u-1' }], [owned], 'insert'))).toBeNull();
    expect(refused(() => checkWriteRows(target, caller, null, [{ id: 1 }], [owned], 'insert'))).toBe('new row violates the insert rule of table tasks');
    expect(refused(() => checkWriteRows(target, caller, ['id'], [{ id: 1, owner: 'u-1' }], [owned], 'insert'))).toBe('new row violates the insert rule of table tasks');
  });

  test('an update’s values must not fail the rule; a hidden key is refused by name', () => {
    expect(refused(() => checkWriteRows(target, caller, null, [{ title: 'x' }], [owned], 'update'))).toBeNull();
    expect(refused(() => checkWriteRows(target, caller, null, [{ owner: 'u-2' }], [owned], 'update'))).toBe('new row violates the update rule of table tasks');
    expect(refused(() => checkWriteRows(target, caller, null, [{ score: 1 }], [{ predicate: { kind: 'all' }, columns: new Set(['title']) }], 'update'))).toBe('permission denied to write column score of table tasks');
  });
});
