import { describe, expect, it } from 'vitest';
import { computeDropTarget, isSingleLine, layoutDirectionOf, placeDrop, placeDropInLine, type DropCandidate } from './drop-target.ts';

// A column container at (0,0) 200×300 with three 40 px tall children, 10 px apart.
const column: DropCandidate = {
  id: 'col',
  type: 'container',
  rect: { x: 0, y: 0, width: 200, height: 300 },
  direction: 'column',
  children: [
    { id: 'a', rect: { x: 0, y: 0, width: 200, height: 40 } },
    { id: 'b', rect: { x: 0, y: 50, width: 200, height: 40 } },
    { id: 'c', rect: { x: 0, y: 100, width: 200, height: 40 } },
  ],
};
const root: DropCandidate = {
  id: 'root',
  type: 'container',
  rect: { x: 0, y: 0, width: 800, height: 600 },
  direction: 'column',
  children: [{ id: 'col', rect: column.rect }, { id: 'row', rect: { x: 0, y: 300, width: 800, height: 100 } }],
};

describe('computeDropTarget', () => {
  it('finds the index from the children midpoints and draws the line between them', () => {
    expect(computeDropTarget({ candidates: [column, root], elementType: 'button', x: 20, y: 10 })).toEqual({
      parentId: 'col',
      index: 0,
      line: { x: 0, y: -1, width: 200, height: 2 },
    });
    expect(computeDropTarget({ candidates: [column, root], elementType: 'button', x: 20, y: 30 })).toEqual({
      parentId: 'col',
      index: 1,
      line: { x: 0, y: 44, width: 200, height: 2 },
    });
    expect(computeDropTarget({ candidates: [column, root], elementType: 'button', x: 20, y: 250 })).toEqual({
      parentId: 'col',
      index: 3,
      line: { x: 0, y: 139, width: 200, height: 2 },
    });
  });

  it('uses x midpoints in a row and draws a vertical line', () => {
    const row: DropCandidate = {
      id: 'row',
      type: 'row',
      rect: { x: 0, y: 300, width: 800, height: 100 },
      direction: 'row',
      children: [
        { id: 'r1', rect: { x: 0, y: 300, width: 100, height: 100 } },
        { id: 'r2', rect: { x: 120, y: 300, width: 100, height: 100 } },
      ],
    };
    expect(computeDropTarget({ candidates: [row, root], elementType: 'label', x: 160, y: 320 })).toEqual({
      parentId: 'row',
      index: 1,
      line: { x: 109, y: 300, width: 2, height: 100 },
    });
  });

  it('skips containers that do not accept the type and leaves that refuse everything', () => {
    const tabs: DropCandidate = { ...column, id: 'tabs', type: 'tabs' };
    const label: DropCandidate = { ...column, id: 'lbl', type: 'label', children: [] };
    expect(computeDropTarget({ candidates: [label, tabs, root], elementType: 'button', x: 20, y: 10 })?.parentId).toBe('root');
    expect(computeDropTarget({ candidates: [label, tabs, root], elementType: 'container', x: 20, y: 10 })?.parentId).toBe('tabs');
    expect(computeDropTarget({ candidates: [label], elementType: 'button', x: 20, y: 10 })).toBeNull();
    expect(computeDropTarget({ candidates: [column], elementType: 'no-such-element', x: 20, y: 10 })).toBeNull();
  });

  it('never drops a node into itself or its descendants', () => {
    const inner: DropCandidate = { ...column, id: 'inner', children: [] };
    const target = computeDropTarget({ candidates: [inner, column, root], elementType: 'container', x: 20, y: 10, draggedId: 'col' });
    expect(target?.parentId).toBe('root');
    expect(computeDropTarget({ candidates: [root], elementType: 'container', x: 20, y: 10, draggedId: 'root' })).toBeNull();
  });

  it('counts the index after the move when a node moves down its own parent', () => {
    // Dragging `a` below `b`: the line sits before `c` (slot 2), `a` ends at index 1.
    expect(computeDropTarget({ candidates: [column, root], elementType: 'button', x: 20, y: 95, draggedId: 'a' })?.index).toBe(1);
    // Dragging `c` above `a`: nothing shifts.
    expect(computeDropTarget({ candidates: [column, root], elementType: 'button', x: 20, y: 5, draggedId: 'c' })?.index).toBe(0);
  });

  it('ignores unrendered children but keeps their indexes, and centres the line in an empty container', () => {
    const tabs: DropCandidate = {
      id: 'tabs',
      type: 'tabs',
      rect: { x: 0, y: 0, width: 200, height: 100 },
      direction: 'column',
      children: [
        { id: 't1', rect: { x: 0, y: 0, width: 0, height: 0 } },
        { id: 't2', rect: { x: 0, y: 20, width: 200, height: 80 } },
      ],
    };
    expect(computeDropTarget({ candidates: [tabs], elementType: 'container', x: 5, y: 90 })?.index).toBe(2);
    expect(computeDropTarget({ candidates: [tabs], elementType: 'container', x: 5, y: 30 })?.index).toBe(1);
    const empty: DropCandidate = { ...column, children: [] };
    expect(computeDropTarget({ candidates: [empty], elementType: 'button', x: 5, y: 5 })).toEqual({
      parentId: 'col',
      index: 0,
      line: { x: 0, y: 149, width: 200, height: 2 },
    });
  });
});

