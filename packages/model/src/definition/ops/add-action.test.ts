import { describe, expect, it } from 'vitest';
import { addAction } from './add-action.ts';
import { testScreen } from './op-test-kit.ts';

const action = { id: 'a1', type: 'navigate', params: { screenId: 's2' } };

describe('addAction', () => {
  it('attaches an action to a declared event', () => {
    const result = addAction(testScreen(), { nodeId: 'btn', event: 'onClick', action });
    expect(result.ok && result.screen.root.children[0]!.children[0]!.events).toEqual({ onClick: [action] });
  });

  it("refuses a data repeater with the spec's warning", () => {
    expect(addAction(testScreen(), { nodeId: 'rep', event: 'onClick', action })).toEqual({
      ok: false,
      error: { code: 'action-into-data-repeater', message: 'You can not drag action into a data repeater' },
    });
  });

  it("refuses a drop on a data repeater's item press too: it is set in the Events tab", () => {
    expect(addAction(testScreen(), { nodeId: 'rep', event: 'onItemPress', action })).toMatchObject({ ok: false, error: { code: 'action-into-data-repeater' } });
  });

  it('refuses an action the catalogue refuses', () => {
    expect(addAction(testScreen(), { nodeId: 'btn', event: 'onClick', action: { id: 'a2', type: 'navigate', params: { screen: 's2' } } })).toMatchObject({
      ok: false,
      error: { code: 'invalid-action' },
    });
  });

  it('refuses an undeclared event', () => {
    expect(addAction(testScreen(), { nodeId: 'lbl', event: 'onHover', action })).toMatchObject({
      ok: false,
      error: { code: 'unknown-event' },
    });
  });
});
