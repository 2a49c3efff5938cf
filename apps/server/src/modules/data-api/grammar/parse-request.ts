import type { DataApiError, ParsedRequest, ScopedFilter, ScopedLimit, ScopedOrder, SelectItem } from './ast.ts';
import { Cursor } from './cursor.ts';
import { catchGrammar, grammarError, NAME_ECHO_LENGTH, quoteInput, type GrammarResult } from './errors.ts';
import { MAX_QUERY_BYTES } from './limits.ts';
import { parseKey, type KeySegment } from './parse-key.ts';
import { readLogicTree } from './parse-logic.ts';
import { readTopLevelCondition, spendCondition, type FilterBudget } from './parse-filter.ts';
import { parseOrder } from './parse-order.ts';
import { parsePrefer } from './parse-prefer.ts';
import { parseRange } from './parse-range.ts';
import { parseSelect } from './parse-select.ts';
import { queryPairs } from './query-pairs.ts';
import { readNameList } from './split-list.ts';

/** The request headers the grammar reads (lower-case names, as Node gives them). */
export interface GrammarHeaders {
  prefer?: string;
  range?: string;
  'range-unit'?: string;
}

/** `limit`/`offset`: a non-negative integer (at most 15 digits, so it stays exact in a number). */
const countPattern = /^\d{1,15}$/;

/** What the query string says, gathered key by key. */
interface Gathered {
  select: SelectItem[] | null;
  filters: ScopedFilter[];
  order: ScopedOrder[];
  limits: ScopedLimit[];
  onConflict: string[] | null;
  columns: string[] | null;
}

/**
 * A data API request's query string (raw, after `?`) and headers in PostgREST's grammar, parsed
 * without looking at the data model. Never throws: every problem is a `DataApiError` (4xx) whose
 * message names the key, operator or value at fault and quotes at most ~100 characters of it.
 *
 * Keys: `select`, `columns`, `on_conflict` (top level only); `order`, `limit`, `offset`, `and`,
 * `or`, `not.and`, `not.or`, alone or after an embed path (`tasks.order`); every other key is a
 * filter `[embed.]column=[not.]op.value`. A key with no operator in its value is refused, not
 * ignored, so a mistyped filter never silently reads or changes every row.
 */
export function parseRequest(rawQuery: string, headers: GrammarHeaders): GrammarResult<ParsedRequest> {
  const bytes = Buffer.byteLength(rawQuery, 'utf8');
  if (bytes > MAX_QUERY_BYTES) {
    return { ok: false, error: grammarError('PGRST100', `The query string is longer than ${MAX_QUERY_BYTES} bytes (${bytes}).`, null, 'Split the request or ask for less.') };
  }
  const gathered: Gathered = { select: null, filters: [], order: [], limits: [], onConflict: null, columns: null };
  const budget: FilterBudget = { conditions: 0 };
  for (const { key, value } of queryPairs(rawQuery)) {
    const problem = gatherPair(gathered, budget, key, value);
    if (problem) return { ok: false, error: problem };
  }
  const prefer = parsePrefer(headers.prefer);
  if (!prefer.ok) return prefer;
  const range = parseRange(headers.range, headers['range-unit']);
  if (!range.ok) return range;
  return {
    ok: true,
    value: {
      select: gathered.select ?? [{ kind: 'star' }],
      filters: gathered.filters,
      order: gathered.order,
      limits: gathered.limits,
      range: range.value,
      prefer: prefer.value,
      onConflict: gathered.onConflict,
      columns: gathered.columns,
    },
  };
}

/** Adds one `key=value` to what was gathered, or says what is wrong with it. */
function gatherPair(gathered: Gathered, budget: FilterBudget, key: string, value: string | null): DataApiError | null {
  if (key.includes('\0') || value?.includes('\0')) return grammarError('PGRST100', `The parameter ${quoteInput(key, NAME_ECHO_LENGTH)} contains a NUL character.`);
  if (value === null) return grammarError('PGRST100', `The parameter ${quoteInput(key, NAME_ECHO_LENGTH)} has no value.`, null, 'Write key=value, e.g. age=gt.18.');
  if (key === 'select' || key === 'columns' || key === 'on_conflict') return gatherTopLevel(gathered, key, value);
  const segments = parseKey(key);
  if (!segments.ok) return segments.error;
  const last = segments.value.at(-1)!;
  const names = segments.value.map((segment) => segment.name);
  const keyword = last.quoted ? null : last.name;
  if (keyword === 'order') return gatherOrder(gathered, names.slice(0, -1), key, value);
  if (keyword === 'limit' || keyword === 'offset') return gatherLimit(gathered, names.slice(0, -1), keyword, key, value);
  if (keyword === 'and' || keyword === 'or') return gatherLogic(gathered, budget, segments.value, keyword, key, value);
  return catchOrNull(() => {
    spendCondition(budget);
    const cursor = new Cursor(value, 'filter', key);
    gathered.filters.push({ path: names.slice(0, -1), node: readTopLevelCondition(cursor, last.name) });
  });
}

function gatherTopLevel(gathered: Gathered, key: 'select' | 'columns' | 'on_conflict', value: string): DataApiError | null {
  const field = key === 'on_conflict' ? 'onConflict' : key;
  if (gathered[field] !== null) return grammarError('PGRST100', `The parameter "${key}" is given more than once.`);
  if (key === 'select') {
    const select = parseSelect(value);
    if (!select.ok) return select.error;
    gathered.select = select.value;
    return null;
  }
  return catchOrNull(() => {
    const names = readNameList(new Cursor(value, key));
    if (field === 'columns') gathered.columns = names;
    else gathered.onConflict = names;
  });
}

function gatherOrder(gathered: Gathered, path: string[], key: string, value: string): DataApiError | null {
  if (gathered.order.some((order) => samePath(order.path, path))) return grammarError('PGRST100', `The parameter ${quoteInput(key, NAME_ECHO_LENGTH)} is given more than once.`);
  const terms = parseOrder(value, key);
  if (!terms.ok) return terms.error;
  gathered.order.push({ path, terms: terms.value });
  return null;
}

function gatherLimit(gathered: Gathered, path: string[], which: 'limit' | 'offset', key: string, value: string): DataApiError | null {
  if (!countPattern.test(value)) {
    return grammarError('PGRST100', `The parameter ${quoteInput(key, NAME_ECHO_LENGTH)} must be a non-negative integer, not ${quoteInput(value, 20)}.`);
  }
  let scoped = gathered.limits.find((limit) => samePath(limit.path, path));
  if (!scoped) {
    scoped = { path, limit: null, offset: null };
    gathered.limits.push(scoped);
  }
  if (scoped[which] !== null) return grammarError('PGRST100', `The parameter ${quoteInput(key, NAME_ECHO_LENGTH)} is given more than once.`);
  scoped[which] = Number(value);
  return null;
}

function gatherLogic(gathered: Gathered, budget: FilterBudget, segments: KeySegment[], op: 'and' | 'or', key: string, value: string): DataApiError | null {
  const before = segments.at(-2);
  const negated = before !== undefined && !before.quoted && before.name === 'not';
  const path = segments.slice(0, negated ? -2 : -1).map((segment) => segment.name);
  return catchOrNull(() => {
    const cursor = new Cursor(value, 'filter', key);
    gathered.filters.push({ path, node: readLogicTree(cursor, op, negated, budget) });
  });
}

const samePath = (left: string[], right: string[]): boolean => left.length === right.length && left.every((name, index) => name === right[index]);

function catchOrNull(gather: () => void): DataApiError | null {
  const result = catchGrammar(gather);
  return result.ok ? null : result.error;
}
