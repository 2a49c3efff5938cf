import type { BinaryOperator, ExpressionNode } from './expression-ast.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { runCall } from './expression-functions.ts';
import { type ExpressionScope, isScopeName } from './expression-scope.ts';
import { type ExpressionValue, hasMember, kindOf, readItem, readMember, readValue, valuesEqual } from './expression-values.ts';
import { isForbiddenMemberName } from './forbidden-names.ts';

/**
 * Evaluates a parsed expression against a scope by walking its tree: no code is generated and
 * nothing outside the scope's own data is reachable. Types are checked on the values as they
 * come, so an expression typed `dyn` still fails cleanly. Throws `ExpressionFailure`.
 */
export function runExpression(node: ExpressionNode, scope: ExpressionScope): ExpressionValue {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'name': {
      const value = isScopeName(node.name) && Object.hasOwn(scope, node.name) ? scope[node.name] : undefined;
      if (value === undefined) throw new ExpressionFailure('unknown_name', `"${node.name}" is not available here.`, node.pos);
      return readValue(value, node.pos);
    }
    case 'member':
      return readMember(runExpression(node.object, scope), node.name, node.pos);
    case 'index':
      return readIndex(runExpression(node.object, scope), runExpression(node.index, scope), node.pos);
    case 'call': {
      const args = node.args.map((arg) => runExpression(arg, scope));
      if (node.target !== null) args.unshift(runExpression(node.target, scope));
      return runCall(node.name, node.target !== null, args, node.pos);
    }
    case 'has': {
      const object = runExpression(node.member.object, scope);
      // Nobody signed in: `has(user.email)` is false rather than an error, the point of asking.
      if (object === null) return false;
      if (kindOf(object) !== 'map') throw new ExpressionFailure('type_mismatch', `has() tests a field of a map, not of a ${kindOf(object)}.`, node.pos);
      return hasMember(object, node.member.name);
    }
    case 'unary': {
      const operand = runExpression(node.operand, scope);
      if (node.op === '!') return !expectBool(operand, '!', node.pos);
      return -expectNumber(operand, '-', node.pos);
    }
    case 'binary':
      return runBinary(node, scope);
    case 'conditional':
      return expectBool(runExpression(node.test, scope), '?:', node.test.pos) ? runExpression(node.then, scope) : runExpression(node.otherwise, scope);
    case 'list':
      return node.items.map((item) => runExpression(item, scope));
    case 'map': {
      const map: Record<string, unknown> = {};
      for (const entry of node.entries) {
        const key = runExpression(entry.key, scope);
        if (typeof key !== 'string') throw new ExpressionFailure('type_mismatch', `Map keys are text, not ${kindOf(key)}.`, entry.key.pos);
        if (isForbiddenMemberName(key)) throw new ExpressionFailure('forbidden_name', `"${key}" may not be written by an expression.`, entry.key.pos);
        map[key] = runExpression(entry.value, scope);
      }
      return map;
    }
    default: {
      const never: never = node;
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

function runBinary(node: Extract<ExpressionNode, { type: 'binary' }>, scope: ExpressionScope): ExpressionValue {
  const { op, pos } = node;
  const left = runExpression(node.left, scope);
  // `&&` and `||` stop at the left side when it decides: `user != null && user.email != ""` is safe.
  if (op === '&&' || op === '||') {
    const decided = expectBool(left, op, pos);
    if (op === '&&' ? !decided : decided) return decided;
    return expectBool(runExpression(node.right, scope), op, pos);
  }
  const right = runExpression(node.right, scope);
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

