import { describe, expect, it } from 'vitest';
import { modelFixture } from '../../../../test/helpers/model-fixture.ts';
import { compiled } from '../compile/test-compiler.ts';
import type { Principal } from '../principal.ts';
import { authorize } from './authorize.ts';

const model = modelFixture([
  {
    name: 'notes',
    primaryKey: 'integer',
    columns: [{ name: 'body', type: 'text' }, { name: 'owner_id', type: 'uuid' }, { name: 'rank', type: 'integer' }, { name: 'shared', type: 'boolean' }],
    owner: 'owner_id',
    access: {
      read: { who: 'anyone', condition: [{ column: 'shared', op: 'is', value: 'true' }], columns: ['id', 'body'] },
      insert: { who: 'owner', condition: [{ column: 'rank', op: 'lte', value: '10' }] },
      update: { who: 'roles', roles: ['editor'], condition: [{ column: 'owner_id', op: 'eq', value: { currentUser: true } }] },
      delete: { who: 'signedIn', condition: [{ column: 'rank', op: 'eq', value: 'not a number' }] },
    },
  },
]);
const notes = model.tables[0]!;
const user = '11111111-1111-4111-8111-111111111111';
const endUser: Principal = { kind: 'endUser', userId: user, roles: ['editor'] };
const anonymous: Principal = { kind: 'anonymous' };

function predicateOf(operation: 'read' | 'insert' | 'update' | 'delete', principal: Principal) {
  const decision = authorize(model, notes, operation, principal);
  if (!decision.allowed) throw new Error(decision.error.message);
  return decision.rowPredicate ? compiled(decision.rowPredicate('t0')) : null;
}

describe('authorize', () => {
  it('lets builders do everything, on every column', () => {
    const decision = authorize(model, notes, 'read', { kind: 'builder', userId: user });
    expect(decision).toMatchObject({ allowed: true, rowPredicate: null });
    expect(decision.allowed && [...decision.columns]).toEqual(['id', 'body', 'owner_id', 'rank', 'shared']);
  });

  it('compiles conditions and owners to parameterised predicates', () => {
    expect(predicateOf('read', anonymous)).toEqual({ sql: '"t0"."shared" is true', parameters: [] });
    expect(predicateOf('insert', endUser)).toEqual({ sql: '("t0"."owner_id" = cast($1 as uuid) and "t0"."rank" <= cast($2 as bigint))', parameters: [user, '10'] });
    expect(predicateOf('update', endUser)).toEqual({ sql: '"t0"."owner_id" = cast($1 as uuid)', parameters: [user] });
  });

  it('fails closed on a literal its column cannot take', () => {
    expect(predicateOf('delete', endUser)).toEqual({ sql: 'false', parameters: [] });
  });

  it('refuses by who: visitors 401, end users 403, roles checked against the principal', () => {
    expect(authorize(model, notes, 'insert', anonymous)).toMatchObject({ allowed: false, error: { status: 401, code: '42501', message: 'permission denied to insert into table notes' } });
    expect(authorize(model, notes, 'update', { ...endUser, roles: ['viewer'] })).toMatchObject({ allowed: false, error: { status: 403 } });
    const read = authorize(model, notes, 'read', endUser);
    expect(read.allowed && [...read.columns]).toEqual(['id', 'body']);
  });

  it('keeps an owner rule closed to an end user whose id its column cannot hold', () => {
    expect(predicateOf('insert', { kind: 'endUser', userId: 'not-a-uuid', roles: [] })).toEqual({ sql: '(false and "t0"."rank" <= cast($1 as bigint))', parameters: ['10'] });
  });
});
