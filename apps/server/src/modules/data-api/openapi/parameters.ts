import { filterOperators } from '../grammar/ast.ts';
import { MAX_EMBED_DEPTH, MAX_FILTERS, MAX_IN_ITEMS } from '../grammar/limits.ts';
import type { ParameterObject } from './openapi-types.ts';

const text = { type: 'string' } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** The query parameters and headers every table's operations share, by component key. */
export const sharedParameters = {
  order: {
    name: 'order',
    in: 'query',
    description: 'Sort order: comma-separated column[.asc|.desc][.nullsfirst|.nullslast]. An embed is sorted with its own key, e.g. tasks.order=title.',
    schema: text,
    example: 'id.desc',
  },
  limit: { name: 'limit', in: 'query', description: 'At most this many rows (embeds: tasks.limit=5).', schema: count },
  offset: { name: 'offset', in: 'query', description: 'Skip this many rows first (embeds: tasks.offset=5).', schema: count },
  or: {
    name: 'or',
    in: 'query',
    description: `Rows matching any of the conditions: or=(age.lt.18,and(status.eq.new,not.done.is.true)). Also and=(…), not.or=(…), not.and=(…), and embedded forms such as tasks.or=(…). At most ${MAX_FILTERS} conditions in all.`,
    schema: text,
  },
  and: { name: 'and', in: 'query', description: 'Rows matching all of the conditions: and=(age.gte.18,age.lt.65).', schema: text },
  columns: { name: 'columns', in: 'query', description: 'Only these keys of the body are inserted: comma-separated column names.', schema: text },
  onConflict: {
    name: 'on_conflict',
    in: 'query',
    description: 'With Prefer: resolution=merge-duplicates or ignore-duplicates: the unique columns a duplicate is found by (default: the primary key).',
    schema: text,
  },
  range: {
    name: 'Range',
    in: 'header',
    description: 'Rows to return, inclusive and from 0: 0-49, or 10- for all from row 10. The answer is 206 with Content-Range when it is partial.',
    schema: { type: 'string', pattern: '^\\d+-\\d*$' },
  },
  rangeUnit: { name: 'Range-Unit', in: 'header', description: 'The unit of Range: items (the only one).', schema: { type: 'string', enum: ['items'] } },
  preferRead: {
    name: 'Prefer',
    in: 'header',
    description: 'count=exact, count=planned or count=estimated: add the total to Content-Range (exact counts every row; planned and estimated are fast).',
    schema: text,
  },
  preferInsert: {
    name: 'Prefer',
    in: 'header',
    description:
      'Comma-separated: return=minimal (default), return=representation (answer with the rows) or return=headers-only; resolution=merge-duplicates or ignore-duplicates (upsert, see on_conflict); missing=default (keys left out of some rows of a bulk insert take their default).',
    schema: text,
  },
  preferWrite: {
    name: 'Prefer',
    in: 'header',
    description: 'return=minimal (default) or return=representation (answer with the rows changed); count=exact adds how many.',
    schema: text,
  },
} satisfies Record<string, ParameterObject>;

export type SharedParameter = keyof typeof sharedParameters;

/** The description of a column's filter parameter. */
export function filterDescription(column: string, type: string): string {
  return (
    `Filter on ${column} (${type}): [not.]operator.value with the operator one of ${filterOperators.join(', ')}, ` +
    `e.g. ${column}=eq.value, ${column}=in.(a,b), ${column}=not.is.null; like and ilike take * for any text; ` +
    `in lists take at most ${MAX_IN_ITEMS} items. Repeat the key to combine conditions.`
  );
}

/** The description of a table's `select` parameter, with what it can embed. */
export function selectDescription(embeddables: string): string {
  return (
    'Columns to return: comma-separated names, alias:name, * and embedded related rows ' +
    `(relation(columns), alias:relation!fk_column(…), relation!inner(…)), nested at most ${MAX_EMBED_DEPTH} deep.\n${embeddables}`
  );
}
