import type { BinaryOperator, ExpressionNode } from './expression-ast.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { runCall } from './expression-functions.ts';
import { type ExpressionScope, isScopeName } from './expression-scope.ts';
import { type ExpressionValue, hasMember, kindOf, ownKeys, readItem, readMember, readValue, valuesEqual } from './expression-values.ts';
import { isForbiddenMemberName } from './forbidden-names.ts';

/**
 * Evaluates a parsed expression against a scope by walking its tree: no code is generated and
 * nothing outside the scope's own data is reachable. Types are checked on the values as they
 * come, so an expression typed `dyn` still fails cleanly. Throws `ExpressionFailure`.
 */
export function runExpression(node: ExpressionNode, scope: ExpressionScope): ExpressionValue {
  return run(node, { scope, locals: new Map(), budget: { left: MAX_MACRO_ITERATIONS } });
}

/** How many items all macros of one evaluation may visit together (`rows.map(a, rows.map(b, …))` multiplies). */
export const MAX_MACRO_ITERATIONS = 100_000;

/** What one evaluation carries down the tree: the scope, the macros' variables, what is left of the budget. */
interface RunContext {
  scope: ExpressionScope;
  locals: ReadonlyMap<string, ExpressionValue>;
  budget: { left: number };
}

function run(node: ExpressionNode, context: RunContext): ExpressionValue {
  const { scope } = context;
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'name': {
      const local = context.locals.get(node.name);
      if (local !== undefined) return local;
      const value = isScopeName(node.name) && Object.hasOwn(scope, node.name) ? scope[node.name] : undefined;
      if (value === undefined) throw new ExpressionFailure('unknown_name', `"${node.name}" is not available here.`, node.pos);
      return readValue(value, node.pos);
    }
    case 'member':
      return readMember(run(node.object, context), node.name, node.pos);
    case 'index':
      return readIndex(run(node.object, context), run(node.index, context), node.pos);
    case 'call': {
      const args = node.args.map((arg) => run(arg, context));
      if (node.target !== null) args.unshift(run(node.target, context));
      return runCall(node.name, node.target !== null, args, node.pos);
    }
    case 'has': {
      const object = run(node.member.object, context);
      // Nobody signed in: `has(user.email)` is false rather than an error, the point of asking.
      if (object === null) return false;
      if (kindOf(object) !== 'map') throw new ExpressionFailure('type_mismatch', `has() tests a field of a map, not of a ${kindOf(object)}.`, node.pos);
      return hasMember(object, node.member.name);
    }
    case 'unary': {
      const operand = run(node.operand, context);
      if (node.op === '!') return !expectBool(operand, '!', node.pos);
      return -expectNumber(operand, '-', node.pos);
    }
    case 'binary':
      return runBinary(node, context);
    case 'conditional':
      return expectBool(run(node.test, context), '?:', node.test.pos) ? run(node.then, context) : run(node.otherwise, context);
    case 'list':
      return node.items.map((item) => run(item, context));
    case 'map': {
      const map: Record<string, unknown> = {};
      for (const entry of node.entries) {
        const key = run(entry.key, context);
        if (typeof key !== 'string') throw new ExpressionFailure('type_mismatch', `Map keys are text, not ${kindOf(key)}.`, entry.key.pos);
        if (isForbiddenMemberName(key)) throw new ExpressionFailure('forbidden_name', `"${key}" may not be written by an expression.`, entry.key.pos);
        map[key] = run(entry.value, context);
      }
      return map;
    }
    case 'macro':
      return runMacro(node, context);
    default: {
      const never: never = node;
      return never;
    }
  }
}

/**
 * `list.all(x, p)`, `exists`, `exists_one`, `filter(x, p)` and `map(x, t)`: the body runs once per
 * item of a list (or key of a map) with the item as `x`, within the evaluation's budget.
 */
function runMacro(node: Extract<ExpressionNode, { type: 'macro' }>, context: RunContext): ExpressionValue {
  const target = run(node.target, context);
  let items: readonly ExpressionValue[];
  if (Array.isArray(target)) items = (target as readonly unknown[]).map((item) => readValue(item, node.pos));
  else if (kindOf(target) === 'map') items = ownKeys(target as { readonly [key: string]: unknown });
  else throw new ExpressionFailure('type_mismatch', `${node.macro}() runs over a list or a map, not a ${kindOf(target)}.`, node.pos);
  context.budget.left -= items.length;
  if (context.budget.left < 0) throw new ExpressionFailure('too_costly', `The expression visits more than ${MAX_MACRO_ITERATIONS} items.`, node.pos);
  const locals = new Map(context.locals);
  const inner: RunContext = { ...context, locals };
  const body = (item: ExpressionValue): ExpressionValue => {
    locals.set(node.variable, item);
    return run(node.body, inner);
  };
  const test = (item: ExpressionValue): boolean => expectBool(body(item), `${node.macro}()`, node.body.pos);
  switch (node.macro) {
    case 'all':
      return items.every(test);
    case 'exists':
      return items.some(test);
    case 'exists_one':
      return items.filter(test).length === 1;
    case 'filter':
      return items.filter(test);
    case 'map':
      return items.map(body);
    default: {
      const never: never = node.macro;
      return never;
    }
  }
}

