import { createElementNode, getElementDeclaration, insertNode } from '@tessera/model/definition';
import { editScreen, type CommandPlan } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** A new element of `elementType` at `index` (default: last) of `parentId`, selected. */
export function addElement(
  context: Parameters<CommandHandler<'add-child'>['plan']>[0],
  at: { screenId: string; parentId: string; elementType: string; index?: number | undefined },
): CommandPlan {
  if (!getElementDeclaration(at.elementType)) {
    return { kind: 'refused', refusal: { code: 'unknown-element-type', message: `Unknown element type '${at.elementType}'.`, params: { type: at.elementType } } };
  }
  const node = createElementNode(at.elementType, context.newId());
  const { parentId, index } = at;
  return editScreen(context, at.screenId, (screen) => insertNode(screen, { parentId, node, ...(index === undefined ? {} : { index }) }), {
    selectCreated: true,
  });
}

/** `drag-create`: a palette element dropped at a place. */
export const dragCreate: CommandHandler<'drag-create'> = {
  openScreenOnly: true,
  plan: (context, command) => addElement(context, command),
};

/** `add-child`: a child of a type at the end of a parent (a tab to tabs). */
export const addChild: CommandHandler<'add-child'> = {
  openScreenOnly: true,
  plan: (context, command) => addElement(context, command),
};
