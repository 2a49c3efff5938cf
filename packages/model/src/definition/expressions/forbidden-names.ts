/**
 * Member names an expression may never name or compute, whatever the value: they lead from data to
 * JavaScript's machinery (`{}.constructor.constructor` is `Function`). Reading own data only
 * already keeps them out of reach; refusing them by name as well gives the builder a clear error
 * and keeps the rule if a reader ever changes.
 */
export const FORBIDDEN_MEMBER_NAMES: ReadonlySet<string> = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** Whether `name` is one an expression may not read or create. */
export function isForbiddenMemberName(name: string): boolean {
  return FORBIDDEN_MEMBER_NAMES.has(name);
}