describe('layoutDirectionOf', () => {
  it('reads flex rows as rows and everything else as columns', () => {
    expect(layoutDirectionOf({ display: 'flex', flexDirection: 'row' })).toBe('row');
    expect(layoutDirectionOf({ display: 'inline-flex', flexDirection: 'row-reverse' })).toBe('row');
    expect(layoutDirectionOf({ display: 'flex', flexDirection: 'column' })).toBe('column');
    expect(layoutDirectionOf({ display: 'block', flexDirection: 'row' })).toBe('column');
  });
});

describe('placeDropInLine', () => {
  // A column of 1,430 cards 100 px tall, 16 px apart, the way a large screen's root lays them out.
  const cards = Array.from({ length: 1430 }, (_, i) => ({ id: `c${i}`, rect: { x: 0, y: i * 116, width: 600, height: 100 } }));
  const long: DropCandidate = { id: 'root', type: 'container', rect: { x: 0, y: 0, width: 600, height: 1430 * 116 }, direction: 'column', children: cards };

  it('places a drop where placeDrop does, reading a dozen rects instead of all', () => {
    for (const [y, dragged] of [[5, undefined], [108, undefined], [60_000, 'c3'], [60_000, 'c1400'], [1430 * 116 + 50, 'c0'], [-20, undefined]] as const) {
      const reads = new Set<number>();
      const rectOf = (index: number) => {
        reads.add(index);
        return cards[index]!.rect;
      };
      const found = placeDropInLine({ id: 'root', rect: long.rect, direction: 'column', childIds: cards.map((card) => card.id), rectOf }, 300, y, dragged);
      expect(found).toEqual(placeDrop(long, 300, y, dragged));
      expect(reads.size).toBeLessThanOrEqual(14);
    }
  });

  it('gives up on an unrendered child in its path, for placeDrop to decide', () => {
    const rectOf = (index: number) => (index === 715 ? { x: 0, y: 0, width: 0, height: 0 } : cards[index]!.rect);
    expect(placeDropInLine({ id: 'root', rect: long.rect, direction: 'column', childIds: cards.map((card) => card.id), rectOf }, 300, 10)).toBeNull();
  });

  it('searches only lines in document order', () => {
    expect(isSingleLine({ display: 'flex', flexDirection: 'column', flexWrap: 'nowrap' })).toBe(true);
    expect(isSingleLine({ display: 'block', flexDirection: 'row', flexWrap: 'wrap' })).toBe(true);
    expect(isSingleLine({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' })).toBe(false);
    expect(isSingleLine({ display: 'flex', flexDirection: 'column-reverse', flexWrap: 'nowrap' })).toBe(false);
  });
});
