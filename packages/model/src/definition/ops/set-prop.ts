import { getElementDeclaration } from '../elements/element-declarations.ts';
import type { ProjectDefinition } from '../schema/project-definition.ts';
import { formatPath } from '../result.ts';
import { findNode, locateScreen } from './locate.ts';
import { produceOp, refuse, type OpResult } from './produce-op.ts';

/** Arguments of `setProp`; `value: undefined` removes the prop (the declaration's default applies). */
export interface SetPropArgs {
  screenId: string;
  nodeId: string;
  name: string;
  value: unknown;
}

/** Sets one prop of a node (the properties panel), checked against the element's props schema. */
export function setProp(project: ProjectDefinition, args: SetPropArgs): OpResult {
  const target = locateScreen(project, args.screenId);
  if (!target) return refuse('screen-not-found', `Screen '${args.screenId}' not found.`);
  const node = target.index.nodeById.get(args.nodeId);
  if (!node) return refuse('node-not-found', `Element '${args.nodeId}' not found.`);
  const declaration = getElementDeclaration(node.type);
  if (!declaration) return refuse('unknown-element-type', `Unknown element type '${node.type}'.`);
  const next: Record<string, unknown> = { ...node.props, [args.name]: args.value };
  if (args.value === undefined) delete next[args.name];
  const parsed = declaration.propsSchema.safeParse(next);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse('invalid-prop', `${formatPath(['props', ...(issue?.path ?? [args.name])])}: ${issue?.message ?? 'invalid'}`);
  }
  return produceOp(project, (draft) => {
    const props = findNode(draft.screens[target.screenIndex]!.root, args.nodeId).props;
    if (args.value === undefined) delete props[args.name];
    else props[args.name] = args.value;
  });
}
