import { ignored, type CommandContext, type CommandPlan } from './command-plan.ts';
import { commandHandlers, type CommandHandler } from './commands/index.ts';
import type { StudioCommand } from './studio-command.ts';

/**
 * Maps a canvas message (spec §4) or a shell edit to the model's pure ops through its handler
 * (`commands/`). Pure: reads the context, changes nothing, and returns the plan; a refused op
 * becomes a `refused` plan and the state stays as it was. Edits address a loaded screen; every
 * edit but a paste (which may land on any loaded screen) must address the open one.
 */
export function applyCanvasMessage(context: CommandContext, command: StudioCommand): CommandPlan {
  const handler = commandHandlers[command.type] as CommandHandler<StudioCommand['type']> | undefined;
  if (!handler) return ignored(`unknown command ${JSON.stringify(command)}`);
  if (handler.openScreenOnly && 'screenId' in command && command.screenId !== context.openScreenId) return ignored('an edit of a screen that is not open');
  return handler.plan(context, command as never);
}
