import { ignored } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `select`: one node, a Shift toggle of one node, or nothing (`nodeId: null`), on the open screen. */
export const select: CommandHandler<'select'> = {
  openScreenOnly: false,
  plan(context, command) {
    if (command.screenId !== context.openScreenId) return ignored('the selection of a screen that is not open');
    if (command.nodeId === null) return { kind: 'select', selection: [] };
    if (!command.additive) return { kind: 'select', selection: [command.nodeId] };
    const has = context.selection.includes(command.nodeId);
    return { kind: 'select', selection: has ? context.selection.filter((id) => id !== command.nodeId) : [...context.selection, command.nodeId] };
  },
};
