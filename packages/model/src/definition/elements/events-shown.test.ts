import { describe, expect, it } from 'vitest';
import { eventsShown } from './events-shown.ts';

describe('the events an element offers', () => {
  it("shows the screen's load event on the root only, first", () => {
    expect(eventsShown(['onClick', 'onLoad'], true)).toEqual(['onLoad', 'onClick']);
    expect(eventsShown(['onClick', 'onLoad'], false)).toEqual(['onClick']);
    expect(eventsShown(['onChange', 'onBlur'], true)).toEqual(['onChange', 'onBlur']);
    expect(eventsShown([], false)).toEqual([]);
  });
});
