import * as z from 'zod/mini';
import { declareAction } from './action-declaration.ts';
import {
  actionFiltersSchema,
  actionOrderSchema,
  expressionMapSchema,
  expressionSchema,
  MAX_QUERY_LIMIT,
  referenceIdSchema,
  tableNameSchema,
  variableRefSchema,
} from './action-params.ts';

const filtersRequired = actionFiltersSchema.check(z.minLength(1, 'Add at least one filter: an update or delete never touches every row.'));

/**
 * Reads rows of a table through the data API into a variable: `{ rows, count }` (`count` is the
 * number of matching rows, not only this page's). With `connectorId` the table is one of that
 * connected database, read through the data API's connectors route as a bound repeater's.
 */
export const queryAction = declareAction({
  type: 'query',
  label: 'Query rows',
  group: 'data',
  paramsSchema: z.strictObject({
    connectorId: z.optional(referenceIdSchema),
    table: tableNameSchema,
    filters: z.optional(actionFiltersSchema),
    order: z.optional(z.array(actionOrderSchema).check(z.maxLength(5))),
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(MAX_QUERY_LIMIT))),
    offset: z.optional(expressionSchema),
    result: variableRefSchema,
  }),
  defaults: { table: '', result: { scope: 'screen', name: '' } },
  expressions: ['filters.*.value', 'offset'],
  templates: [],
});

/** Inserts one row; the written row (with its generated key) goes to `result` when given. */
export const insertAction = declareAction({
  type: 'insert',
  label: 'Insert row',
  group: 'data',
  paramsSchema: z.strictObject({ table: tableNameSchema, values: expressionMapSchema, result: z.optional(variableRefSchema) }),
  defaults: { table: '', values: {} },
  expressions: ['values.*'],
  templates: [],
});

/** Updates the rows the filters match; the written rows go to `result` when given. */
export const updateAction = declareAction({
  type: 'update',
  label: 'Update rows',
  group: 'data',
  paramsSchema: z.strictObject({
    table: tableNameSchema,
    filters: filtersRequired,
    values: expressionMapSchema,
    result: z.optional(variableRefSchema),
  }),
  defaults: { table: '', filters: [], values: {} },
  expressions: ['filters.*.value', 'values.*'],
  templates: [],
});

/** Deletes the rows the filters match. */
export const deleteAction = declareAction({
  type: 'delete',
  label: 'Delete rows',
  group: 'data',
  paramsSchema: z.strictObject({ table: tableNameSchema, filters: filtersRequired }),
  defaults: { table: '', filters: [] },
  expressions: ['filters.*.value'],
  templates: [],
});

/**
 * Runs a named request of a REST connector with parameter values; `{ status, body }` goes to
 * `result` when given. A published app runs only requests its release's actions name.
 */
export const callRestAction = declareAction({
  type: 'callRest',
  label: 'Call REST request',
  group: 'rest',
  paramsSchema: z.strictObject({
    connectorId: referenceIdSchema,
    requestId: referenceIdSchema,
    params: z.optional(expressionMapSchema),
    result: z.optional(variableRefSchema),
  }),
  defaults: { connectorId: '', requestId: '' },
  expressions: ['params.*'],
  templates: [],
});
