import type { Action, ElementNode } from '@tessera/model/definition';
import { act, isValidElement, type ReactNode } from 'react';
import { AppView } from '../app/AppView.tsx';
import { createMemoryNavigation, type NavigationAdapter } from '../app/navigation-adapter.ts';
import type { AppScreen, RunnableApp } from '../app/runnable-app.ts';
import { createEndUserAuthClient } from '../clients/end-user-auth-client.ts';
import { type KeyValueStorage, memoryStorage } from '../clients/key-value-storage.ts';
import { createRestRequestClient } from '../clients/rest-request-client.ts';
import type { DataClient } from '../clients/data-client.ts';
import { memoryData } from './action-test-kit.ts';
import { type Mounted, mount } from './mount.tsx';
import { invoke } from './recording-native.ts';

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

export function runnable(screens: AppScreen[], startScreenId: string | null = null): RunnableApp {
  return {
    projectId: 'p1',
    environment: 'draft',
    screens,
    settings: { startScreenId, previewDeviceId: null, variables: [{ name: 'visits', type: 'number', initial: 0 }], environment: [] },
    dataApiBase: '/api/data/p1/draft',
    authBase: '/api/apps/p1/draft/auth',
  };
}

const noFetch = async (): Promise<Response> => {
  throw new Error('no network in this test');
};

let view: Mounted | undefined;
/** Mounts an app of `screens` (unmount it with `unmountApp` after each test). */
export function show(screens: AppScreen[] | RunnableApp, data: DataClient = memoryData({}), navigation: NavigationAdapter = createMemoryNavigation(), storage: KeyValueStorage = memoryStorage()): Mounted {
  const clients = {
    data,
    auth: createEndUserAuthClient({ projectId: 'p1', environment: 'draft', authBase: '/api/apps/p1/draft/auth', storage, fetch: noFetch }),
    rest: createRestRequestClient({ projectId: 'p1', environment: 'draft', fetch: noFetch }),
  };
  view = mount(<AppView app={Array.isArray(screens) ? runnable(screens) : screens} clients={clients} navigation={navigation} />);
  return view;
}

export function unmountApp(): void {
  view?.unmount();
  view = undefined;
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
