import * as z from 'zod/mini';
import { actionSchema } from './action.ts';

/** A style value: a CSS-like length, colour or keyword (`'12px'`, `'#fff'`) or a number (px). */
export const styleValueSchema = z.union([z.string(), z.number()]);

/** An element's style: property name → value. Always an object since schema version 2. */
export const styleSchema = z.record(z.string(), styleValueSchema);
/** An element's style object. */
export type ElementStyle = z.infer<typeof styleSchema>;

/** Prop name → binding expression (`{{ row.name }}`); a bound prop wins over its static value. */
export const bindingsSchema = z.record(z.string(), z.string());

/** Event name (`onClick`) → the actions it runs, in order. */
export const eventsSchema = z.record(z.string(), z.array(actionSchema));

/**
 * One node of a screen's element tree. `props` are checked against the element's declaration by
 * `validateElementTree`, not here, so that this schema stays the same for every element type.
 * Registered under the id `ElementNode`: a recursive schema needs a name to be written as JSON
 * Schema (the API document's `components.schemas.ElementNode`, which `children` refers back to).
 */
export const elementNodeSchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string().check(z.minLength(1)),
  props: z.record(z.string(), z.unknown()),
  style: styleSchema,
  bindings: bindingsSchema,
  events: eventsSchema,
  get children(): z.ZodMiniArray<typeof elementNodeSchema> {
    return z.array(elementNodeSchema);
  },
});
z.globalRegistry.add(elementNodeSchema, { id: 'ElementNode', description: "One node of a screen's element tree." });
/** One node of an element tree (inferred from `elementNodeSchema`). */
export type ElementNode = z.infer<typeof elementNodeSchema>;
