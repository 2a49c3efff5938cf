import { canContain, getElementDeclaration } from '../elements/element-declarations.ts';
import type { DefinitionError } from '../result.ts';
import type { ElementNode } from '../schema/element-node.ts';
import { refuse, type OpResult } from './produce-op.ts';

/** The spec's warning (§5) when an action is dropped into a data repeater. */
export const ACTION_INTO_DATA_REPEATER_MESSAGE = 'You can not drag action into a data repeater';

/** Refuses a child type its parent's declaration does not accept; `undefined` when allowed. */
export function checkChildAllowed(parent: ElementNode, childType: string): OpResult | undefined {
  if (canContain(parent.type, childType)) return undefined;
  const parentLabel = getElementDeclaration(parent.type)?.label ?? parent.type;
  const childLabel = getElementDeclaration(childType)?.label ?? childType;
  return refuse('child-not-allowed', `${parentLabel} can not contain ${childLabel}.`, { parentType: parent.type, childType });
}

/** The refusal of an element id the screen does not hold. */
export function nodeNotFound(id: string): { ok: false; error: DefinitionError } {
  return refuse('node-not-found', `Element '${id}' not found.`, { id });
}
