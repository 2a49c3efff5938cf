import { screenTreeLimitCodes } from '../schema/tree-limits.ts';

/**
 * Every code an edit op (and the tree check it runs) refuses with. A refusal also carries an
 * English message and the params its text names; the studio shows a translated text per code
 * (a studio test checks that every code has one in every language).
 *
 * - `node-not-found` `{ id }`, `duplicate-node-id` `{ id }`, `duplicate-action-id` `{ id }`
 * - `child-not-allowed` `{ parentType, childType }`, `unknown-element-type` `{ type }`
 * - `root-locked` `{ operation: 'move' | 'remove' | 'clone' }`, `into-own-descendant`
 * - `invalid-prop` `{ field }`, `invalid-props` `{ elementType, field }`, `invalid-style` `{ name }`,
 *   `invalid-action` `{ field }` (a malformed action, an unknown action type or bad params), `unknown-event` `{ elementType, event }`
 * - `unknown-prop` `{ elementType, prop }`, `invalid-binding` `{ prop, reason }` (`reason`: an
 *   `ExpressionErrorCode`)
 * - `invalid-clipboard`, `action-into-data-repeater`, and the tree limits (`tree-too-deep`,
 *   `tree-too-large`, `value-too-deep`)
 */
export const opRefusalCodes = [
  'node-not-found',
  'duplicate-node-id',
  'duplicate-action-id',
  'child-not-allowed',
  'unknown-element-type',
  'root-locked',
  'into-own-descendant',
  'invalid-prop',
  'invalid-props',
  'invalid-style',
  'invalid-action',
  'unknown-event',
  'unknown-prop',
  'invalid-binding',
  'invalid-clipboard',
  'action-into-data-repeater',
  screenTreeLimitCodes.tooDeep,
  screenTreeLimitCodes.tooManyElements,
  screenTreeLimitCodes.valueTooDeep,
] as const;

/** One of `opRefusalCodes`. */
export type OpRefusalCode = (typeof opRefusalCodes)[number];

/** What a `root-locked` refusal names: the operation the root does not take. */
export const rootLockedOperations = ['move', 'remove', 'clone'] as const;
