import * as z from 'zod/mini';
import { declareAction } from './action-declaration.ts';
import { expressionSchema, nameSchema, referenceIdSchema, templateSchema, variableScopes } from './action-params.ts';

/** Sets a declared screen or app variable to an expression's value (checked against its type). */
export const setVariableAction = declareAction({
  type: 'setVariable',
  label: 'Set variable',
  group: 'variables',
  paramsSchema: z.strictObject({ scope: z.enum(variableScopes), name: nameSchema, value: expressionSchema }),
  defaults: { scope: 'screen', name: '', value: '' },
  expressions: ['value'],
  templates: [],
});

/** The looks of a message. */
export const messageTones = ['info', 'success', 'warning', 'error'] as const;
export type MessageTone = (typeof messageTones)[number];

/** Shows a short message (a toast). */
export const showMessageAction = declareAction({
  type: 'showMessage',
  label: 'Show message',
  group: 'feedback',
  paramsSchema: z.strictObject({ text: templateSchema.check(z.minLength(1, 'Enter a message.')), tone: z.optional(z.enum(messageTones)) }),
  defaults: { text: '' },
  expressions: [],
  templates: ['text'],
});

/** Opens a modal element of the screen. */
export const openModalAction = declareAction({
  type: 'openModal',
  label: 'Open modal',
  group: 'feedback',
  paramsSchema: z.strictObject({ modalId: referenceIdSchema }),
  defaults: { modalId: '' },
  expressions: [],
  templates: [],
});

/** Closes a modal element; without `modalId`, the one on top. */
export const closeModalAction = declareAction({
  type: 'closeModal',
  label: 'Close modal',
  group: 'feedback',
  paramsSchema: z.strictObject({ modalId: z.optional(referenceIdSchema) }),
  defaults: {},
  expressions: [],
  templates: [],
});

/** Checks a form's fields against their rules and its table's columns; fails on the first bad one. */
export const validateFormAction = declareAction({
  type: 'validateForm',
  label: 'Validate form',
  group: 'forms',
  paramsSchema: z.strictObject({ formId: referenceIdSchema }),
  defaults: { formId: '' },
  expressions: [],
  templates: [],
});

/**
 * Validates a form, then writes its values to its table through the data API (a new row, or the
 * row it edits); the data API's refusals show on the fields they name.
 */
export const submitFormAction = declareAction({
  type: 'submitForm',
  label: 'Submit form',
  group: 'forms',
  paramsSchema: z.strictObject({ formId: referenceIdSchema }),
  defaults: { formId: '' },
  expressions: [],
  templates: [],
});

/** Copies text to the clipboard. */
export const copyToClipboardAction = declareAction({
  type: 'copyToClipboard',
  label: 'Copy to clipboard',
  group: 'device',
  paramsSchema: z.strictObject({ text: templateSchema.check(z.minLength(1, 'Enter the text to copy.')) }),
  defaults: { text: '' },
  expressions: [],
  templates: ['text'],
});

/** Downloads a file from an address, optionally under a file name. */
export const downloadFileAction = declareAction({
  type: 'downloadFile',
  label: 'Download file',
  group: 'device',
  paramsSchema: z.strictObject({
    url: templateSchema.check(z.minLength(1, 'Enter an address.')),
    fileName: z.optional(templateSchema),
  }),
  defaults: { url: '' },
  expressions: [],
  templates: ['url', 'fileName'],
});
