import type * as z from 'zod/mini';

/** The palette's groups, in palette order. */
export const paletteGroups = ['layout', 'text', 'inputs', 'media', 'data', 'button'] as const;
/** One of `paletteGroups`. */
export type PaletteGroup = (typeof paletteGroups)[number];

/**
 * Which children an element accepts: `'none'` (a leaf), `'any'` element, or only the listed types.
 */
export type AllowedChildren = 'none' | 'any' | readonly string[];

/**
 * One element type as data: what the studio palette lists, what the server validator checks and
 * what the runtime implements. `propsSchema` is a strict object whose fields are all optional, so
 * a node stores only the props that differ from `defaults`.
 */
export interface ElementDeclaration<Schema extends z.ZodMiniType = z.ZodMiniType> {
  type: string;
  label: string;
  group: PaletteGroup;
  propsSchema: Schema;
  defaults: z.output<Schema> & Record<string, unknown>;
  children: AllowedChildren;
  events: readonly string[];
  resizable: boolean;
  /**
   * Props the properties panel's generic form leaves out because an editor of their own sets them
   * (a screen's `variables`, a data query's `filters` and `order`).
   */
  ownEditorProps?: readonly string[];
}

/**
 * Declares an element, typing `defaults` against the props schema.
 *
 * @example
 * const spacer = declareElement({ type: 'spacer', propsSchema: z.strictObject({ size: z.optional(z.number()) }), ... });
 */
export function declareElement<Schema extends z.ZodMiniType<Record<string, unknown>>>(
  declaration: ElementDeclaration<Schema> & { defaults: NoInfer<z.output<Schema>> },
): ElementDeclaration<Schema> {
  return declaration;
}
