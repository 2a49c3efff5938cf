/** The scroll state of the layers tree as its virtualiser last saw it (no DOM read). */
export interface RowViewport {
  /** The scroll offset, `null` before the first scroll event or measure. */
  scrollOffset: number | null;
  /** The visible height of the scrolling box, `null` before it was measured. */
  viewportHeight: number | null;
}

/**
 * Whether the row at `index` (rows of `rowHeight`) lies wholly inside the viewport. Unknown
 * geometry counts as out of view, so the caller scrolls as it did before it could tell. Asking
 * the virtualiser to scroll to a row already in view costs two forced layouts of the shell
 * (it reads `scrollHeight`), which at 10,000 elements is a large part of a select.
 */
export function isRowInView(viewport: RowViewport, index: number, rowHeight: number): boolean {
  const { scrollOffset, viewportHeight } = viewport;
  if (scrollOffset === null || viewportHeight === null || viewportHeight <= 0) return false;
  const top = index * rowHeight;
  return top >= scrollOffset && top + rowHeight <= scrollOffset + viewportHeight;
}
