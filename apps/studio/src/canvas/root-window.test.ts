import { createElementNode, type ElementNode } from '@tessera/model/definition';
import { describe, expect, it } from 'vitest';
import {
  createHeightBook,
  FIRST_ESTIMATE_PX,
  initialWindow,
  isOutOfFlow,
  isRootColumn,
  placeholderStyle,
  rangeInView,
  topLevelIndexOf,
  windowAround,
} from './root-window.ts';

function column(count: number): ElementNode {
  const root = createElementNode('container', 'root', { gap: 10 });
  for (let i = 0; i < count; i += 1) {
    const card = createElementNode('card', `c${i}`);
    card.children.push(createElementNode('label', `l${i}`));
    root.children.push(card);
  }
  return root;
}

/** Boxes of a column of 100 px children 10 px apart, from y = 0. */
const box = (index: number) => ({ top: index * 110, bottom: index * 110 + 100 });

describe('root window', () => {
  it('virtualises only a container laid out as one unwrapped column', () => {
    expect(isRootColumn(column(2), {})).toBe(true);
    expect(isRootColumn(column(2), { flexDirection: 'column', flexWrap: 'nowrap', padding: 8 })).toBe(true);
    expect(isRootColumn(createElementNode('container', 'r', { direction: 'row' }), {})).toBe(false);
    expect(isRootColumn(column(2), { flexDirection: 'row' })).toBe(false);
    expect(isRootColumn(column(2), { flexDirection: 'column-reverse' })).toBe(false);
    expect(isRootColumn(column(2), { flexWrap: 'wrap' })).toBe(false);
    expect(isRootColumn(createElementNode('column', 'r'), {})).toBe(false);
  });

  it('finds the children meeting a band by binary search, reading few boxes', () => {
    const reads: number[] = [];
    const read = (index: number) => {
      reads.push(index);
      return box(index);
    };
    expect(rangeInView(1000, read, 250, 600)).toEqual({ first: 2, last: 5 });
    expect(reads.length).toBeLessThan(25);
    // A band in a gap still yields the child after it; a band past the end, the last child.
    expect(rangeInView(1000, box, 102, 108)).toEqual({ first: 1, last: 1 });
    expect(rangeInView(5, box, 10_000, 11_000)).toEqual({ first: 4, last: 4 });
    expect(rangeInView(5, box, -500, -100)).toEqual({ first: 0, last: 0 });
    expect(rangeInView(0, box, 0, 100)).toBeNull();
  });

  it('starts with the children covering the view by estimate, and centres a window on a child', () => {
    const root = column(100);
    const heightOf = () => 90;
    expect(initialWindow(root.children, heightOf, 10, 450)).toEqual({ first: 0, last: 5 });
    expect(initialWindow(root.children.slice(0, 2), heightOf, 10, 10_000)).toEqual({ first: 0, last: 1 });
    expect(windowAround(root.children, 50, heightOf, 10, 250)).toEqual({ first: 47, last: 53 });
    expect(windowAround(root.children, 1, heightOf, 10, 250)).toEqual({ first: 0, last: 4 });
  });

  it('maps any node to the index of its top-level element, and the root to -1', () => {
    const root = column(3);
    expect(topLevelIndexOf(root, 'l2')).toBe(2);
    expect(topLevelIndexOf(root, 'c1')).toBe(1);
    expect(topLevelIndexOf(root, 'root')).toBe(-1);
    expect(topLevelIndexOf(root, 'nowhere')).toBe(-1);
  });

  it('keeps rendered heights and estimates the others by type', () => {
    const book = createHeightBook();
    const [a, b, c] = column(3).children as [ElementNode, ElementNode, ElementNode];
    const label = createElementNode('label', 'x');
    expect(book.heightOf(a)).toBe(FIRST_ESTIMATE_PX);
    const before = book.estimates;
    book.record(a, 100);
    book.record(b, 140);
    expect(book.heightOf(a)).toBe(100);
    expect(book.heightOf(c)).toBe(120);
    expect(book.heightOf(label)).toBe(120);
    expect(book.estimates).toBeGreaterThan(before);
    book.record(label, 20);
    expect(book.heightOf(createElementNode('label', 'y'))).toBe(20);
    // A re-measure replaces the child's height in the estimate; a sub-pixel change is not news.
    const counted = book.estimates;
    book.record(b, 100.4);
    expect(book.heightOf(c)).toBeCloseTo(100.2);
    expect(book.estimates).toBe(counted + 1);
    book.record(b, 100.6);
    expect(book.estimates).toBe(counted + 1);
    // …and the placeholders keep the height they show: no new height for every one of them.
    expect(book.heightOf(c)).toBeCloseTo(100.2);
  });

  it('forgets the heights of another width: the estimates start again from the next records', () => {
    const book = createHeightBook();
    const [a, b, c] = column(3).children as [ElementNode, ElementNode, ElementNode];
    book.record(a, 100);
    book.record(b, 100);
    const counted = book.estimates;
    book.forget();
    expect(book.estimates).toBe(counted + 1);
    expect(book.heightOf(b)).toBe(FIRST_ESTIMATE_PX);
    book.record(a, 260);
    expect(book.heightOf(b)).toBe(260);
    expect(book.heightOf(c)).toBe(260);
    expect(book.heightOf(a)).toBe(260);
    // Nothing recorded: nothing to forget, no news.
    const empty = createHeightBook();
    const none = empty.estimates;
    empty.forget();
    expect(empty.estimates).toBe(none);
  });

  it("gives a placeholder the child's height and margins, never its look", () => {
    const asRendered = (style: object) => style;
    expect(placeholderStyle({}, 80, asRendered)).toEqual({ height: 80, flexShrink: 0 });
    expect(placeholderStyle({ marginVertical: 8, marginLeft: 4, backgroundColor: '#ff0000' }, 80, asRendered)).toEqual({
      height: 80,
      flexShrink: 0,
      marginTop: 8,
      marginBottom: 8,
      marginLeft: 4,
    });
    expect(placeholderStyle({ margin: 6, marginTop: '2%' }, 80, asRendered)).toEqual({ height: 80, flexShrink: 0, marginTop: '2%', marginRight: 6, marginBottom: 6, marginLeft: 6 });
  });

  it('keeps children taken out of the flow rendered', () => {
    expect(isOutOfFlow({})).toBe(false);
    expect(isOutOfFlow({ position: 'relative' })).toBe(false);
    expect(isOutOfFlow({ position: 'absolute' })).toBe(true);
  });
});
