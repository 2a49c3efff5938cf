import { screenKinds, type ScreenKind } from '@tessera/model/definition';
import type { ScreenSummary } from '@tessera/model/workspace-api';

/** The screens of one kind, in the order given. */
export interface ScreenGroup {
  kind: ScreenKind;
  screens: ScreenSummary[];
}

/**
 * The screens panel's groups: screens, master screens, then report and component screens; kinds
 * without screens are left out, and order within a kind is kept (the server's position order).
 */
export function groupScreens(screens: readonly ScreenSummary[]): ScreenGroup[] {
  return screenKinds
    .map((kind) => ({ kind, screens: screens.filter((screen) => screen.kind === kind) }))
    .filter((group) => group.screens.length > 0);
}
