import { MACRO_NAMES } from './expression-ast.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { type ExpressionType, formatExpressionType, isMapLike, types } from './expression-type.ts';
import { type ExpressionValue, kindOf, ownKeys, readValue, toPlainValue, type ValueKind } from './expression-values.ts';

/**
 * The functions and methods of the binding language, each declared once for the checker (which
 * argument types it takes, what it returns) and the evaluator (what it does). A method's receiver
 * is its first argument: `name.startsWith("A")` is `startsWith(name, "A")`.
 */
interface ExpressionFunction {
  /** Allowed kinds per argument (the receiver first for a method); `?` marks an optional last one. */
  params: readonly (readonly ValueKind[])[];
  optionalLast?: boolean;
  returns: (args: readonly ExpressionType[]) => ExpressionType;
  run: (args: readonly ExpressionValue[], pos: number) => ExpressionValue;
}

const ANY: readonly ValueKind[] = ['string', 'number', 'bool', 'null', 'list', 'map'];
const TEXT: readonly ValueKind[] = ['string'];
const SIZED: readonly ValueKind[] = ['string', 'list', 'map'];

const size: ExpressionFunction = {
  params: [SIZED],
  returns: () => types.number,
  run: ([value]) => {
    if (typeof value === 'string') return [...value].length;
    if (Array.isArray(value)) return value.length;
    return ownKeys(value as { readonly [key: string]: unknown }).length;
  },
};

const toNumber = (name: string, whole: boolean): ExpressionFunction => ({
  params: [['number', 'string']],
  returns: () => types.number,
  run: ([value], pos) => {
    const number = typeof value === 'number' ? value : Number((value as string).trim());
    if (typeof value === 'string' && ((value as string).trim() === '' || !Number.isFinite(number))) {
      throw new ExpressionFailure('not_a_number', `${name}() cannot read ${JSON.stringify(value)} as a number.`, pos);
    }
    return whole ? Math.trunc(number) : number;
  },
});

const textTest = (test: (text: string, part: string) => boolean): ExpressionFunction => ({
  params: [TEXT, TEXT],
  returns: () => types.bool,
  run: ([text, part]) => test(text as string, part as string),
});

const textChange = (change: (text: string) => string): ExpressionFunction => ({
  params: [TEXT],
  returns: () => types.string,
  run: ([text]) => change(text as string),
});

/** Global functions: `size(x)`, `string(x)`, `int(x)`, `double(x)`. */
const GLOBAL_FUNCTIONS: ReadonlyMap<string, ExpressionFunction> = new Map([
  ['size', size],
  ['string', { params: [ANY], returns: () => types.string, run: ([value]) => formatValue(value as ExpressionValue) }],
  ['int', toNumber('int', true)],
  ['double', toNumber('double', false)],
]);

/** Methods: `x.size()`, text tests and changes, `list.join(separator)`. */
const METHODS: ReadonlyMap<string, ExpressionFunction> = new Map([
  ['size', size],
  ['contains', textTest((text, part) => text.includes(part))],
  ['startsWith', textTest((text, part) => text.startsWith(part))],
  ['endsWith', textTest((text, part) => text.endsWith(part))],
  ['lowerAscii', textChange((text) => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase()))],
  ['upperAscii', textChange((text) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase()))],
  ['trim', textChange((text) => text.trim())],
  [
    'join',
    {
      params: [['list'], TEXT],
      optionalLast: true,
      returns: () => types.string,
      run: ([list, separator], pos) => {
        const items = (list as readonly unknown[]).map((item) => readValue(item, pos));
        if (!items.every((item) => typeof item === 'string')) throw new ExpressionFailure('type_mismatch', 'join() takes a list of text.', pos);
        return items.join(separator === undefined ? '' : (separator as string));
      },
    },
  ],
]);

/** Names of the global functions and methods, for the studio's list of what is available. */
export const expressionFunctionNames = { functions: [...GLOBAL_FUNCTIONS.keys(), 'has'], methods: [...METHODS.keys(), ...MACRO_NAMES] } as const;

function lookUp(name: string, isMethod: boolean, pos: number): ExpressionFunction {
  const found = (isMethod ? METHODS : GLOBAL_FUNCTIONS).get(name);
  if (found === undefined) {
    throw new ExpressionFailure('unknown_function', isMethod ? `There is no method "${name}()".` : `There is no function "${name}()".`, pos);
  }
  return found;
}

function checkArity(fn: ExpressionFunction, name: string, count: number, pos: number): void {
  const most = fn.params.length;
  const least = fn.optionalLast === true ? most - 1 : most;
  if (count < least || count > most) {
    throw new ExpressionFailure('type_mismatch', `${name}() takes ${least === most ? most : `${least} or ${most}`} argument${most === 1 ? '' : 's'} (receiver included), not ${count}.`, pos);
  }
}

/** The result type of a call whose arguments have the given types; refuses a wrong type or count. */
export function checkCall(name: string, isMethod: boolean, args: readonly ExpressionType[], pos: number): ExpressionType {
  const fn = lookUp(name, isMethod, pos);
  checkArity(fn, name, args.length, pos);
  args.forEach((arg, at) => {
    const allowed = fn.params[at] as readonly ValueKind[];
    if (!typeFits(arg, allowed)) {
      throw new ExpressionFailure('type_mismatch', `${name}() does not take a ${formatExpressionType(arg)} ${describeArgument(isMethod, at)}.`, pos);
    }
  });
  return fn.returns(args);
}

/** Runs a call on evaluated arguments, checking their kinds (a `dyn` argument is only known now). */
export function runCall(name: string, isMethod: boolean, args: readonly ExpressionValue[], pos: number): ExpressionValue {
  const fn = lookUp(name, isMethod, pos);
  checkArity(fn, name, args.length, pos);
  args.forEach((arg, at) => {
    const kind = kindOf(arg);
    if (!(fn.params[at] as readonly ValueKind[]).includes(kind)) {
      throw new ExpressionFailure('type_mismatch', `${name}() does not take a ${kind} ${describeArgument(isMethod, at)}.`, pos);
    }
  });
  return fn.run(args, pos);
}

function describeArgument(isMethod: boolean, at: number): string {
  if (isMethod && at === 0) return 'as its receiver';
  return `as argument ${isMethod ? at : at + 1}`;
}

function typeFits(type: ExpressionType, allowed: readonly ValueKind[]): boolean {
  if (type.kind === 'dyn') return true;
  if (type.kind === 'record') return allowed.includes('map') || (type.nullable === true && allowed.includes('null'));
  return allowed.includes(isMapLike(type) ? 'map' : type.kind);
}

/** How `string(x)` writes a value: text as is, numbers as JavaScript writes them, the rest as JSON. */
export function formatValue(value: ExpressionValue): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  // Copied to plain data first: no host `toJSON` runs, bigints and Maps are read as elsewhere.
  return JSON.stringify(toPlainValue(value));
}
