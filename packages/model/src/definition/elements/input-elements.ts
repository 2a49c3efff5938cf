import * as z from 'zod/mini';
import { declareElement } from './element-declaration.ts';

// Every input shares these: the field name it writes into a form, its caption and states.
const field = {
  name: z.optional(z.string()),
  label: z.optional(z.string()),
  required: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
};
const fieldDefaults = { name: '', label: '', required: false, disabled: false };
const option = z.object({ value: z.string(), label: z.string() });
const options = [
  { value: 'a', label: 'Option A' },
  { value: 'b', label: 'Option B' },
];

/** A single-line text box. */
export const textInputElement = declareElement({
  type: 'textInput',
  label: 'Text input',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    value: z.optional(z.string()),
    placeholder: z.optional(z.string()),
    inputType: z.optional(z.enum(['text', 'email', 'password', 'tel', 'url', 'search'])),
    maxLength: z.optional(z.int().check(z.positive())),
  }),
  defaults: { ...fieldDefaults, value: '', placeholder: '', inputType: 'text' },
  children: 'none',
  events: ['onChange', 'onFocus', 'onBlur', 'onSubmit'],
  resizable: true,
});

/**
 * A number box (spec §5 "Number input"): rounds to `precision`, clamps to `min`/`max` on blur,
 * arrows step by `step` (10 with Shift).
 */
export const numberInputElement = declareElement({
  type: 'numberInput',
  label: 'Number input',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    value: z.optional(z.nullable(z.number())),
    min: z.optional(z.number()),
    max: z.optional(z.number()),
    step: z.optional(z.number().check(z.positive())),
    precision: z.optional(z.int().check(z.nonnegative(), z.maximum(10))),
  }),
  defaults: { ...fieldDefaults, value: null, step: 1, precision: 0 },
  children: 'none',
  events: ['onChange', 'onBlur'],
  resizable: true,
});

/** A multi-line text box (rows 4 by default, as the component designer's textarea). */
export const textAreaElement = declareElement({
  type: 'textArea',
  label: 'Text area',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    value: z.optional(z.string()),
    placeholder: z.optional(z.string()),
    rows: z.optional(z.int().check(z.positive())),
    maxLength: z.optional(z.int().check(z.positive())),
  }),
  defaults: { ...fieldDefaults, value: '', placeholder: '', rows: 4 },
  children: 'none',
  events: ['onChange', 'onBlur'],
  resizable: true,
});

/** A tick box. */
export const checkboxElement = declareElement({
  type: 'checkbox',
  label: 'Checkbox',
  group: 'inputs',
  propsSchema: z.strictObject({ ...field, checked: z.optional(z.boolean()) }),
  defaults: { ...fieldDefaults, checked: false },
  children: 'none',
  events: ['onChange'],
  resizable: false,
});

/** An on/off switch. */
export const switchElement = declareElement({
  type: 'switch',
  label: 'Switch',
  group: 'inputs',
  propsSchema: z.strictObject({ ...field, checked: z.optional(z.boolean()) }),
  defaults: { ...fieldDefaults, checked: false },
  children: 'none',
  events: ['onChange'],
  resizable: false,
});

/** One choice among options shown side by side or stacked. */
export const radioGroupElement = declareElement({
  type: 'radioGroup',
  label: 'Radio group',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    value: z.optional(z.nullable(z.string())),
    options: z.optional(z.array(option)),
    direction: z.optional(z.enum(['row', 'column'])),
  }),
  defaults: { ...fieldDefaults, value: null, options, direction: 'column' },
  children: 'none',
  events: ['onChange'],
  resizable: true,
});

/** A drop-down list (120px wide by default, as the component designer's select). */
export const selectElement = declareElement({
  type: 'select',
  label: 'Select',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    value: z.optional(z.nullable(z.string())),
    options: z.optional(z.array(option)),
    placeholder: z.optional(z.string()),
    multiple: z.optional(z.boolean()),
    searchable: z.optional(z.boolean()),
  }),
  defaults: { ...fieldDefaults, value: null, options, placeholder: '', multiple: false, searchable: false },
  children: 'none',
  events: ['onChange'],
  resizable: true,
});

/** The date/time picker display modes of spec §2: Date, Date & Time, Time. */
export const dateTimeModes = ['date', 'datetime', 'time'] as const;
/** One of `dateTimeModes`. */
export type DateTimeMode = (typeof dateTimeModes)[number];

/** A date, date-and-time or time picker; values are `YYYY-MM-DD` / `YYYY-MM-DDTHH:mm:ss` (spec §9). */
export const dateTimePickerElement = declareElement({
  type: 'dateTimePicker',
  label: 'Date / time',
  group: 'inputs',
  propsSchema: z.strictObject({
    ...field,
    mode: z.optional(z.enum(dateTimeModes)),
    value: z.optional(z.nullable(z.string())),
    min: z.optional(z.string()),
    max: z.optional(z.string()),
  }),
  defaults: { ...fieldDefaults, mode: 'date', value: null },
  children: 'none',
  events: ['onChange'],
  resizable: true,
});
