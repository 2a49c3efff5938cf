import type { ExpressionNode } from './expression-ast.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { checkCall } from './expression-functions.ts';
import type { ExpressionEnvironment } from './expression-scope.ts';
import { areComparable, type ExpressionType, formatExpressionType, isAssignable, isMapLike, types } from './expression-type.ts';

/**
 * The static type of a parsed expression in an environment; throws `ExpressionFailure` for an
 * unknown name or field, a forbidden name, or an operator, function or member used with a type it
 * does not take. `dyn` parts pass and are checked when the expression runs.
 */
export function typeExpression(node: ExpressionNode, environment: ExpressionEnvironment): ExpressionType {
  switch (node.type) {
    case 'literal':
      return literalType(node.value);
    case 'name': {
      const names = environment as Readonly<Record<string, ExpressionType | undefined>>;
      const type = Object.hasOwn(names, node.name) ? names[node.name] : undefined;
      if (type === undefined) {
        const available = Object.keys(environment).join(', ');
        throw new ExpressionFailure('unknown_name', `Unknown name "${node.name}"; available here: ${available === '' ? 'none' : available}.`, node.pos);
      }
      return type;
    }
    case 'member':
      return fieldType(typeExpression(node.object, environment), node.name, node.pos);
    case 'index':
      return indexType(typeExpression(node.object, environment), node.index, typeExpression(node.index, environment), node.pos);
    case 'call': {
      const args = node.args.map((arg) => typeExpression(arg, environment));
      if (node.target !== null) args.unshift(typeExpression(node.target, environment));
      return checkCall(node.name, node.target !== null, args, node.pos);
    }
    case 'has': {
      const object = typeExpression(node.member.object, environment);
      if (object.kind !== 'dyn' && !isMapLike(object)) throw mismatch(`has() tests a field of a map, not of a ${formatExpressionType(object)}`, node.pos);
      fieldType(object, node.member.name, node.member.pos);
      return types.bool;
    }
    case 'unary': {
      const operand = typeExpression(node.operand, environment);
      const expected = node.op === '!' ? types.bool : types.number;
      if (!isAssignable(operand, expected)) throw mismatch(`"${node.op}" takes a ${expected.kind}, not a ${formatExpressionType(operand)}`, node.pos);
      return expected;
    }
    case 'binary':
      return binaryType(node.op, typeExpression(node.left, environment), typeExpression(node.right, environment), node.pos);
    case 'conditional': {
      const test = typeExpression(node.test, environment);
      if (!isAssignable(test, types.bool)) throw mismatch(`The condition before "?" must be a bool, not a ${formatExpressionType(test)}`, node.test.pos);
      const then = typeExpression(node.then, environment);
      const otherwise = typeExpression(node.otherwise, environment);
      const joined = joinTypes(then, otherwise);
      if (joined === null) {
        throw mismatch(`Both results of "?:" must have the same type, not ${formatExpressionType(then)} and ${formatExpressionType(otherwise)}`, node.pos);
      }
      return joined;
    }
    case 'list': {
      const items = node.items.map((item) => typeExpression(item, environment));
      return types.list(items.reduce<ExpressionType | null>((joined, item) => (joined === null ? item : (joinTypes(joined, item) ?? types.dyn)), null) ?? types.dyn);
    }
    case 'map': {
      let valueType: ExpressionType | null = null;
      for (const entry of node.entries) {
        const key = typeExpression(entry.key, environment);
        if (!isAssignable(key, types.string)) throw mismatch(`Map keys are text, not ${formatExpressionType(key)}`, entry.key.pos);
        const value = typeExpression(entry.value, environment);
        valueType = valueType === null ? value : (joinTypes(valueType, value) ?? types.dyn);
      }
      return types.map(valueType ?? types.dyn);
    }
    case 'macro': {
      const target = typeExpression(node.target, environment);
      let item: ExpressionType;
      if (target.kind === 'list') item = target.of;
      else if (isMapLike(target)) item = types.string;
      else if (target.kind === 'dyn') item = types.dyn;
      else throw mismatch(`${node.macro}() runs over a list or a map, not a ${formatExpressionType(target)}`, node.pos);
      // The macro's variable joins the names of its body only (a new object: the caller's stays as it was).
      const body = typeExpression(node.body, { ...environment, [node.variable]: item } as ExpressionEnvironment);
      if (node.macro === 'map') return types.list(body);
      if (!isAssignable(body, types.bool)) throw mismatch(`The body of ${node.macro}() must be a bool, not a ${formatExpressionType(body)}`, node.body.pos);
      return node.macro === 'filter' ? types.list(item) : types.bool;
    }
    default: {
      const never: never = node;
      return never;
    }
  }
}

