import * as z from 'zod/mini';
import { elementNodeSchema } from './element-node.ts';
import { findTreeLimitBreach } from './tree-limits.ts';

/** The screen-tree limits as a zod check: one issue naming the limit and where it was passed. */
const withinTreeLimits = z.check<unknown>((payload) => {
  const breach = findTreeLimitBreach(payload.value);
  if (breach) payload.issues.push({ code: 'custom', message: breach.message, input: payload.value, path: breach.path });
});

/**
 * A screen's element tree as any input carries it (a save, a stored document, a clipboard, a
 * canvas message): the limits are checked first, without recursion, and `elementNodeSchema`
 * (recursive) runs only on a tree within them, so the JavaScript stack never decides.
 */
export const elementTreeSchema = z.pipe(z.unknown().check(withinTreeLimits), elementNodeSchema);
