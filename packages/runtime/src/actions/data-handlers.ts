import type { ActionFilter, ExpressionScope } from '@tessera/model/definition';
import type { DataFilter } from '../clients/data-query.ts';
import { dataTableOf } from '../clients/data-table.ts';
import type { ActionFailure } from './action-effects.ts';
import { type ActionHandler, clientFailure, done, failed, storeResult } from './action-handler.ts';
import { evaluateMap, evaluateParam } from './evaluate-param.ts';

/** The filters of an action with their values evaluated. */
export function evaluateFilters(filters: readonly ActionFilter[] | undefined, scope: ExpressionScope): { ok: true; value: DataFilter[] } | { ok: false; error: ActionFailure } {
  const evaluated: DataFilter[] = [];
  for (const filter of filters ?? []) {
    const value = evaluateParam(`The filter on ${filter.column}`, filter.value, scope);
    if (!value.ok) return value;
    evaluated.push({ column: filter.column, operator: filter.operator, value: value.value });
  }
  return { ok: true, value: evaluated };
}

export const query: ActionHandler<'query'> = async (params, context, scope) => {
  const filters = evaluateFilters(params.filters, scope);
  if (!filters.ok) return filters;
  let offset = 0;
  if (params.offset !== undefined) {
    const value = evaluateParam('The offset', params.offset, scope);
    if (!value.ok) return value;
    if (typeof value.value !== 'number' || !Number.isInteger(value.value) || value.value < 0) return failed({ code: 'wrong_type', message: 'The offset must be a whole number, 0 or more.' });
    offset = value.value;
  }
  const page = await context.effects.data.select(dataTableOf(params.table, params.connectorId), { filters: filters.value, order: params.order ?? [], limit: params.limit, offset, count: true });
  if (!page.ok) return clientFailure(page.error);
  return storeResult(context, params.result, (type) => (type === 'list' ? page.value.rows : { rows: page.value.rows, count: page.value.count }));
};

/** A write's rows shaped for its result variable: a list takes them all, a map the first (or null). */
const writtenRows = (rows: readonly unknown[]) => (type: string) => (type === 'list' ? rows : (rows[0] ?? null));

export const insert: ActionHandler<'insert'> = async (params, context, scope) => {
  const values = evaluateMap('The value of', params.values, scope);
  if (!values.ok) return values;
  const rows = await context.effects.data.insert(params.table, values.value);
  if (!rows.ok) return clientFailure(rows.error);
  return storeResult(context, params.result, writtenRows(rows.value));
};

export const update: ActionHandler<'update'> = async (params, context, scope) => {
  const filters = evaluateFilters(params.filters, scope);
  if (!filters.ok) return filters;
  const values = evaluateMap('The value of', params.values, scope);
  if (!values.ok) return values;
  const rows = await context.effects.data.update(params.table, filters.value, values.value);
  if (!rows.ok) return clientFailure(rows.error);
  return storeResult(context, params.result, writtenRows(rows.value));
};

export const deleteRows: ActionHandler<'delete'> = async (params, context, scope) => {
  const filters = evaluateFilters(params.filters, scope);
  if (!filters.ok) return filters;
  const rows = await context.effects.data.remove(params.table, filters.value);
  return rows.ok ? done : clientFailure(rows.error);
};

export const callRest: ActionHandler<'callRest'> = async (params, context, scope) => {
  const values = evaluateMap('The parameter', params.params, scope);
  if (!values.ok) return values;
  const answer = await context.effects.rest.call(params.requestId, values.value);
  if (!answer.ok) return clientFailure(answer.error);
  return storeResult(context, params.result, (type) => (type === 'map' ? { status: answer.value.status, body: answer.value.body } : answer.value.body));
};
