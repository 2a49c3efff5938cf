import * as z from 'zod/mini';
import { declareAction } from './action-declaration.ts';
import { expressionMapSchema, referenceIdSchema, templateSchema } from './action-params.ts';

/** Opens another screen of the app; `params` become the target's route parameters (`params.id`). */
export const navigateAction = declareAction({
  type: 'navigate',
  label: 'Navigate to screen',
  group: 'navigation',
  paramsSchema: z.strictObject({ screenId: referenceIdSchema, params: z.optional(expressionMapSchema) }),
  defaults: { screenId: '' },
  expressions: ['params.*'],
  templates: [],
});

/** Returns to the previous screen (nothing happens on the first one). */
export const goBackAction = declareAction({
  type: 'goBack',
  label: 'Go back',
  group: 'navigation',
  paramsSchema: z.strictObject({}),
  defaults: {},
  expressions: [],
  templates: [],
});

/** Opens a web address (http, https, mailto, tel) in a new tab or in place of the app. */
export const openUrlAction = declareAction({
  type: 'openUrl',
  label: 'Open URL',
  group: 'navigation',
  paramsSchema: z.strictObject({
    url: templateSchema.check(z.minLength(1, 'Enter an address.')),
    target: z.optional(z.enum(['_blank', '_self'])),
  }),
  defaults: { url: '' },
  expressions: [],
  templates: ['url'],
});
