import type { ElementNode } from '../schema/element-node.ts';
import type { Screen } from '../schema/screen.ts';

/** What framing reads of a screen. */
export type FramableScreen = Pick<Screen, 'id' | 'kind' | 'masterId' | 'root'>;

/**
 * A page as it runs: its tree inside its master's, and that master's inside its own. A master's
 * root frames the page: its props, style and events stay, its elements come first (a header, a
 * navigation bar), and the page's root follows as its last child, growing into the space left.
 * A `masterId` that names no master of `screens` (left out of a release, deleted, or not of kind
 * `master`) frames nothing, and a chain that comes back to a screen it passed stops there.
 * Returns `screen.root` itself when nothing frames it, so a memoised tree stays the same object.
 *
 * @example
 * <ScreenView root={framedScreenRoot(page, screensById)} />
 */
export function framedScreenRoot(screen: FramableScreen, screens: ReadonlyMap<string, FramableScreen>): ElementNode {
  return mastersOf(screen, screens).reduce<ElementNode>((inner, master) => {
    const framed: ElementNode = { ...inner, style: { flexGrow: 1, ...inner.style } };
    return { ...master.root, children: [...master.root.children, framed] };
  }, screen.root);
}

/**
 * The masters that frame a page, nearest first (the ones `framedScreenRoot` puts it in), so the
 * runtime can add their declared variables to the page's. A master's own `masterId` frames it in
 * turn; a `masterId` naming no master of `screens` ends the chain, and so does one met before.
 */
export function mastersOf(screen: FramableScreen, screens: ReadonlyMap<string, FramableScreen>): FramableScreen[] {
  const seen = new Set([screen.id]);
  const masters: FramableScreen[] = [];
  let masterId = screen.masterId;
  while (masterId !== undefined && !seen.has(masterId)) {
    const master = screens.get(masterId);
    if (!master || master.kind !== 'master') break;
    seen.add(master.id);
    masters.push(master);
    masterId = master.masterId;
  }
  return masters;
}
