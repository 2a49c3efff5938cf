import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { Screen } from '../schema/screen.ts';
import { formatPath } from '../result.ts';
import { nodeNotFound } from './check-child.ts';
import { carryNodeIndex, nodeIndexOf, nodePath } from './node-index.ts';
import { nodeAtPath } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `setProp`; `value: undefined` removes the prop (the declaration's default applies). */
export interface SetPropArgs {
  nodeId: string;
  name: string;
  value: unknown;
}

/** Sets one prop of a node (the properties panel), checked against the element's props schema. */
export function setProp(screen: Screen, args: SetPropArgs): OpResult {
  const index = nodeIndexOf(screen.root);
  const node = index.nodeById.get(args.nodeId);
  const path = nodePath(index, args.nodeId);
  if (!node || !path) return nodeNotFound(args.nodeId);
  const declaration = getElementDeclaration(node.type);
  if (!declaration) return refuse('unknown-element-type', `Unknown element type '${node.type}'.`, { type: node.type });
  const next: Record<string, unknown> = { ...node.props, [args.name]: args.value };
  if (args.value === undefined) delete next[args.name];
  const parsed = declaration.propsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = formatPath(['props', ...(issue?.path ?? [args.name])]);
    return refuse('invalid-prop', `${field}: ${issue?.message ?? 'invalid'}`, { field });
  }
  const result = produceOp(screen, (root) => {
    const props = nodeAtPath(root, path).props;
    if (args.value === undefined) delete props[args.name];
    else props[args.name] = args.value;
  });
  if (result.ok) carryNodeIndex(screen.root, result.screen.root, path);
  return result;
}
