import type { ScreenKind } from '../schema/screen.ts';

/**
 * Whether a screen of this kind is a page of the running app: one it can open, navigate to and
 * link to. Only `screen` is; a master frames pages, a component is built into them and a report
 * is printed, so none of them is opened by itself (the design studio opens them only to edit).
 *
 * @example
 * app.screens.filter((screen) => isPageKind(screen.kind))
 */
export function isPageKind(kind: ScreenKind): boolean {
  return kind === 'screen';
}
