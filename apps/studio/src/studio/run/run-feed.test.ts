import { defaultAppSettings } from '@tessera/model/definition';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeStudio } from '../test-kit/fake-studio.ts';
import type { RunApp } from '../store/studio-state.ts';
import { startRunFeed } from './run-feed.ts';

async function openHome() {
  const kit = fakeStudio();
  await kit.studio.loadScreens();
  await kit.studio.openScreen('home');
  return kit;
}

function feedOf(kit: Awaited<ReturnType<typeof openHome>>, options: { tabs?: boolean } = {}) {
  const gathered: RunApp[] = [];
  const published: RunApp[] = [];
  const gather = vi.fn(async (): Promise<RunApp> => {
    const app = { screens: kit.state().definition.screens, settings: defaultAppSettings() };
    gathered.push(app);
    return app;
  });
  const feed = startRunFeed(kit.studio.store, { gather, delayMs: 150, retryMs: 2000, tabs: { wanted: () => options.tabs ?? false, publish: (app) => published.push(app) } });
  return { feed, gather, gathered, published };
}

describe('the run feed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('editing without a Run preview or a Run tab gathers nothing', async () => {
    const kit = await openHome();
    const { gather } = feedOf(kit);
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    await vi.runAllTimersAsync();
    expect(gather).not.toHaveBeenCalled();
    expect(kit.state().runApp).toBeNull();
  });

  test('the Run preview gets the app at once, again after a change, and drops it when it stops', async () => {
    const kit = await openHome();
    const { gather, gathered, published } = feedOf(kit);
    kit.studio.setRunning(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(gather).toHaveBeenCalledTimes(1);
    expect(kit.state().runApp).toBe(gathered[0]);
    kit.studio.store.setState({ screens: [...kit.state().screens] });
    await vi.advanceTimersByTimeAsync(149);
    expect(gather).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.state().runApp).toBe(gathered[1]);
    kit.studio.setRunning(false);
    expect(kit.state().runApp).toBeNull();
    expect(published).toEqual([]);
  });

  test('a gathering that ends after the preview stopped leaves no app behind', async () => {
    const kit = await openHome();
    let finish: (app: RunApp) => void = () => {};
    startRunFeed(kit.studio.store, {
      gather: () => new Promise<RunApp>((resolve) => (finish = resolve)),
      delayMs: 150,
      retryMs: 2000,
      tabs: { wanted: () => false, publish: () => {} },
    });
    kit.studio.setRunning(true);
    await vi.advanceTimersByTimeAsync(0);
    kit.studio.setRunning(false);
    finish({ screens: [], settings: defaultAppSettings() });
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.state().runApp).toBeNull();
  });

  test('a failed gathering is tried again while the preview waits for the app, not after it stops', async () => {
    const kit = await openHome();
    const app = { screens: [], settings: defaultAppSettings() };
    const gather = vi.fn<() => Promise<RunApp>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(app).mockRejectedValue(new Error('offline'));
    startRunFeed(kit.studio.store, { gather, delayMs: 150, retryMs: 2000, tabs: { wanted: () => false, publish: () => {} } });
    kit.studio.setRunning(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.state().runApp).toBeNull();
    await vi.advanceTimersByTimeAsync(1999);
    expect(gather).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.state().runApp).toBe(app);
    kit.studio.setRunning(false);
    kit.studio.setRunning(true);
    await vi.advanceTimersByTimeAsync(0);
    kit.studio.setRunning(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(gather).toHaveBeenCalledTimes(3);
  });

  test('Run tabs get each gathering; a stopped feed gathers nothing more', async () => {
    const kit = await openHome();
    const { feed, gather, published } = feedOf(kit, { tabs: true });
    feed.schedule();
    await vi.advanceTimersByTimeAsync(150);
    expect(published).toHaveLength(1);
    expect(kit.state().runApp).toBeNull();
    feed.stop();
    kit.studio.dispatch({ type: 'drag-create', screenId: 'home', elementType: 'label', parentId: 'root' });
    await vi.runAllTimersAsync();
    expect(gather).toHaveBeenCalledTimes(1);
  });
});
