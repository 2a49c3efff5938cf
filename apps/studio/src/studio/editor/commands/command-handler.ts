import type { CommandContext, CommandPlan } from '../command-plan.ts';
import type { StudioCommand } from '../studio-command.ts';

/** The command of one `type`. */
export type CommandOf<T extends StudioCommand['type']> = Extract<StudioCommand, { type: T }>;

/**
 * How the studio takes one command type: `plan` maps it to a plan (pure: reads the context,
 * changes nothing). `openScreenOnly` edits must address the open screen; others are ignored.
 */
export interface CommandHandler<T extends StudioCommand['type']> {
  openScreenOnly: boolean;
  plan(context: CommandContext, command: CommandOf<T>): CommandPlan;
}
