import type { ElementDeclaration, ElementNode } from '@tessera/model/definition';
import { useMemo } from 'react';
import { useBoundProps } from '../bindings/use-bound-props.ts';

// The declared props of a declaration, without the `Record<string, unknown>` index signature.
type DeclaredProps<D extends ElementDeclaration> = {
  [K in keyof D['defaults'] as string extends K ? never : number extends K ? never : K]: D['defaults'][K];
};

/**
 * An element's props after `resolveProps`: every prop with a default is present; the props listed
 * in `Optional` (those without a default, such as `maxLength`) may be missing.
 */
export type ResolvedProps<D extends ElementDeclaration, Optional extends keyof DeclaredProps<D> = never> = Required<
  Omit<DeclaredProps<D>, Optional>
> &
  Partial<Pick<DeclaredProps<D>, Optional>>;

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/**
 * A node's props merged over its declaration's defaults (a node stores only the props that differ
 * from the defaults). A stored prop whose kind (string, number, boolean, array, object) differs
 * from its non-null default is ignored, so a bad value never reaches a host component. Pure.
 *
 * @example
 * resolveProps(labelElement, { text: 'Hi' }) // → { text: 'Hi', maxLines: 0 }
 */
export function resolveProps<D extends ElementDeclaration, Optional extends keyof DeclaredProps<D> = never>(
  declaration: D,
  props: Readonly<Record<string, unknown>>,
): ResolvedProps<D, Optional> {
  const defaults: Readonly<Record<string, unknown>> = declaration.defaults;
  const resolved: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined) continue;
    const fallback = defaults[name];
    if (fallback !== undefined && fallback !== null && kindOf(fallback) !== kindOf(value)) continue;
    resolved[name] = value;
  }
  return resolved as ResolvedProps<D, Optional>;
}

/**
 * `resolveProps` for a node, with its bound props over the static ones in live mode (a binding
 * that fails leaves the static value; in edit mode the static values show). Recomputed only when
 * the node's `props` change or, for a bound node, when the binding scope does.
 */
export function useElementProps<D extends ElementDeclaration, Optional extends keyof DeclaredProps<D> = never>(
  declaration: D,
  node: ElementNode,
): ResolvedProps<D, Optional> {
  const bound = useBoundProps(declaration, node);
  return useMemo(() => resolveProps<D, Optional>(declaration, bound === null ? node.props : { ...node.props, ...bound }), [declaration, node.props, bound]);
}
