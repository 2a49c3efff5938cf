import * as z from 'zod/mini';

/**
 * One action attached to an element event (navigate, call a function, show a message...). The
 * action catalogue comes with the action engine; until then an action is its `type` and loose
 * `params`, so stored actions survive round trips untouched.
 */
export const actionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  params: z.record(z.string(), z.unknown()),
});
/** An action attached to an element event (inferred from `actionSchema`). */
export type Action = z.infer<typeof actionSchema>;
