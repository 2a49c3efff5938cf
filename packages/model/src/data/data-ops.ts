import * as z from 'zod/mini';
import { tableAccessSchema } from './access-rules.ts';
import { columnTypes, primaryKeyTypes } from './column-types.ts';
import { columnDefaultSchema, dataColumnSchema, dataIndexSchema, diagramPositionSchema, onDeleteActions } from './data-model.ts';

const id = z.string().check(z.minLength(1), z.maxLength(64));
const name = z.string().check(z.maxLength(63));

/**
 * One change a builder makes to a project's data model. The studio applies it to its copy with
 * `applyDataOp` (undo keeps the model before); the server applies the same function, turns the
 * change into SQL steps (classified safe / locks / rewrites / loses data) and records both in the
 * migration history. Tables and columns are named by id; new ones carry the id the studio chose.
 */
export const dataOpSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('createTable'),
    tableId: id,
    name,
    position: diagramPositionSchema,
    primaryKey: z.object({ columnId: id, name, type: z.enum(primaryKeyTypes) }),
  }),
  z.object({ op: z.literal('renameTable'), tableId: id, name }),
  z.object({ op: z.literal('dropTable'), tableId: id }),
  /** Only the diagram position: no SQL. */
  z.object({ op: z.literal('moveTable'), tableId: id, position: diagramPositionSchema }),
  z.object({ op: z.literal('addColumn'), tableId: id, column: dataColumnSchema }),
  z.object({ op: z.literal('renameColumn'), tableId: id, columnId: id, name }),
  z.object({ op: z.literal('dropColumn'), tableId: id, columnId: id }),
  /** Changes some of a column's settings; the fields left out stay as they are. */
  z.object({
    op: z.literal('alterColumn'),
    tableId: id,
    columnId: id,
    type: z.optional(z.enum(columnTypes)),
    required: z.optional(z.boolean()),
    unique: z.optional(z.boolean()),
    defaultValue: z.optional(z.nullable(columnDefaultSchema)),
    enumValues: z.optional(dataColumnSchema.shape.enumValues),
  }),
  z.object({ op: z.literal('addIndex'), tableId: id, index: dataIndexSchema }),
  z.object({ op: z.literal('dropIndex'), tableId: id, indexId: id }),
  /**
   * One-to-many: a new column on the child ("many") table holding the parent's primary key.
   */
  z.object({
    op: z.literal('addRelation'),
    parentTableId: id,
    childTableId: id,
    column: z.object({ id, name }),
    required: z.boolean(),
    onDelete: z.enum(onDeleteActions),
  }),
  /** Many-to-many: a new join table with a column for each side (each cascades on delete). */
  z.object({
    op: z.literal('addManyToMany'),
    leftTableId: id,
    rightTableId: id,
    joinTable: z.object({
      tableId: id,
      name,
      position: diagramPositionSchema,
      primaryKeyColumnId: id,
      leftColumn: z.object({ id, name }),
      rightColumn: z.object({ id, name }),
    }),
  }),
  /** The access rules of a table (read, insert, update, delete, owner column). */
  z.object({ op: z.literal('setAccess'), tableId: id, access: tableAccessSchema }),
]);
export type DataOp = z.infer<typeof dataOpSchema>;
export type DataOpKind = DataOp['op'];

/** At most this many ops in one change (one migration). */
export const MAX_OPS_PER_CHANGE = 100;
