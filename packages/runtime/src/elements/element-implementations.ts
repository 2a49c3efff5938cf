import { buttonImplementations } from './button/button-implementations.ts';
import { dataImplementations } from './data/data-implementations.ts';
import type { ElementComponent } from './element-component.ts';
import { inputImplementations } from './inputs/input-implementations.ts';
import { layoutImplementations } from './layout/layout-implementations.ts';
import { mediaImplementations } from './media/media-implementations.ts';
import { textImplementations } from './text/text-implementations.ts';

/**
 * The implementation of every declared element type, by type (`elementDeclarations` of
 * `@tessera/model/definition`), gathered from one registry per palette group. `NodeView` renders a
 * type that is not here as a visible "Unknown element" box.
 */
export const elementImplementations: Readonly<Record<string, ElementComponent>> = {
  ...layoutImplementations,
  ...textImplementations,
  ...inputImplementations,
  ...mediaImplementations,
  ...dataImplementations,
  ...buttonImplementations,
};

/** The implementation of `type`, or `undefined` (only own keys: `'constructor'` is no element). */
export function getElementImplementation(type: string): ElementComponent | undefined {
  return Object.hasOwn(elementImplementations, type) ? elementImplementations[type] : undefined;
}
