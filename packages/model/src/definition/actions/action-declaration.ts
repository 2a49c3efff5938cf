import type * as z from 'zod/mini';

/** The groups the action editor lists actions in, in order. */
export const actionGroups = ['navigation', 'variables', 'feedback', 'forms', 'data', 'rest', 'endUser', 'device'] as const;
export type ActionGroup = (typeof actionGroups)[number];

/**
 * One action type as data: what the action editor offers, what the tree validator checks and what
 * the runtime's engine runs. `paramsSchema` is a strict object; `expressions` and `templates`
 * name the params (dotted for nested ones, `*` for every key or item) whose text the engine
 * evaluates, so the editor can type-check them as the builder types.
 */
export interface ActionDeclaration<Schema extends z.ZodMiniType = z.ZodMiniType, Type extends string = string> {
  type: Type;
  label: string;
  group: ActionGroup;
  paramsSchema: Schema;
  /** The params of a new action of this type (valid against `paramsSchema` once the ids are chosen). */
  defaults: Record<string, unknown>;
  expressions: readonly string[];
  templates: readonly string[];
}

/** Declares an action type. */
export function declareAction<Schema extends z.ZodMiniType<Record<string, unknown>>, Type extends string>(
  declaration: ActionDeclaration<Schema, Type>,
): ActionDeclaration<Schema, Type> {
  return declaration;
}
