import * as z from 'zod/mini';

/**
 * Who may do one operation on a table's rows through the data API (builders of the workspace
 * work on draft without rules). `nobody` is where every table starts: closed to end users and
 * visitors until the builder opens it.
 * - anyone: visitors without a token too;
 * - signedIn: any end user of the project with a valid token;
 * - roles: an end user holding at least one of `roles`;
 * - owner: an end user whose id is in the table's owner column (`TableAccess.ownerColumnId`).
 */
export const accessWho = ['nobody', 'anyone', 'signedIn', 'roles', 'owner'] as const;
export type AccessWho = (typeof accessWho)[number];

export const accessOperations = ['read', 'insert', 'update', 'delete'] as const;
export type AccessOperation = (typeof accessOperations)[number];

/** The operators a row condition may use (a subset of the data API's filter operators). */
export const conditionOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

/**
 * One clause of a rule's row condition: `column op value`. The value is a literal (parsed by the
 * column's type, `null`/`true`/`false` for `is`) or the signed-in end user's id.
 */
export const conditionClauseSchema = z.object({
  columnId: z.string(),
  op: z.enum(conditionOperators),
  value: z.union([z.object({ kind: z.literal('literal'), value: z.string().check(z.maxLength(500)) }), z.object({ kind: z.literal('currentUser') })]),
});
export type ConditionClause = z.infer<typeof conditionClauseSchema>;

export const accessRuleSchema = z.object({
  who: z.enum(accessWho),
  /** With `roles`: the end-user roles let through. */
  roles: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.maxLength(50)),
  /** Every clause must hold for a row to be read, inserted, updated or deleted (AND). */
  condition: z.array(conditionClauseSchema).check(z.maxLength(20)),
  /** read, insert, update: the columns allowed (null: all). Ignored for delete. */
  columnIds: z.nullable(z.array(z.string()).check(z.maxLength(500))),
});
export type AccessRule = z.infer<typeof accessRuleSchema>;

export const tableAccessSchema = z.object({
  read: accessRuleSchema,
  insert: accessRuleSchema,
  update: accessRuleSchema,
  delete: accessRuleSchema,
  /** The column holding the owning end user's id (needed by `owner` rules). */
  ownerColumnId: z.nullable(z.string()),
});
export type TableAccess = z.infer<typeof tableAccessSchema>;

const closedRule = (): AccessRule => ({ who: 'nobody', roles: [], condition: [], columnIds: null });

/** A new table's access: closed to end users and visitors for every operation. */
export function closedAccess(): TableAccess {
  return { read: closedRule(), insert: closedRule(), update: closedRule(), delete: closedRule(), ownerColumnId: null };
}

/**
 * What is wrong with a table's rules, or null: a column it names that the table lacks
 * (`hasColumn` says how the rules name columns: ids on managed tables, names on connected ones),
 * an owner rule without an owner column, a roles rule without a role.
 */
export function accessRulesProblem(tableName: string, access: TableAccess, hasColumn: (key: string) => boolean): { kind: 'unknownColumn' | 'invalid'; message: string } | null {
  if (access.ownerColumnId !== null && !hasColumn(access.ownerColumnId)) return { kind: 'unknownColumn', message: `${tableName} has no column ${access.ownerColumnId}.` };
  for (const [operation, rule] of Object.entries({ read: access.read, insert: access.insert, update: access.update, delete: access.delete })) {
    if (rule.who === 'owner' && access.ownerColumnId === null) return { kind: 'invalid', message: `${tableName}: an owner rule (${operation}) needs an owner column.` };
    if (rule.who === 'roles' && rule.roles.length === 0) return { kind: 'invalid', message: `${tableName}: a roles rule (${operation}) names at least one role.` };
    const unknown = [...rule.condition.map((clause) => clause.columnId), ...(rule.columnIds ?? [])].find((key) => !hasColumn(key));
    if (unknown !== undefined) return { kind: 'unknownColumn', message: `${tableName} has no column ${unknown}.` };
  }
  return null;
}
