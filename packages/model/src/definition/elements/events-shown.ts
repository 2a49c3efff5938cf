/** The event of the screen's root container that runs when the screen opens. */
export const SCREEN_LOAD_EVENT = 'onLoad';

/**
 * The events an element offers the builder: the ones it declares, except the screen's load event
 * on a container that is not the root (it never runs there); on the root it comes first. The
 * first one is the element's main event (what an action dropped on its layer joins, what the
 * canvas's "Actions…" opens).
 */
export function eventsShown(declared: readonly string[], isRoot: boolean): string[] {
  if (!declared.includes(SCREEN_LOAD_EVENT)) return [...declared];
  const others = declared.filter((event) => event !== SCREEN_LOAD_EVENT);
  return isRoot ? [SCREEN_LOAD_EVENT, ...others] : others;
}
