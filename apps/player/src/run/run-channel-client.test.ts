import type { RunDefinitionMessage } from '@tessera/model/releases';
import { describe, expect, it } from 'vitest';
import { type ChannelPort, type DraftMessage, listenForDraft } from './run-channel-client.ts';

function fakeChannel() {
  const posted: unknown[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  let closed = false;
  const port: ChannelPort = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, handler) => (listener = handler),
    close: () => (closed = true),
  };
  return { port, posted, deliver: (data: unknown, origin = 'http://app.test') => listener?.({ data, origin } as MessageEvent), closed: () => closed };
}

const definition = (revision: number, overrides: Partial<RunDefinitionMessage> = {}): RunDefinitionMessage => ({
  type: 'run.definition',
  projectId: 'p1',
  name: 'Tasks',
  session: 's1',
  revision,
  screens: [{ id: 'home', name: 'Home', kind: 'screen', isMobile: false, isDesktop: true, root: { id: 'r', type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] } }],
  settings: { startScreenId: null, previewDeviceId: null, variables: [], environment: [] },
  icon: null,
  previewToken: 'pt1',
  ...overrides,
});

describe('the Run tab’s channel', () => {
  it('announces itself on the project’s channel and takes newer definitions of its project only', () => {
    const channel = fakeChannel();
    const names: string[] = [];
    const received: number[] = [];
    const listener = listenForDraft('p1', (message) => received.push(message.revision), {
      origin: 'http://app.test',
      open: (name) => {
        names.push(name);
        return channel.port;
      },
    });
    expect(names).toEqual(['tessera-run:p1']);
    expect(channel.posted).toEqual([{ type: 'run.ready', projectId: 'p1' }]);

    channel.deliver(definition(1));
    channel.deliver(definition(1));
    channel.deliver(definition(0));
    channel.deliver(definition(3));
    channel.deliver(definition(9, { projectId: 'p2' }));
    channel.deliver(definition(10), 'http://evil.test');
    channel.deliver({ ...definition(11), screens: 'nope' });
    // Without the draft's preview token the tab could only be refused: not a definition.
    channel.deliver({ ...definition(12), previewToken: undefined });
    channel.deliver(definition(13, { previewToken: '' }));
    channel.deliver({ type: 'run.ready', projectId: 'p1' });
    // A reloaded studio starts a new session at revision 0.
    channel.deliver(definition(0, { session: 's2' }));
    expect(received).toEqual([1, 3, 0]);

    listener.close();
    expect(channel.closed()).toBe(true);
  });

  it('hands on why the studio cannot run, in order with the definitions, and announces itself again when asked', () => {
    const channel = fakeChannel();
    const received: DraftMessage[] = [];
    const listener = listenForDraft('p1', (message) => received.push(message), { origin: 'http://app.test', open: () => channel.port });
    const unavailable = (revision: number, reason: string) => ({ type: 'run.unavailable', projectId: 'p1', session: 's1', revision, reason });
    channel.deliver(unavailable(1, 'seat'));
    channel.deliver(unavailable(2, 'bored'));
    channel.deliver({ ...unavailable(3, 'failed'), projectId: 'p2' });
    channel.deliver(unavailable(0, 'failed'));
    channel.deliver(definition(4));
    channel.deliver(unavailable(4, 'failed'));
    expect(received.map((message) => [message.type, message.revision])).toEqual([
      ['run.unavailable', 1],
      ['run.definition', 4],
    ]);
    expect(received[0]).toMatchObject({ reason: 'seat' });
    listener.askAgain();
    expect(channel.posted).toEqual([
      { type: 'run.ready', projectId: 'p1' },
      { type: 'run.ready', projectId: 'p1' },
    ]);
    listener.close();
  });
});