function readIndex(object: ExpressionValue, index: ExpressionValue, pos: number): ExpressionValue {
  const kind = kindOf(object);
  if (kind === 'null') throw new ExpressionFailure('null_access', 'Cannot index null.', pos);
  if (kind === 'list') {
    if (typeof index !== 'number') throw new ExpressionFailure('type_mismatch', `A list is indexed by a number, not a ${kindOf(index)}.`, pos);
    return readItem(object as readonly unknown[], index, pos);
  }
  if (kind === 'map') {
    if (typeof index !== 'string') throw new ExpressionFailure('type_mismatch', `A map is indexed by text, not a ${kindOf(index)}.`, pos);
    return readMember(object, index, pos);
  }
  throw new ExpressionFailure('type_mismatch', `A ${kind} cannot be indexed.`, pos);
}

function runBinary(node: Extract<ExpressionNode, { type: 'binary' }>, context: RunContext): ExpressionValue {
  const { op, pos } = node;
  const left = run(node.left, context);
  // `&&` and `||` stop at the left side when it decides: `user != null && user.email != ""` is safe.
  if (op === '&&' || op === '||') {
    const decided = expectBool(left, op, pos);
    if (op === '&&' ? !decided : decided) return decided;
    return expectBool(run(node.right, context), op, pos);
  }
  const right = run(node.right, context);
  switch (op) {
    case '==':
      return valuesEqual(left, right, pos);
    case '!=':
      return !valuesEqual(left, right, pos);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, left, right, pos);
    case 'in':
      if (Array.isArray(right)) return right.some((item: unknown) => valuesEqual(left, readValue(item, pos), pos));
      if (kindOf(right) === 'map') {
        if (typeof left !== 'string') throw refuse(op, left, right, pos);
        return hasMember(right, left);
      }
      throw refuse(op, left, right, pos);
    case '+':
      if (typeof left === 'number' && typeof right === 'number') return left + right;
      if (typeof left === 'string' && typeof right === 'string') return left + right;
      if (Array.isArray(left) && Array.isArray(right)) return [...(left as readonly unknown[]), ...(right as readonly unknown[])];
      throw refuse(op, left, right, pos);
    case '-':
    case '*':
    case '/':
    case '%':
      return arithmetic(op, left, right, pos);
    default: {
      const never: never = op;
      return never;
    }
  }
}

function compare(op: BinaryOperator, left: ExpressionValue, right: ExpressionValue, pos: number): boolean {
  const comparable = (typeof left === 'number' && typeof right === 'number') || (typeof left === 'string' && typeof right === 'string');
  if (!comparable) throw refuse(op, left, right, pos);
  const a = left as number | string;
  const b = right as number | string;
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

function arithmetic(op: BinaryOperator, left: ExpressionValue, right: ExpressionValue, pos: number): number {
  if (typeof left !== 'number' || typeof right !== 'number') throw refuse(op, left, right, pos);
  if ((op === '/' || op === '%') && right === 0) throw new ExpressionFailure('division_by_zero', `"${op}" by zero.`, pos);
  if (op === '-') return left - right;
  if (op === '*') return left * right;
  if (op === '/') return left / right;
  return left % right;
}

function expectBool(value: ExpressionValue, op: string, pos: number): boolean {
  if (typeof value !== 'boolean') throw new ExpressionFailure('type_mismatch', `"${op}" takes a bool, not a ${kindOf(value)}.`, pos);
  return value;
}

function expectNumber(value: ExpressionValue, op: string, pos: number): number {
  if (typeof value !== 'number') throw new ExpressionFailure('type_mismatch', `"${op}" takes a number, not a ${kindOf(value)}.`, pos);
  return value;
}

function refuse(op: string, left: ExpressionValue, right: ExpressionValue, pos: number): ExpressionFailure {
  return new ExpressionFailure('type_mismatch', `"${op}" does not take ${kindOf(left)} and ${kindOf(right)}.`, pos);
}

