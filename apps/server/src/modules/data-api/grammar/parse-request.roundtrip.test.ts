import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOperators, isValues, type FilterCondition, type FilterNode, type OrderTerm, type SelectItem } from './ast.ts';
import { parseRequest } from './parse-request.ts';

/**
 * Round trips: a request written from generated parts, with every name double-quoted and escaped,
 * parses back to exactly those parts, whatever characters the names and values hold (quotes,
 * backslashes, dots, commas, parentheses, semicolons, unicode).
 */

const quote = (text: string): string => `"${text.replace(/["\\]/g, (character) => `\\${character}`)}"`;
const noNul = (text: string) => !text.includes('\0');
/** Characters the grammar gives a meaning to, plain letters and any other grapheme. */
const character = fc.oneof(
  fc.constantFrom('"', '\\', '.', ',', '(', ')', ':', '::', '!', '*', ';', ' ', '-', '->', '%', '&', '=', '+', '{', '}', 'not.', 'or(', 'eq.'),
  fc.constantFrom('a', 'b', 'é', '𝒳'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const name = fc.string({ unit: character, minLength: 1, maxLength: 8 }).filter(noNul);
const value = fc.string({ unit: character, maxLength: 10 }).filter(noNul);
const path = fc.array(name, { maxLength: 2 });

const selectItem: fc.Arbitrary<SelectItem> = fc.letrec<{ item: SelectItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    fc.constant({ kind: 'star' as const }),
    fc.record({ kind: fc.constant('column' as const), name, alias: fc.option(name) }),
    fc.record({
      kind: fc.constant('embed' as const),
      relation: name,
      alias: fc.option(name),
      hint: fc.option(name.filter((hint) => hint !== 'inner' && hint !== 'left')),
      inner: fc.boolean(),
      select: fc.array(tie('item'), { maxLength: 3 }),
    }),
  ),
})).item;

function writeSelectItem(item: SelectItem): string {
  if (item.kind === 'star') return '*';
  const alias = item.alias === null ? '' : `${quote(item.alias)}:`;
  if (item.kind === 'column') return `${alias}${quote(item.name)}`;
  const hint = item.hint === null ? '' : `!${quote(item.hint)}`;
  return `${alias}${quote(item.relation)}${hint}${item.inner ? '!inner' : ''}(${item.select.map(writeSelectItem).join(',')})`;
}

const valueOperator = fc.constantFrom(...filterOperators.filter((operator) => operator !== 'in' && operator !== 'is'));
const condition: fc.Arbitrary<FilterCondition> = fc.oneof(
  fc.record({ kind: fc.constant('condition' as const), column: name, negated: fc.boolean(), operator: valueOperator, value }),
  fc.record({ kind: fc.constant('condition' as const), column: name, negated: fc.boolean(), operator: fc.constant('in' as const), value: fc.array(value, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('condition' as const), column: name, negated: fc.boolean(), operator: fc.constant('is' as const), value: fc.constantFrom(...isValues) }),
);
const node: fc.Arbitrary<FilterNode> = fc.letrec<{ node: FilterNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    condition,
    fc.record({ kind: fc.constant('group' as const), op: fc.constantFrom('and' as const, 'or' as const), negated: fc.boolean(), children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
  ),
})).node;

/** What the parser makes of a written condition: `*` in a like value is `%`. */
function parsedNode(written: FilterNode): FilterNode {
  if (written.kind === 'group') return { ...written, children: written.children.map(parsedNode) };
  if (written.operator === 'like' || written.operator === 'ilike') return { ...written, value: written.value.replaceAll('*', '%') };
  return written;
}

/** A condition's `[not.]op.value`; inside a logic tree the value is quoted. */
function writeOperation(written: FilterCondition, inLogic: boolean): string {
  const not = written.negated ? 'not.' : '';
  if (written.operator === 'in') return `${not}in.(${written.value.map(quote).join(',')})`;
  if (written.operator === 'is') return `${not}is.${written.value}`;
  return `${not}${written.operator}.${inLogic ? quote(written.value) : written.value}`;
}

