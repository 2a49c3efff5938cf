import { describe, expect, it } from 'vitest';
import { ACTION_INTO_DATA_REPEATER_MESSAGE } from './check-child.ts';
import { testScreen } from './op-test-kit.ts';
import { setEventActions } from './set-event-actions.ts';

const openUrl = { id: 'a1', type: 'openUrl', params: { url: 'https://example.com' } };
const message = { id: 'a2', type: 'showMessage', params: { text: 'Hi' } };

function button(project: ReturnType<typeof testScreen>) {
  const row = project.root.children[0]!;
  return row.children[0]!;
}

describe('setEventActions', () => {
  it('replaces, reorders and removes an event\'s actions, with patches that undo it', () => {
    const start = testScreen();
    const added = setEventActions(start, { nodeId: 'btn', event: 'onClick', actions: [openUrl, message] });
    if (!added.ok) throw new Error(added.error.message);
    expect(button(added.screen).events.onClick).toEqual([openUrl, message]);
    const reordered = setEventActions(added.screen, { nodeId: 'btn', event: 'onClick', actions: [message, openUrl] });
    if (!reordered.ok) throw new Error(reordered.error.message);
    expect(button(reordered.screen).events.onClick?.map((action) => action.id)).toEqual(['a2', 'a1']);
    const cleared = setEventActions(reordered.screen, { nodeId: 'btn', event: 'onClick', actions: [] });
    if (!cleared.ok) throw new Error(cleared.error.message);
    expect(button(cleared.screen).events).toEqual({});
    expect(button(start).events).toEqual({});
  });

  it('refuses a data repeater, an undeclared event, a malformed action and a repeated id', () => {
    const project = testScreen();
    const refusal = (args: Parameters<typeof setEventActions>[1]) => {
      const result = setEventActions(project, args);
      return result.ok ? undefined : result.error;
    };
    expect(refusal({ nodeId: 'rep', event: 'onClick', actions: [openUrl] })?.message).toBe(ACTION_INTO_DATA_REPEATER_MESSAGE);
    expect(refusal({ nodeId: 'btn', event: 'onHover', actions: [openUrl] })?.code).toBe('unknown-event');
    expect(refusal({ nodeId: 'btn', event: 'onClick', actions: [{ id: '', type: 'x', params: {} }] })?.code).toBe('invalid-action');
    expect(refusal({ nodeId: 'btn', event: 'onClick', actions: [openUrl, { ...message, id: 'a1' }] })?.code).toBe('duplicate-action-id');
  });

  it('refuses an unknown action type and bad params, naming where', () => {
    const project = testScreen();
    const unknown = setEventActions(project, { nodeId: 'btn', event: 'onClick', actions: [openUrl, { id: 'a9', type: 'launchRocket', params: {} }] });
    expect(unknown.ok ? undefined : unknown.error).toMatchObject({ code: 'invalid-action', params: { field: 'events.onClick[1].type' } });
    const bad = setEventActions(project, { nodeId: 'btn', event: 'onClick', actions: [{ id: 'a9', type: 'setVariable', params: { scope: 'page', name: 'x', value: '1' } }] });
    expect(bad.ok ? undefined : bad.error).toMatchObject({ code: 'invalid-action', params: { field: 'events.onClick[0].params.scope' } });
    const badError = setEventActions(project, { nodeId: 'btn', event: 'onClick', actions: [{ ...message, onError: { kind: 'navigate' } as never }] });
    expect(badError.ok ? undefined : badError.error).toMatchObject({ code: 'invalid-action', params: { field: 'events.onClick[0].onError.screenId' } });
  });

  it("sets a data repeater's item press (the Events tab), and keeps conditions and what failures show", () => {
    const action = { id: 'a5', type: 'navigate', params: { screenId: 's2', params: { id: 'item.id' } }, condition: 'item.done == false', onError: { kind: 'nothing' as const } };
    const result = setEventActions(testScreen(), { nodeId: 'rep', event: 'onItemPress', actions: [action] });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.screen.root.children[1]!.events.onItemPress).toEqual([action]);
  });
});
