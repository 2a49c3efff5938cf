import { describe, expect, it } from 'vitest';
import { type ChannelPort, createRunChannelHost } from './run-channel-host.ts';
import { collectRunScreens } from './run-screens.ts';

function fakeChannel() {
  const posted: unknown[] = [];
  let listener: ((event: MessageEvent) => void) | null = null;
  const port: ChannelPort = { postMessage: (message) => posted.push(message), addEventListener: (_type, handler) => (listener = handler), close: () => undefined };
  return { port, posted, deliver: (data: unknown, origin = 'http://studio.test') => listener?.({ data, origin } as MessageEvent) };
}

const settings = { startScreenId: null, previewDeviceId: null, variables: [], environment: [] };
const root = { id: 'r', type: 'container', props: {}, style: {}, bindings: {}, events: {}, children: [] };
const screen = (id: string, name = id) => ({ id, name, kind: 'screen' as const, isMobile: false, isDesktop: true, root });

describe('the studio’s end of the run channel', () => {
  it('answers a Run tab of its project with the latest definition and numbers each one', () => {
    const channel = fakeChannel();
    let tabs = 0;
    const host = createRunChannelHost('p1', { origin: 'http://studio.test', session: 's1', onTab: () => (tabs += 1), open: () => channel.port });
    channel.deliver({ type: 'run.ready', projectId: 'p1' });
    expect(channel.posted).toEqual([]);
    expect(tabs).toBe(1);

    host.publish({ name: 'Tasks', screens: [screen('a')], settings, icon: null, previewToken: 'pt1' });
    host.publish({ name: 'Tasks', screens: [screen('a'), screen('b')], settings, icon: null, previewToken: 'pt1' });
    expect(channel.posted).toMatchObject([{ type: 'run.definition', projectId: 'p1', session: 's1', revision: 1 }, { revision: 2 }]);

    channel.deliver({ type: 'run.ready', projectId: 'p2' });
    channel.deliver({ type: 'run.ready', projectId: 'p1' }, 'http://evil.test');
    channel.deliver({ type: 'run.ready' });
    expect(channel.posted).toHaveLength(2);
    expect(tabs).toBe(1);

    channel.deliver({ type: 'run.ready', projectId: 'p1' });
    expect(channel.posted).toHaveLength(3);
    expect(channel.posted[2]).toMatchObject({ revision: 2, screens: [{ id: 'a' }, { id: 'b' }] });
    expect(host.hasTabs()).toBe(true);
  });

  it('tells the tabs why it cannot run the draft, in the same numbering, and a tab that opens later too', () => {
    const channel = fakeChannel();
    const host = createRunChannelHost('p1', { origin: 'http://studio.test', session: 's1', open: () => channel.port });
    host.unavailable('seat');
    expect(channel.posted).toEqual([{ type: 'run.unavailable', projectId: 'p1', session: 's1', revision: 1, reason: 'seat' }]);
    channel.deliver({ type: 'run.ready', projectId: 'p1' });
    expect(channel.posted[1]).toEqual(channel.posted[0]);
    host.publish({ name: 'Tasks', screens: [screen('a')], settings, previewToken: 'pt1', icon: null });
    expect(channel.posted[2]).toMatchObject({ type: 'run.definition', revision: 2 });
  });
});

describe('collecting the screens to run', () => {
  it('takes loaded screens as they are and fetches the others once per stored version', async () => {
    const fetched: string[] = [];
    const fetchScreen = async (id: string) => {
      fetched.push(id);
      return screen(id, `stored ${id}`);
    };
    const cache = new Map();
    const summaries = [{ id: 'a', version: 1 }, { id: 'b', version: 3 }] as never[];
    const edited = screen('a', 'edited a');
    expect((await collectRunScreens(summaries, [edited], fetchScreen, cache)).map((s) => s.name)).toEqual(['edited a', 'stored b']);
    await collectRunScreens(summaries, [edited], fetchScreen, cache);
    expect(fetched).toEqual(['b']);
    await collectRunScreens([{ id: 'a', version: 1 }, { id: 'b', version: 4 }] as never[], [edited], fetchScreen, cache);
    expect(fetched).toEqual(['b', 'b']);
  });
});
