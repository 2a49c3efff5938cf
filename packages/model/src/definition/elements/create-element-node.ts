import type { ElementNode } from '../schema/element-node.ts';
import { getElementDeclaration } from './element-declarations.ts';

/**
 * A new node of a declared type with empty props (the declaration's `defaults` apply at render),
 * style, bindings and events. Throws for an undeclared type: callers pick types from the palette.
 *
 * @example
 * const button = createElementNode('button', newId(), { text: 'Save' });
 */
export function createElementNode(type: string, id: string, props: Record<string, unknown> = {}): ElementNode {
  if (!getElementDeclaration(type)) throw new Error(`Unknown element type '${type}'`);
  return { id, type, props: { ...props }, style: {}, bindings: {}, events: {}, children: [] };
}
