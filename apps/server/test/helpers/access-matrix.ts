import { type AccessRule, closedAccess, type DataOp, type TableAccess } from '@tessera/model/data';

/**
 * The access matrix of the data API as data: one table per rule kind, the callers, the operations
 * and the paths each goes through, and for every combination what the caller must get. The test
 * (`test/api/data-access-matrix.test.ts`) sends each case and compares; nothing here knows HTTP.
 */

/** One table per kind: the same rule on read, insert, update and delete. */
export const ruleKinds = ['nobody', 'anyone', 'signedIn', 'roles', 'owner', 'condition', 'columns'] as const;
export type RuleKind = (typeof ruleKinds)[number];

/**
 * - anonymous: no token; foreign: an end-user token of another project;
 * - plain: an end user without roles; editor: one holding the role the `roles` tables open to;
 * - owner: the end user owning the `mine` and `hidden` rows; other: the one owning `theirs`;
 * - builder: a member of the workspace, on draft.
 */
export const callerNames = ['anonymous', 'foreign', 'plain', 'editor', 'owner', 'other', 'builder'] as const;
export type CallerName = (typeof callerNames)[number];

/** The seeded rows of each case: `mine` (owner's, published), `theirs` (other's, published), `hidden` (owner's, unpublished). */
export const rowKeys = ['mine', 'theirs', 'hidden'] as const;
export type RowKey = (typeof rowKeys)[number];

export const matrixOperations = ['read', 'insert', 'update', 'delete'] as const;
export type MatrixOperation = (typeof matrixOperations)[number];

/**
 * The ways in: reads list, fetch one object, count, embed under a parent and export CSV; inserts
 * write a row that fits the rule or one that does not; updates and deletes go by a filter over
 * many rows or by one id; `secretColumn` names the column the `columns` tables keep back.
 */
export const pathsOf = {
  read: ['list', 'single', 'count', 'embed', 'csv', 'secretColumn'],
  insert: ['fits', 'misfit', 'secretColumn'],
  update: ['bulk', 'single', 'secretColumn'],
  delete: ['bulk', 'single'],
} as const satisfies Record<MatrixOperation, readonly string[]>;
export type MatrixPath = (typeof pathsOf)[MatrixOperation][number];

/** What a case must answer: a refusal with its status, or success over exactly these rows. */
export type Expectation = { refused: number } | { rows: RowKey[] };

export interface MatrixCase {
  /** Unique and short: it tags the rows the case writes. */
  id: string;
  kind: RuleKind;
  caller: CallerName;
  operation: MatrixOperation;
  path: MatrixPath;
  expect: Expectation;
}