function writeLogicChild(written: FilterNode): string {
  if (written.kind === 'condition') return `${quote(written.column)}.${writeOperation(written, true)}`;
  return `${written.negated ? 'not.' : ''}${written.op}(${written.children.map(writeLogicChild).join(',')})`;
}

/** The `key=value` of a top-level filter node on `scope`. */
function writeFilter(scope: string[], written: FilterNode): string {
  const prefix = scope.map(quote);
  if (written.kind === 'condition') return `${encodeURIComponent([...prefix, quote(written.column)].join('.'))}=${encodeURIComponent(writeOperation(written, false))}`;
  const key = [...prefix, ...(written.negated ? ['not'] : []), written.op].join('.');
  return `${encodeURIComponent(key)}=${encodeURIComponent(`(${written.children.map(writeLogicChild).join(',')})`)}`;
}

const orderTerm: fc.Arbitrary<OrderTerm> = fc.record({ column: name, direction: fc.constantFrom('asc' as const, 'desc' as const), nulls: fc.constantFrom('first' as const, 'last' as const, null) });
const writeOrderTerm = (term: OrderTerm) => `${quote(term.column)}.${term.direction}${term.nulls === null ? '' : `.nulls${term.nulls}`}`;
const scopedKey = (scope: string[], keyword: string) => encodeURIComponent([...scope.map(quote), keyword].join('.'));

const request = fc.record({
  select: fc.array(selectItem, { minLength: 1, maxLength: 4 }),
  filters: fc.array(fc.record({ path, node }), { maxLength: 4 }),
  order: fc.uniqueArray(fc.record({ path, terms: fc.array(orderTerm, { minLength: 1, maxLength: 3 }) }), { maxLength: 2, selector: (entry) => JSON.stringify(entry.path) }),
  limits: fc.uniqueArray(fc.record({ path, limit: fc.option(fc.nat()), offset: fc.option(fc.nat()) }), { maxLength: 2, selector: (entry) => JSON.stringify(entry.path) }),
  columns: fc.option(fc.array(name, { minLength: 1, maxLength: 4 })),
  onConflict: fc.option(fc.array(name, { minLength: 1, maxLength: 3 })),
});

describe('parseRequest round trips', () => {
  it('reads back exactly what was written, for any names and values', () => {
    fc.assert(
      fc.property(request, (written) => {
        const pairs = [
          `select=${encodeURIComponent(written.select.map(writeSelectItem).join(','))}`,
          ...written.filters.map((filter) => writeFilter(filter.path, filter.node)),
          ...written.order.map((order) => `${scopedKey(order.path, 'order')}=${encodeURIComponent(order.terms.map(writeOrderTerm).join(','))}`),
          ...written.limits.flatMap((limit) => [
            ...(limit.limit === null ? [] : [`${scopedKey(limit.path, 'limit')}=${limit.limit}`]),
            ...(limit.offset === null ? [] : [`${scopedKey(limit.path, 'offset')}=${limit.offset}`]),
          ]),
          ...(written.columns === null ? [] : [`columns=${encodeURIComponent(written.columns.map(quote).join(','))}`]),
          ...(written.onConflict === null ? [] : [`on_conflict=${encodeURIComponent(written.onConflict.map(quote).join(','))}`]),
        ];
        const result = parseRequest(pairs.join('&'), {});
        if (!result.ok) throw new Error(`${pairs.join('&')}: ${result.error.message}`);
        expect(result.value).toEqual({
          select: written.select,
          filters: written.filters.map((filter) => ({ path: filter.path, node: parsedNode(filter.node) })),
          order: written.order,
          limits: written.limits.filter((limit) => limit.limit !== null || limit.offset !== null),
          range: null,
          prefer: { count: null, return: 'minimal', resolution: null, missing: 'null' },
          columns: written.columns,
          onConflict: written.onConflict,
        });
      }),
      { numRuns: 400 },
    );
  });
});
