import { isDeclaredProp } from '../elements/is-declared-prop.ts';
import { getElementDeclaration } from '../elements/element-declarations.ts';
import { checkExpressionSyntax } from '../expressions/check-expression.ts';
import type { Screen } from '../schema/screen.ts';
import { nodeNotFound } from './check-child.ts';
import { nodeAtPath } from './locate.ts';
import { carryNodeIndex, nodeIndexOf, nodePath } from './node-index.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `setBinding`; `expression: null` removes the binding (the static prop shows again). */
export interface SetBindingArgs {
  nodeId: string;
  prop: string;
  expression: string | null;
}

/**
 * Binds one prop of a node to an expression (the properties panel's bind toggle), or unbinds it.
 * Refuses a prop the element does not declare (`unknown-prop`) and a source that is not an
 * expression at all (`invalid-binding`: syntax, length, a forbidden name). Names and types are
 * not checked here: they depend on where the screen runs, and the panel shows them as the
 * builder types. The static prop is kept, so unbinding brings it back.
 */
export function setBinding(screen: Screen, args: SetBindingArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  const node = index.nodeById.get(args.nodeId);
  const path = nodePath(index, args.nodeId);
  if (!node || !path) return nodeNotFound(args.nodeId);
  const declaration = getElementDeclaration(node.type);
  if (!declaration) return refuse('unknown-element-type', `Unknown element type '${node.type}'.`, { type: node.type });
  if (!isDeclaredProp(declaration, args.prop)) {
    return refuse('unknown-prop', `${declaration.label} has no prop '${args.prop}'.`, { elementType: node.type, prop: args.prop });
  }
  if (args.expression !== null) {
    const problem = checkExpressionSyntax(args.expression);
    if (problem) return refuse('invalid-binding', `bindings.${args.prop}: ${problem.message}`, { prop: args.prop, reason: problem.code });
  }
  const result = produceOp(screen, (root) => {
    const bindings = nodeAtPath(root, path).bindings;
    if (args.expression === null) delete bindings[args.prop];
    else bindings[args.prop] = args.expression;
  });
  if (result.ok) carryNodeIndex(screen.root, result.screen.root, path);
  return result;
}
