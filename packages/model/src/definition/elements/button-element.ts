import * as z from 'zod/mini';
import { declareElement } from './element-declaration.ts';

/** A button; `buttonType` as the component designer's (button, reset, submit). */
export const buttonElement = declareElement({
  type: 'button',
  label: 'Button',
  group: 'button',
  propsSchema: z.strictObject({
    text: z.optional(z.string()),
    variant: z.optional(z.enum(['primary', 'secondary', 'text'])),
    buttonType: z.optional(z.enum(['button', 'reset', 'submit'])),
    disabled: z.optional(z.boolean()),
    icon: z.optional(z.string()),
  }),
  defaults: { text: 'Button', variant: 'primary', buttonType: 'button', disabled: false },
  children: 'none',
  events: ['onClick'],
  resizable: true,
});
