import type { ScreenKind } from '@tessera/model/definition';

/** The design studio's modes (spec §2), in the order the mode switcher lists them. */
export const studioModes = [
  'design',
  'dataDiagramScheme',
  'workFlow',
  'reportDesigner',
  'notificationTemplate',
  'apiManagement',
  'configManager',
  'runSettings',
  'zendesk',
  'scheduledJobs',
] as const;
/** One of `studioModes`. */
export type StudioMode = (typeof studioModes)[number];

/** The mode a studio opens in when the URL names none (or names an unknown one). */
export const DEFAULT_STUDIO_MODE: StudioMode = 'design';

/**
 * The domain access (spec §6) a mode needs, by the catalogue's asset name. A mode not listed
 * here is open to every builder.
 */
export const modeAccess: Partial<Record<StudioMode, string>> = {
  workFlow: 'Workflow',
  scheduledJobs: 'Scheduled Jobs',
};

/** Whether `value` names a studio mode (the `?mode=` of the URL). */
export function isStudioMode(value: unknown): value is StudioMode {
  return typeof value === 'string' && (studioModes as readonly string[]).includes(value);
}

/**
 * Whether a workspace's accesses grant one by name. The detail lists asset names ('Workflow');
 * the catalogue keys ('workflow', 'scheduledJobs') are accepted too, ignoring case and spaces.
 */
export function hasAccess(accesses: readonly string[], access: string): boolean {
  const normal = (value: string) => value.toLowerCase().replaceAll(/\s+/g, '');
  const wanted = normal(access);
  return accesses.some((granted) => normal(granted) === wanted);
}

/** What a request to change the mode comes to; see `decideModeSwitch`. */
export type ModeSwitchDecision =
  | { kind: 'ignore' }
  | { kind: 'switch'; mode: StudioMode }
  | { kind: 'restricted'; mode: StudioMode; access: string };

/**
 * Spec §4 studio modes: switching to the current mode is ignored; `workFlow` and `scheduledJobs`
 * switch only when the workspace has their access, otherwise the licence-restriction modal names
 * the missing access. `accesses` is `undefined` while the workspace detail loads: a gated mode
 * then waits (restricted) rather than opening on a guess.
 */
export function decideModeSwitch(current: StudioMode, next: StudioMode, accesses: readonly string[] | undefined): ModeSwitchDecision {
  if (next === current) return { kind: 'ignore' };
  const access = modeAccess[next];
  if (access !== undefined && !hasAccess(accesses ?? [], access)) return { kind: 'restricted', mode: next, access };
  return { kind: 'switch', mode: next };
}

/** The kinds of screen that design mode never opens on its own (they are not pages of the app). */
const notOpenedFirst: readonly ScreenKind[] = ['report', 'master', 'component'];

/**
 * The screen design mode shows (spec §4): the last visited one when it still exists, else the
 * first screen whose kind is not report, master or component, else none.
 */
export function chooseDesignScreen(
  screens: readonly { id: string; kind: ScreenKind }[],
  lastVisitedId: string | null | undefined,
): string | null {
  if (lastVisitedId && screens.some((screen) => screen.id === lastVisitedId)) return lastVisitedId;
  return screens.find((screen) => !notOpenedFirst.includes(screen.kind))?.id ?? null;
}