/** The table holding a kind's rows, and the parent every one of them embeds under. */
export const tableOf = (kind: RuleKind): string => `m_${kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;
export const PARENT_TABLE = 'm_parent';
export const EDITOR_ROLE = 'editor';
/** The columns of every kind's table; `secret` is the one the `columns` rule keeps back. */
export const matrixColumns = ['id', 'owner_id', 'tag', 'label', 'secret', 'published', 'parent_id'] as const;

const colId = (kind: RuleKind, column: string) => `${kind}.${column}`;

function accessOf(kind: RuleKind): TableAccess {
  const rule = (who: AccessRule['who'], extra: Partial<AccessRule> = {}): AccessRule => ({ who, roles: [], condition: [], columnIds: null, ...extra });
  const every = (r: AccessRule, ownerColumnId: string | null = null): TableAccess => ({ read: r, insert: r, update: r, delete: r, ownerColumnId });
  switch (kind) {
    case 'nobody':
      return closedAccess();
    case 'anyone':
      return every(rule('anyone'));
    case 'signedIn':
      return every(rule('signedIn'));
    case 'roles':
      return every(rule('roles', { roles: ['admin', EDITOR_ROLE] }));
    case 'owner':
      return every(rule('owner'), colId(kind, 'owner_id'));
    case 'condition':
      return every(rule('anyone', { condition: [{ columnId: colId(kind, 'published'), op: 'is', value: { kind: 'literal', value: 'true' } }] }));
    case 'columns': {
      const open = matrixColumns.filter((name) => name !== 'secret').map((name) => colId(kind, name));
      return { ...every(rule('anyone', { columnIds: open })), delete: rule('anyone') };
    }
  }
}

/** The change that builds the matrix's tables, as a builder sends it (one migration). */
export function matrixModelOps(): DataOp[] {
  const position = { x: 0, y: 0 };
  const ops: DataOp[] = [{ op: 'createTable', tableId: 'parent', name: PARENT_TABLE, position, primaryKey: { columnId: 'parent.id', name: 'id', type: 'uuid' } }];
  ops.push({ op: 'setAccess', tableId: 'parent', access: { ...closedAccess(), read: { who: 'anyone', roles: [], condition: [], columnIds: null } } });
  const column = (kind: RuleKind, name: string, type: 'uuid' | 'text' | 'boolean'): DataOp => ({
    op: 'addColumn',
    tableId: kind,
    column: { id: colId(kind, name), name, type, required: false, unique: false, defaultValue: null, enumValues: [], references: null },
  });
  for (const kind of ruleKinds) {
    ops.push({ op: 'createTable', tableId: kind, name: tableOf(kind), position, primaryKey: { columnId: colId(kind, 'id'), name: 'id', type: 'uuid' } });
    ops.push(column(kind, 'owner_id', 'uuid'), column(kind, 'tag', 'text'), column(kind, 'label', 'text'), column(kind, 'secret', 'text'), column(kind, 'published', 'boolean'));
    ops.push({ op: 'addRelation', parentTableId: 'parent', childTableId: kind, column: { id: colId(kind, 'parent_id'), name: 'parent_id' }, required: false, onDelete: 'cascade' });
    ops.push({ op: 'setAccess', tableId: kind, access: accessOf(kind) });
  }
  return ops;
}

/** Whether the kind's rule lets the caller do the operation at all (before any row is looked at). */
function whoPasses(kind: RuleKind, caller: CallerName): boolean {
  if (caller === 'builder') return true;
  if (caller === 'foreign') return false;
  if (kind === 'anyone' || kind === 'condition' || kind === 'columns') return true;
  if (caller === 'anonymous' || kind === 'nobody') return false;
  if (kind === 'roles') return caller === 'editor';
  return true; // signedIn, owner: any end user of the project
}

/** 401 for a caller who could sign in (or whose token is not this project's), 403 for an end user. */
const refusalStatus = (caller: CallerName): number => (caller === 'anonymous' || caller === 'foreign' ? 401 : 403);

/** The seeded rows the caller reaches through the kind's rule, once it passes. */
function reachable(kind: RuleKind, caller: CallerName): RowKey[] {
  if (caller === 'builder') return [...rowKeys];
  if (kind === 'owner') return caller === 'owner' ? ['mine', 'hidden'] : caller === 'other' ? ['theirs'] : [];
  if (kind === 'condition') return ['mine', 'theirs'];
  return [...rowKeys];
}

/** The target of a `single` path: the row `other` owns, which only some callers reach. */
export const SINGLE_TARGET: RowKey = 'theirs';

function expectationOf(kind: RuleKind, caller: CallerName, operation: MatrixOperation, path: MatrixPath): Expectation {
  if (!whoPasses(kind, caller)) return { refused: refusalStatus(caller) };
  if (path === 'secretColumn' && kind === 'columns' && caller !== 'builder') return { refused: 403 };
  const rows = reachable(kind, caller);
  if (operation === 'insert') {
    // A misfit row names a third end user as owner and is unpublished: the owner and condition rules refuse it.
    if (path === 'misfit' && caller !== 'builder' && (kind === 'owner' || kind === 'condition')) return { refused: 403 };
    return { rows: ['mine'] };
  }
  if (path === 'single') return { rows: rows.filter((row) => row === SINGLE_TARGET) };
  return { rows };
}

/** Every case of the matrix: rule kind × caller × operation × path. */
export function matrixCases(): MatrixCase[] {
  const cases: MatrixCase[] = [];
  let n = 0;
  for (const kind of ruleKinds) {
    for (const caller of callerNames) {
      for (const operation of matrixOperations) {
        for (const path of pathsOf[operation]) {
          n += 1;
          cases.push({ id: `c${n}`, kind, caller, operation, path, expect: expectationOf(kind, caller, operation, path) });
        }
      }
    }
  }
  return cases;
}

/** Whether a case lets the caller through to at least one row (its "allowed" side). */
export const isAllowed = (expectation: Expectation): boolean => 'rows' in expectation && expectation.rows.length > 0;
