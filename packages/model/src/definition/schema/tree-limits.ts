import { fail, formatPath, type Result } from '../result.ts';

/**
 * The deepest a screen's elements may nest, the root being level 1. Real screens stay within a
 * dozen levels (the templates use 3); far past 64, rendering a screen overflows the browser's
 * stack (React commits a tree recursively: a few hundred levels of containers take a canvas down).
 */
export const MAX_SCREEN_NESTING = 64;

/**
 * The most elements one screen holds, the root included: twice the 10,000 of the studio's
 * benchmark screen, which still edits and saves at interactive speed.
 */
export const MAX_SCREEN_ELEMENTS = 20_000;

/**
 * The deepest a value inside one element (its props, style, bindings or events) may nest, the
 * field itself being level 1. Props and actions use a handful of levels.
 */
export const MAX_ELEMENT_VALUE_NESTING = 32;

/** The messages of the limits: the server answers with them and the studio shows them. */
export const screenTreeLimitMessages = {
  tooDeep: `A screen's elements can be nested at most ${MAX_SCREEN_NESTING} levels deep.`,
  tooManyElements: `A screen can hold at most ${MAX_SCREEN_ELEMENTS.toLocaleString('en-US')} elements.`,
  valueTooDeep: `An element's props, style, bindings and events can be nested at most ${MAX_ELEMENT_VALUE_NESTING} levels deep.`,
  /** Shown where a renderer stops, in place of the elements nested deeper than the limit. */
  deeperNotShown: `Elements nested deeper than ${MAX_SCREEN_NESTING} levels are not shown.`,
} as const;

/** The codes of a limit's refusal, in results of checks and ops. */
export const screenTreeLimitCodes = {
  tooDeep: 'tree-too-deep',
  tooManyElements: 'tree-too-large',
  valueTooDeep: 'value-too-deep',
} as const;

/** The limit each refusal names, by code (the `max` param of the refusal). */
export const screenTreeLimitMaxima = {
  [screenTreeLimitCodes.tooDeep]: MAX_SCREEN_NESTING,
  [screenTreeLimitCodes.tooManyElements]: MAX_SCREEN_ELEMENTS,
  [screenTreeLimitCodes.valueTooDeep]: MAX_ELEMENT_VALUE_NESTING,
} as const;

/** The fields of an element whose values are checked for nesting. */
const VALUE_FIELDS = ['props', 'style', 'bindings', 'events'] as const;

/** A path from the root kept as a chain, so only a refusal pays for building it. */
interface PathLink {
  parent: PathLink | null;
  index: number;
}

function pathOf(link: PathLink | null, field: string): (string | number)[] {
  const parts: (string | number)[] = [field];
  for (let at = link; at !== null; at = at.parent) parts.unshift('children', at.index);
  return parts;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether `value` nests objects and arrays more than `limit` levels (a plain value is level 0). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, level] = stack.pop()!;
    if (!isObject(current)) continue;
    if (level + 1 > limit) return true;
    for (const item of Object.values(current)) if (isObject(item)) stack.push([item, level + 1]);
  }
  return false;
}

/** The first limit a tree passes: its code, message and the path of the field it concerns. */
export interface TreeLimitBreach {
  code: (typeof screenTreeLimitCodes)[keyof typeof screenTreeLimitCodes];
  message: string;
  path: (string | number)[];
}

/**
 * Checks an element tree of any shape (a request body, a stored document, a clipboard) against
 * the limits, without recursion and before anything recursive (the zod schema, JSON, rendering)
 * sees it: at most `MAX_SCREEN_NESTING` levels, `MAX_SCREEN_ELEMENTS` elements and
 * `MAX_ELEMENT_VALUE_NESTING` levels inside an element's fields. Stops at the first limit passed
 * and returns it, or null; a value-nesting breach names the field (`children[0].events`), the
 * others the root. Objects are counted as elements wherever a `children` array holds them; other
 * shape errors are left to the schema.
 */
export function findTreeLimitBreach(root: unknown): TreeLimitBreach | null {
  const stack: { node: unknown; level: number; path: PathLink | null }[] = [{ node: root, level: 1, path: null }];
  let elements = 0;
  while (stack.length > 0) {
    const { node, level, path } = stack.pop()!;
    if (!isObject(node) || Array.isArray(node)) continue;
    elements += 1;
    if (level > MAX_SCREEN_NESTING) return { code: screenTreeLimitCodes.tooDeep, message: screenTreeLimitMessages.tooDeep, path: [] };
    if (elements > MAX_SCREEN_ELEMENTS) {
      return { code: screenTreeLimitCodes.tooManyElements, message: screenTreeLimitMessages.tooManyElements, path: [] };
    }
    for (const field of VALUE_FIELDS) {
      if (nestsDeeperThan(node[field], MAX_ELEMENT_VALUE_NESTING)) {
        return { code: screenTreeLimitCodes.valueTooDeep, message: screenTreeLimitMessages.valueTooDeep, path: pathOf(path, field) };
      }
    }
    const children = node.children;
    if (!Array.isArray(children)) continue;
    for (let index = children.length - 1; index >= 0; index--) {
      stack.push({ node: children[index], level: level + 1, path: { parent: path, index } });
    }
  }
  return null;
}

/** `findTreeLimitBreach` as a result: the breach's path formatted (`children[0].events`, '' for the root). */
export function checkElementTreeLimits(root: unknown): Result<true> {
  const breach = findTreeLimitBreach(root);
  return breach ? fail(breach.code, breach.message, formatPath(breach.path)) : { ok: true, value: true };
}

/** The levels of a tree (a lone node: 1) and its number of elements, counted without recursion. */
export function measureElementTree(root: { children: readonly unknown[] }): { levels: number; elements: number } {
  const stack: [{ children: readonly unknown[] }, number][] = [[root, 1]];
  let levels = 0;
  let elements = 0;
  while (stack.length > 0) {
    const [node, level] = stack.pop()!;
    elements += 1;
    if (level > levels) levels = level;
    for (const child of node.children) stack.push([child as { children: readonly unknown[] }, level + 1]);
  }
  return { levels, elements };
}
