import type { Action, ElementNode } from '@tessera/model/definition';
import { act, isValidElement, type ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { AppView } from '../app/AppView.tsx';
import { createMemoryNavigation, type NavigationAdapter } from '../app/navigation-adapter.ts';
import type { AppScreen, RunnableApp } from '../app/runnable-app.ts';
import { createEndUserAuthClient } from '../clients/end-user-auth-client.ts';
import { type KeyValueStorage, memoryStorage } from '../clients/key-value-storage.ts';
import { createRestRequestClient } from '../clients/rest-request-client.ts';
import type { DataClient } from '../clients/data-client.ts';
import { memoryData } from './action-test-kit.ts';
import { type Mounted, mount } from './mount.tsx';
import { invoke, recorded } from './recording-native.ts';

/**
 * @internal A harness for `AppView` tests: an app of the given screens on memory clients, and
 * presses through the recording React Native (the test file mocks `react-native` with it).
 */
let nextAction = 0;
export const action = (type: string, params: Record<string, unknown> = {}, extra: Partial<Action> = {}): Action => ({ id: `a${++nextAction}`, type, params, ...extra });
export const node = (id: string, type: string, props: Record<string, unknown> = {}, children: ElementNode[] = [], extra: Partial<ElementNode> = {}): ElementNode => ({
  id,
  type,
  props,
  style: {},
  bindings: {},
  events: {},
  children,
  ...extra,
});
export const screen = (id: string, root: ElementNode, extra: Partial<AppScreen> = {}): AppScreen => ({ id, name: id, kind: 'screen', isMobile: true, isDesktop: true, root, ...extra });

export function runnable(screens: AppScreen[], startScreenId: string | null = null, settings: Partial<RunnableApp['settings']> = {}): RunnableApp {
  return {
    projectId: 'p1',
    environment: 'draft',
    screens,
    settings: { startScreenId, previewDeviceId: null, variables: [{ name: 'visits', type: 'number', initial: 0 }], environment: [], ...settings },
    dataApiBase: '/api/data/p1/draft',
    authBase: '/api/apps/p1/draft/auth',
  };
}

const noFetch = async (): Promise<Response> => {
  throw new Error('no network in this test');
};

/** The app's clients on memory data and storage, with no network. */
export function memoryClients(data: DataClient = memoryData({}), storage: KeyValueStorage = memoryStorage()) {
  return {
    data,
    auth: createEndUserAuthClient({ projectId: 'p1', environment: 'draft', authBase: '/api/apps/p1/draft/auth', storage, fetch: noFetch }),
    rest: createRestRequestClient({ projectId: 'p1', environment: 'draft', fetch: noFetch }),
  };
}

let view: Mounted | undefined;
/** Mounts an app of `screens` (unmounted after each test of a file that calls `resetAppViewEachTest`). */
export function show(screens: AppScreen[] | RunnableApp, data: DataClient = memoryData({}), navigation: NavigationAdapter = createMemoryNavigation(), storage: KeyValueStorage = memoryStorage()): Mounted {
  view = mount(<AppView app={Array.isArray(screens) ? runnable(screens) : screens} clients={memoryClients(data, storage)} navigation={navigation} />);
  return view;
}

/** Clears the recorded native calls before each test and unmounts the app after it. */
export function resetAppViewEachTest(): void {
  beforeEach(() => {
    recorded.length = 0;
  });
  afterEach(() => {
    view?.unmount();
    view = undefined;
  });
}

/** Lets the actions' promises (and the reads they start) settle, then React render. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 5; round += 1) await act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
}

function hasText(children: unknown, text: string): boolean {
  if (typeof children === 'string') return children.includes(text);
  if (Array.isArray(children)) return children.some((child) => hasText(child, text));
  if (isValidElement(children)) return hasText((children.props as { children?: ReactNode }).children, text);
  return false;
}
export const button = (text: string) => (props: Record<string, unknown>) => props.role === 'button' && hasText(props.children, text);
export async function press(text: string): Promise<void> {
  await act(async () => invoke('Pressable', 'onPress', button(text)));
  await settle();
}
/** The text the mounted app shows. */
export const page = (): string => view?.container.textContent ?? '';
