import type { ExpressionNode } from './expression-ast.ts';
import { ExpressionFailure } from './expression-errors.ts';
import { parseExpression } from './parse-expression.ts';

/** How many parsed expressions are kept; a screen's bindings and the panel's drafts fit many times over. */
export const PARSED_EXPRESSION_CACHE_SIZE = 500;

/**
 * A bounded least-recently-used map of source → parsed tree (or the parse failure), so a binding
 * evaluated at every render is parsed once. A Map keeps insertion order: a hit is moved to the
 * end, and the first key is the one least recently used.
 */
export function createParsedExpressionCache(limit = PARSED_EXPRESSION_CACHE_SIZE) {
  const entries = new Map<string, ExpressionNode | ExpressionFailure>();
  return {
    /** The parsed tree of `source`; throws its `ExpressionFailure` (cached too: a bad draft is refused fast). */
    parse(source: string): ExpressionNode {
      let entry = entries.get(source);
      if (entry === undefined) {
        try {
          entry = parseExpression(source);
        } catch (caught) {
          if (!(caught instanceof ExpressionFailure)) throw caught;
          entry = caught;
        }
        if (entries.size >= limit) entries.delete(entries.keys().next().value as string);
      } else {
        entries.delete(source);
      }
      entries.set(source, entry);
      if (entry instanceof ExpressionFailure) throw entry;
      return entry;
    },
    get size(): number {
      return entries.size;
    },
    has(source: string): boolean {
      return entries.has(source);
    },
  };
}

/** The cache the entry points share. */
export const parsedExpressions = createParsedExpressionCache();
