import * as z from 'zod/mini';

/**
 * Any JSON, taken or sent by a route without zod walking it (a tree the service reads without
 * recursion), documented in the API document as `schema`: a `$ref` to the component that
 * `plugins/docs.ts` emits for `schema` from its id in `z.globalRegistry`.
 */
export function unreadAs(schema: z.core.$ZodType): z.ZodMiniUnknown {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('unreadAs: the schema has no id in z.globalRegistry, so no component to refer to');
  return z.unknown().register(z.globalRegistry, { $ref: `#/components/schemas/${id}` });
}
