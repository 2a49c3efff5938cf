import * as z from 'zod/mini';
import { declareElement } from './element-declaration.ts';
import { isSafeHref, UNSAFE_HREF_MESSAGE } from './safe-url.ts';

/** Plain text. */
export const labelElement = declareElement({
  type: 'label',
  label: 'Label',
  group: 'text',
  propsSchema: z.strictObject({ text: z.optional(z.string()), maxLines: z.optional(z.int().check(z.nonnegative())) }),
  defaults: { text: 'Label', maxLines: 0 },
  children: 'none',
  events: ['onClick'],
  resizable: true,
});

/** A heading of level 1 to 6. */
export const headingElement = declareElement({
  type: 'heading',
  label: 'Heading',
  group: 'text',
  propsSchema: z.strictObject({ text: z.optional(z.string()), level: z.optional(z.int().check(z.minimum(1), z.maximum(6))) }),
  defaults: { text: 'Heading', level: 2 },
  children: 'none',
  events: ['onClick'],
  resizable: true,
});

/** Text that opens a URL; targets as the component designer's (spec §3), `_blank` by default. */
export const linkElement = declareElement({
  type: 'link',
  label: 'Link',
  group: 'text',
  propsSchema: z.strictObject({
    text: z.optional(z.string()),
    href: z.optional(z.string().check(z.refine(isSafeHref, UNSAFE_HREF_MESSAGE))),
    target: z.optional(z.enum(['_blank', '_parent', '_self', '_top'])),
  }),
  defaults: { text: 'Link', href: '#', target: '_blank' },
  children: 'none',
  events: ['onClick'],
  resizable: true,
});
