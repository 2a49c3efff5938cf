import { type ComponentType, createElement } from 'react';

/** One render of a recorded host component: its name and the props it got. */
export interface RecordedRender {
  component: string;
  props: Record<string, unknown>;
}

/** Every render of the recorded host components, in order (clear it with `recorded.length = 0`). */
export const recorded: RecordedRender[] = [];

const RECORDED = ['Pressable', 'TextInput', 'Switch', 'Text'] as const;

/**
 * `react-native` with `Pressable`, `TextInput`, `Switch` and `Text` wrapped so each render records
 * its props: a test finds an element's handlers (`onPress`, `onChangeText`...) and calls them,
 * standing in for the user. For `vi.mock('react-native', ...)`.
 */
export function recordingNative<Native extends Record<string, unknown>>(native: Native): Native {
  const wrapped: Record<string, unknown> = { ...native };
  for (const name of RECORDED) {
    const Original = native[name] as ComponentType<Record<string, unknown>>;
    wrapped[name] = function Recorded(props: Record<string, unknown>) {
      recorded.push({ component: name, props });
      return createElement(Original, props);
    };
  }
  return wrapped as Native;
}

/** The props of the latest render of `component` that `matches`; throws when there is none. */
export function latestProps(component: (typeof RECORDED)[number], matches: (props: Record<string, unknown>) => boolean = () => true): Record<string, unknown> {
  for (let index = recorded.length - 1; index >= 0; index -= 1) {
    const render = recorded[index]!;
    if (render.component === component && matches(render.props)) return render.props;
  }
  throw new Error(`No ${component} render matched`);
}

/** Calls the latest recorded `handler` of `component` that `matches`, with `args`. */
export function invoke(
  component: (typeof RECORDED)[number],
  handler: string,
  matches: (props: Record<string, unknown>) => boolean,
  ...args: unknown[]
): void {
  const callback = latestProps(component, matches)[handler];
  if (typeof callback !== 'function') throw new Error(`${component} has no ${handler}`);
  callback(...args);
}
