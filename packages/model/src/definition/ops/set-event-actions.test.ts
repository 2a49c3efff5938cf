import { describe, expect, it } from 'vitest';
import { ACTION_INTO_DATA_REPEATER_MESSAGE } from './check-child.ts';
import { testProject } from './op-test-kit.ts';
import { setEventActions } from './set-event-actions.ts';

const openUrl = { id: 'a1', type: 'openUrl', params: { url: 'https://example.com' } };
const message = { id: 'a2', type: 'showMessage', params: { text: 'Hi' } };

function button(project: ReturnType<typeof testProject>) {
  const row = project.screens[0]!.root.children[0]!;
  return row.children[0]!;
}

describe('setEventActions', () => {
  it('replaces, reorders and removes an event\'s actions, with patches that undo it', () => {
    const start = testProject();
    const added = setEventActions(start, { screenId: 's1', nodeId: 'btn', event: 'onClick', actions: [openUrl, message] });
    if (!added.ok) throw new Error(added.error.message);
    expect(button(added.project).events.onClick).toEqual([openUrl, message]);
    const reordered = setEventActions(added.project, { screenId: 's1', nodeId: 'btn', event: 'onClick', actions: [message, openUrl] });
    if (!reordered.ok) throw new Error(reordered.error.message);
    expect(button(reordered.project).events.onClick?.map((action) => action.id)).toEqual(['a2', 'a1']);
    const cleared = setEventActions(reordered.project, { screenId: 's1', nodeId: 'btn', event: 'onClick', actions: [] });
    if (!cleared.ok) throw new Error(cleared.error.message);
    expect(button(cleared.project).events).toEqual({});
    expect(button(start).events).toEqual({});
  });

  it('refuses a data repeater, an undeclared event, a malformed action and a repeated id', () => {
    const project = testProject();
    const refusal = (args: Parameters<typeof setEventActions>[1]) => {
      const result = setEventActions(project, args);
      return result.ok ? undefined : result.error;
    };
    expect(refusal({ screenId: 's1', nodeId: 'rep', event: 'onClick', actions: [openUrl] })?.message).toBe(ACTION_INTO_DATA_REPEATER_MESSAGE);
    expect(refusal({ screenId: 's1', nodeId: 'btn', event: 'onHover', actions: [openUrl] })?.code).toBe('unknown-event');
    expect(refusal({ screenId: 's1', nodeId: 'btn', event: 'onClick', actions: [{ id: '', type: 'x', params: {} }] })?.code).toBe('invalid-action');
    expect(refusal({ screenId: 's1', nodeId: 'btn', event: 'onClick', actions: [openUrl, { ...message, id: 'a1' }] })?.code).toBe('duplicate-action-id');
  });
});
