/** A copy of `items` with the item at `index` moved by `offset` (−1 up, +1 down); unchanged past either end. */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** A copy of `items` with the item at `index` replaced. */
export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

/** A copy of `items` without the item at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, at) => at !== index);
}
