import { fail, formatPath, type Result } from '../result.ts';
import type { ElementNode } from '../schema/element-node.ts';
import { validateAction } from '../actions/validate-action.ts';
import { checkExpressionSyntax } from '../expressions/check-expression.ts';
import { canContain, getElementDeclaration } from './element-declarations.ts';
import { isDeclaredProp } from './is-declared-prop.ts';

/**
 * Checks every node of a tree against its element declaration: a known type, props that match the
 * props schema, bindings of declared props whose sources are expressions, only declared events
 * whose actions the action catalogue accepts (a known type, good params), and children the parent
 * accepts. Returns the first error with
 * its path from the root (`children[1].props.text`); the root's own path is `''`.
 *
 * The tree's shape (ids, strings, arrays) is `elementNodeSchema`'s job; run that first.
 */
export function validateElementTree(root: ElementNode): Result<ElementNode> {
  const stack: { node: ElementNode; path: (string | number)[] }[] = [{ node: root, path: [] }];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    const declaration = getElementDeclaration(node.type);
    if (!declaration) {
      return fail('unknown-element-type', `Unknown element type '${node.type}'.`, formatPath([...path, 'type']), { type: node.type });
    }
    if (seen.has(node.id)) {
      return fail('duplicate-node-id', `The id '${node.id}' is used twice.`, formatPath([...path, 'id']), { id: node.id });
    }
    seen.add(node.id);
    const props = declaration.propsSchema.safeParse(node.props);
    if (!props.success) {
      const issue = props.error.issues[0];
      const where = formatPath([...path, 'props', ...(issue?.path ?? [])]);
      return fail('invalid-props', `${declaration.label}: ${issue?.message ?? 'invalid props'}`, where, { elementType: node.type, field: where });
    }
    for (const [prop, source] of Object.entries(node.bindings)) {
      const where = formatPath([...path, 'bindings', prop]);
      if (!isDeclaredProp(declaration, prop)) return fail('unknown-prop', `${declaration.label} has no prop '${prop}'.`, where, { elementType: node.type, prop });
      const problem = checkExpressionSyntax(source);
      if (problem) return fail('invalid-binding', `${declaration.label}: ${problem.message}`, where, { prop, reason: problem.code });
    }
    for (const event of Object.keys(node.events)) {
      if (!declaration.events.includes(event)) {
        return fail('unknown-event', `${declaration.label} has no event '${event}'.`, formatPath([...path, 'events', event]), { elementType: node.type, event });
      }
      for (const [index, action] of (node.events[event] ?? []).entries()) {
        const checked = validateAction(action, [...path, 'events', event, index]);
        if (!checked.ok) return checked;
      }
    }
    // Pushed in reverse so children are checked in document order and the first error is the first.
    for (let index = node.children.length - 1; index >= 0; index--) {
      const child = node.children[index]!;
      stack.push({ node: child, path: [...path, 'children', index] });
    }
    for (const [index, child] of node.children.entries()) {
      if (getElementDeclaration(child.type) && !canContain(node.type, child.type)) {
        return fail(
          'child-not-allowed',
          `${declaration.label} can not contain ${getElementDeclaration(child.type)!.label}.`,
          formatPath([...path, 'children', index]),
          { parentType: node.type, childType: child.type },
        );
      }
    }
  }
  return { ok: true, value: root };
}
