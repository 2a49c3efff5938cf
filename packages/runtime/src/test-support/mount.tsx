import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createFakeContainer, type FakeElement } from './fake-dom.ts';

const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; window?: object; document?: object };
globals.IS_REACT_ACT_ENVIRONMENT = true;
// react-dom reads `window.event` for an update's priority, react-native-web's TextInput reads
// `document.activeElement`. A window without a document keeps react-native-web on its server
// path (no style sheet injected into the fake DOM).
globals.window ??= {};
globals.document ??= { activeElement: null };

/** A React tree mounted with the client renderer into a fake DOM, so it keeps state across renders. */
export interface Mounted {
  container: FakeElement;
  render(element: ReactNode): void;
  unmount(): void;
}

/** Mounts `element` with `react-dom/client` into a fake DOM, inside `act`. */
export function mount(element: ReactNode): Mounted {
  const container = createFakeContainer();
  const root: Root = createRoot(container as unknown as Element);
  const render = (next: ReactNode): void => {
    act(() => root.render(next));
  };
  render(element);
  return { container, render, unmount: () => act(() => root.unmount()) };
}
