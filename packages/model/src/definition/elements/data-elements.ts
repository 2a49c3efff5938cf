import * as z from 'zod/mini';
import { actionFiltersSchema, actionOrderSchema, MAX_QUERY_LIMIT, nameSchema, referenceIdSchema } from '../actions/action-params.ts';
import { declareElement } from './element-declaration.ts';

/**
 * The query of a data-bound element over its `dataSource` table (of the data model, or with
 * `connectorId` a table of that connected database): filters whose values are expressions
 * (`params.projectId`, `screen.search`), sort keys, the page size, and `queryName`, the name its
 * state has in bindings (`queries.<queryName>`; `boundQueryName`).
 */
const dataQueryProps = {
  connectorId: z.optional(referenceIdSchema),
  queryName: z.optional(nameSchema),
  filters: z.optional(actionFiltersSchema),
  order: z.optional(z.array(actionOrderSchema).check(z.maxLength(5))),
  pageSize: z.optional(z.int().check(z.positive(), z.maximum(MAX_QUERY_LIMIT))),
};

/**
 * Repeats its children once per row of `dataSource` (a table of the data model), read a page of
 * `pageSize` rows at a time, filtered and ordered. Actions can not be dragged into it (spec §5:
 * 'You can not drag action into a data repeater'); its `onItemPress` is set in the Events tab and
 * runs with the pressed row as `item` (and `index`), as its children's events do.
 */
export const dataRepeaterElement = declareElement({
  type: 'dataRepeater',
  label: 'Data repeater',
  group: 'data',
  propsSchema: z.strictObject({
    dataSource: z.optional(z.string()),
    direction: z.optional(z.enum(['row', 'column'])),
    gap: z.optional(z.number().check(z.nonnegative())),
    emptyText: z.optional(z.string()),
    ...dataQueryProps,
  }),
  defaults: { dataSource: '', direction: 'column', gap: 8, emptyText: 'No data', filters: [], order: [], pageSize: 20 },
  children: 'any',
  events: ['onItemPress'],
  resizable: true,
  ownEditorProps: ['connectorId', 'queryName', 'filters', 'order'],
});

const column = z.object({ field: z.string(), title: z.string(), width: z.optional(z.number()) });

/** A grid of rows from `dataSource` (a table of the data model), with declared columns and pages. */
export const tableElement = declareElement({
  type: 'table',
  label: 'Table',
  group: 'data',
  propsSchema: z.strictObject({
    dataSource: z.optional(z.string()),
    columns: z.optional(z.array(column)),
    selectable: z.optional(z.boolean()),
    ...dataQueryProps,
  }),
  defaults: { dataSource: '', columns: [], pageSize: 10, selectable: false, filters: [], order: [] },
  children: 'none',
  events: ['onRowClick', 'onSelectionChange'],
  resizable: true,
  ownEditorProps: ['connectorId', 'queryName', 'filters', 'order'],
});

/**
 * Gathers its inputs' values under their `name`s. Bound to a table (`dataSource`), its submit
 * button validates them with the columns' rules and writes a row through the data API: a new one,
 * or the one whose primary key is `recordId` (usually bound to `params.id`), which it loads first.
 * The data API's refusals show on the fields they name; an edit whose row has gone is a failure.
 * Its own save comes before its `onSubmit` actions, unless they save it with a Submit form action:
 * then it saves there, once, and that action's on-error choice decides what a failure shows.
 * Without a table it only runs `onSubmit`.
 */
export const formElement = declareElement({
  type: 'form',
  label: 'Form',
  group: 'data',
  propsSchema: z.strictObject({
    dataSource: z.optional(z.string()),
    submitText: z.optional(z.string()),
    recordId: z.optional(z.nullable(z.string())),
    resetOnSubmit: z.optional(z.boolean()),
  }),
  defaults: { dataSource: '', submitText: 'Save', recordId: null, resetOnSubmit: true },
  children: 'any',
  events: ['onSubmit'],
  resizable: true,
});
