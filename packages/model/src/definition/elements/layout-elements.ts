import * as z from 'zod/mini';
import { MAX_SCREEN_VARIABLES } from '../actions/action-params.ts';
import { variableDeclarationSchema } from '../schema/app-settings.ts';
import { declareElement } from './element-declaration.ts';

const direction = z.enum(['row', 'column']);
const align = z.enum(['start', 'center', 'end', 'stretch']);
const justify = z.enum(['start', 'center', 'end', 'space-between', 'space-around']);
const gap = z.number().check(z.nonnegative());

/**
 * A free box that holds any elements. The root of every screen is one: its `variables` are the
 * screen's variables (`screen.<name>` in expressions, fresh each time the screen opens) and its
 * `onLoad` runs when the screen opens; on any other container both are ignored.
 */
export const containerElement = declareElement({
  type: 'container',
  label: 'Container',
  group: 'layout',
  propsSchema: z.strictObject({
    direction: z.optional(direction),
    align: z.optional(align),
    justify: z.optional(justify),
    gap: z.optional(gap),
    scrollable: z.optional(z.boolean()),
    variables: z.optional(z.array(variableDeclarationSchema).check(z.maxLength(MAX_SCREEN_VARIABLES))),
  }),
  defaults: { direction: 'column', align: 'stretch', justify: 'start', gap: 0, scrollable: false, variables: [] },
  children: 'any',
  events: ['onClick', 'onLoad'],
  resizable: true,
  ownEditorProps: ['variables'],
});

/** Lays its children out side by side. */
export const rowElement = declareElement({
  type: 'row',
  label: 'Row',
  group: 'layout',
  propsSchema: z.strictObject({ align: z.optional(align), justify: z.optional(justify), gap: z.optional(gap), wrap: z.optional(z.boolean()) }),
  defaults: { align: 'start', justify: 'start', gap: 8, wrap: false },
  children: 'any',
  events: ['onClick'],
  resizable: true,
});

/** Stacks its children top to bottom. */
export const columnElement = declareElement({
  type: 'column',
  label: 'Column',
  group: 'layout',
  propsSchema: z.strictObject({ align: z.optional(align), justify: z.optional(justify), gap: z.optional(gap) }),
  defaults: { align: 'stretch', justify: 'start', gap: 8 },
  children: 'any',
  events: ['onClick'],
  resizable: true,
});

/** A raised surface with an optional title. */
export const cardElement = declareElement({
  type: 'card',
  label: 'Card',
  group: 'layout',
  propsSchema: z.strictObject({ title: z.optional(z.string()), elevation: z.optional(z.int().check(z.minimum(0), z.maximum(5))) }),
  defaults: { title: '', elevation: 1 },
  children: 'any',
  events: ['onClick'],
  resizable: true,
});

/** Tabs: each child container is one tab's content, labelled by `tabs` in the same order. */
export const tabsElement = declareElement({
  type: 'tabs',
  label: 'Tabs',
  group: 'layout',
  propsSchema: z.strictObject({ tabs: z.optional(z.array(z.string())), activeIndex: z.optional(z.int().check(z.nonnegative())) }),
  defaults: { tabs: ['Tab 1', 'Tab 2'], activeIndex: 0 },
  children: ['container'],
  events: ['onChange'],
  resizable: true,
});

/**
 * A dialog over the screen, hidden until an `openModal` action opens it (the canvas shows it in
 * place, to be designed); `closeModal`, or a press outside it when `dismissible`, closes it.
 */
export const modalElement = declareElement({
  type: 'modal',
  label: 'Modal',
  group: 'layout',
  propsSchema: z.strictObject({
    title: z.optional(z.string()),
    dismissible: z.optional(z.boolean()),
    width: z.optional(z.number().check(z.positive())),
  }),
  // 460 wide, as the component designer's modal (spec §9).
  defaults: { title: '', dismissible: true, width: 460 },
  children: 'any',
  events: ['onClose'],
  resizable: false,
});

/** A horizontal or vertical rule. */
export const dividerElement = declareElement({
  type: 'divider',
  label: 'Divider',
  group: 'layout',
  propsSchema: z.strictObject({ orientation: z.optional(z.enum(['horizontal', 'vertical'])), thickness: z.optional(gap) }),
  defaults: { orientation: 'horizontal', thickness: 1 },
  children: 'none',
  events: [],
  resizable: false,
});

/** Empty space of a fixed size, or flexible to push siblings apart. */
export const spacerElement = declareElement({
  type: 'spacer',
  label: 'Spacer',
  group: 'layout',
  propsSchema: z.strictObject({ size: z.optional(gap), flexible: z.optional(z.boolean()) }),
  defaults: { size: 16, flexible: false },
  children: 'none',
  events: [],
  resizable: true,
});
