import * as z from 'zod/mini';
import { declareElement } from './element-declaration.ts';

/**
 * Repeats its children once per row of `dataSource`. It takes no actions itself (spec §5: 'You can
 * not drag action into a data repeater'); its children's events run per row.
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
  }),
  defaults: { dataSource: '', direction: 'column', gap: 8, emptyText: 'No data' },
  children: 'any',
  events: [],
  resizable: true,
});

const column = z.object({ field: z.string(), title: z.string(), width: z.optional(z.number()) });

/** A grid of rows from `dataSource`, with declared columns. */
export const tableElement = declareElement({
  type: 'table',
  label: 'Table',
  group: 'data',
  propsSchema: z.strictObject({
    dataSource: z.optional(z.string()),
    columns: z.optional(z.array(column)),
    pageSize: z.optional(z.int().check(z.positive())),
    selectable: z.optional(z.boolean()),
  }),
  defaults: { dataSource: '', columns: [], pageSize: 10, selectable: false },
  children: 'none',
  events: ['onRowClick', 'onSelectionChange'],
  resizable: true,
});

/** Gathers its inputs' values under their `name`s and submits them. */
export const formElement = declareElement({
  type: 'form',
  label: 'Form',
  group: 'data',
  propsSchema: z.strictObject({ dataSource: z.optional(z.string()), submitText: z.optional(z.string()) }),
  defaults: { dataSource: '', submitText: 'Save' },
  children: 'any',
  events: ['onSubmit'],
  resizable: true,
});
