import type { ElementDeclaration } from './element-declaration.ts';

/**
 * Whether `name` is a prop the declaration's props schema lists (a binding may target only
 * those). Props schemas are strict objects; their `shape` names every prop, own keys only.
 */
export function isDeclaredProp(declaration: ElementDeclaration, name: string): boolean {
  const shape = (declaration.propsSchema as { shape?: Readonly<Record<string, unknown>> }).shape;
  return shape !== undefined && Object.hasOwn(shape, name);
}
