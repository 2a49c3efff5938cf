import { ignored } from '../command-plan.ts';
import type { CommandHandler } from './command-handler.ts';

/** `dashboard-change`: no element of this version lays its items out on a dashboard grid. */
export const dashboardChange: CommandHandler<'dashboard-change'> = {
  openScreenOnly: false,
  plan: () => ignored('no element of this version lays its items out on a dashboard grid'),
};
