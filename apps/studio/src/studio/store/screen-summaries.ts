import type { Screen } from '@tessera/model/definition';
import type { ScreenDetail, ScreenSummary } from '@tessera/model/workspace-api';

/** The app-definition screen of a server answer (the version is kept apart, per screen). */
export function toScreen(detail: ScreenDetail): Screen {
  const screen: Screen = {
    id: detail.id,
    name: detail.name,
    kind: detail.kind,
    isMobile: detail.isMobile,
    isDesktop: detail.isDesktop,
    root: detail.root,
  };
  if (detail.masterId !== null) screen.masterId = detail.masterId;
  return screen;
}

/** The summary part of a detail (everything but the tree). */
export function toSummary(detail: ScreenDetail): ScreenSummary {
  const { root: _root, ...summary } = detail;
  return summary;
}

/** `screens` with `summary` replacing the entry of its id, or inserted after `afterId` (else at the end). */
export function withSummary(screens: readonly ScreenSummary[], summary: ScreenSummary, afterId?: string): ScreenSummary[] {
  if (screens.some((screen) => screen.id === summary.id)) return screens.map((screen) => (screen.id === summary.id ? summary : screen));
  const at = afterId === undefined ? -1 : screens.findIndex((screen) => screen.id === afterId);
  if (at < 0) return [...screens, summary];
  return [...screens.slice(0, at + 1), summary, ...screens.slice(at + 1)];
}
