import * as z from 'zod/mini';
import { expressionSchema, templateSchema } from './expression-source.ts';

/**
 * What the user sees when an action fails (the list stops there): a message (`text` a template;
 * empty or absent: the failure's own message, such as the data API's), nothing, or another screen.
 */
export const actionOnErrorSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('message'), text: z.optional(templateSchema) }),
  z.strictObject({ kind: z.literal('nothing') }),
  z.strictObject({ kind: z.literal('navigate'), screenId: z.string().check(z.minLength(1), z.maxLength(64)) }),
]);
export type ActionOnError = z.infer<typeof actionOnErrorSchema>;

/**
 * One action attached to an element event (navigate, set a variable, insert a row...). The shape
 * every action shares: `type` names a declaration of the action catalogue (`actions/`), which
 * checks `params` (the tree validator refuses an unknown type or bad params). `condition` is an
 * expression: false skips the action. `onError` defaults to the failure's message.
 */
export const actionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  params: z.record(z.string(), z.unknown()),
  condition: z.optional(expressionSchema),
  onError: z.optional(actionOnErrorSchema),
});
/** An action attached to an element event (inferred from `actionSchema`). */
export type Action = z.infer<typeof actionSchema>;