function literalType(value: string | number | boolean | null): ExpressionType {
  if (value === null) return types.null;
  if (typeof value === 'string') return types.string;
  if (typeof value === 'number') return types.number;
  return types.bool;
}

function fieldType(object: ExpressionType, name: string, pos: number): ExpressionType {
  switch (object.kind) {
    case 'dyn':
      return types.dyn;
    case 'map':
      return object.of;
    case 'record': {
      const field = Object.hasOwn(object.fields, name) ? object.fields[name] : undefined;
      if (field === undefined) {
        const known = Object.keys(object.fields);
        throw new ExpressionFailure('unknown_field', `There is no "${name}" here; known: ${known.length === 0 ? 'none' : known.join(', ')}.`, pos);
      }
      return field;
    }
    default:
      throw mismatch(`A ${formatExpressionType(object)} has no field "${name}"`, pos);
  }
}

function indexType(object: ExpressionType, indexNode: ExpressionNode, index: ExpressionType, pos: number): ExpressionType {
  switch (object.kind) {
    case 'dyn':
      return types.dyn;
    case 'list':
      if (!isAssignable(index, types.number)) throw mismatch(`A list is indexed by a number, not a ${formatExpressionType(index)}`, pos);
      return object.of;
    case 'map':
    case 'record':
      if (!isAssignable(index, types.string)) throw mismatch(`A map is indexed by text, not a ${formatExpressionType(index)}`, pos);
      if (indexNode.type === 'literal' && typeof indexNode.value === 'string') return fieldType(object, indexNode.value, indexNode.pos);
      return object.kind === 'map' ? object.of : types.dyn;
    default:
      throw mismatch(`A ${formatExpressionType(object)} cannot be indexed`, pos);
  }
}

function binaryType(op: Extract<ExpressionNode, { type: 'binary' }>['op'], left: ExpressionType, right: ExpressionType, pos: number): ExpressionType {
  const refuse = (): never => {
    throw mismatch(`"${op}" does not take ${formatExpressionType(left)} and ${formatExpressionType(right)}`, pos);
  };
  switch (op) {
    case '||':
    case '&&':
      if (!isAssignable(left, types.bool) || !isAssignable(right, types.bool)) refuse();
      return types.bool;
    case '==':
    case '!=':
      if (!areComparable(left, right)) refuse();
      return types.bool;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      const ordered = [types.number, types.string].some((kind) => isAssignable(left, kind) && isAssignable(right, kind));
      if (!ordered) refuse();
      return types.bool;
    }
    case 'in':
      if (right.kind === 'list') {
        if (!areComparable(left, right.of)) refuse();
      } else if (isMapLike(right)) {
        if (!isAssignable(left, types.string)) refuse();
      } else if (right.kind !== 'dyn') refuse();
      return types.bool;
    case '+': {
      // Text is joined only with text: `"n = " + string(n)`, as in CEL, so a number is never turned into text by surprise.
      for (const kind of [types.number, types.string]) {
        if (isAssignable(left, kind) && isAssignable(right, kind)) return left.kind === 'dyn' && right.kind === 'dyn' ? types.dyn : kind;
      }
      if (left.kind === 'list' && right.kind === 'list') return types.list(joinTypes(left.of, right.of) ?? types.dyn);
      if ((left.kind === 'list' && right.kind === 'dyn') || (left.kind === 'dyn' && right.kind === 'list')) return left.kind === 'list' ? left : right;
      return refuse();
    }
    case '-':
    case '*':
    case '/':
    case '%':
      if (!isAssignable(left, types.number) || !isAssignable(right, types.number)) refuse();
      return types.number;
    default: {
      const never: never = op;
      return never;
    }
  }
}

/** The type both results of `?:` (or all items of a list) share, or null when they differ. */
function joinTypes(a: ExpressionType, b: ExpressionType): ExpressionType | null {
  if (a.kind === 'dyn' || b.kind === 'dyn') return types.dyn;
  if (a.kind === 'null' && b.kind === 'null') return a;
  if (a.kind === 'null' || b.kind === 'null') {
    const other = a.kind === 'null' ? b : a;
    return other.kind === 'record' ? { ...other, nullable: true } : types.dyn;
  }
  if (a.kind === 'list' && b.kind === 'list') return types.list(joinTypes(a.of, b.of) ?? types.dyn);
  if (isMapLike(a) && isMapLike(b)) return formatExpressionType(a) === formatExpressionType(b) ? a : types.map(types.dyn);
  return a.kind === b.kind ? a : null;
}

function mismatch(message: string, pos: number): ExpressionFailure {
  return new ExpressionFailure('type_mismatch', `${message}.`, pos);
}
