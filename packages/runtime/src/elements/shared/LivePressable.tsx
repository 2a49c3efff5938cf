import type { ReactNode } from 'react';
import { Pressable, type PressableProps, View } from 'react-native';
import { useRuntime } from '../../context/runtime-context.ts';

/**
 * A `Pressable` in live mode and a plain `View` on the canvas, where nothing may be pressed or
 * focused. For the parts of an element that react to presses: a checkbox, a tab, an option.
 */
export function LivePressable({ onPress, disabled, ...props }: PressableProps): ReactNode {
  const { mode } = useRuntime();
  if (mode === 'live') return <Pressable {...props} onPress={onPress} disabled={disabled} aria-disabled={disabled || undefined} />;
  return <View {...props} />;
}
