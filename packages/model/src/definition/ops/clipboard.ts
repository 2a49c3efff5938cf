import * as z from 'zod/mini';
import { elementTreeSchema } from '../schema/element-tree.ts';

/**
 * What copy puts on the clipboard: the copied subtrees as they are (ids included; paste gives
 * fresh ones) and where they came from. JSON, so it survives the system clipboard across screens
 * and tabs; paste validates it on the way back.
 */
export const clipboardPayloadSchema = z.object({
  kind: z.literal('tessera/elements'),
  sourceScreenId: z.string(),
  nodes: z.array(elementTreeSchema).check(z.minLength(1)),
});
/** The clipboard contents (inferred from `clipboardPayloadSchema`). */
export type ClipboardPayload = z.infer<typeof clipboardPayloadSchema>;
