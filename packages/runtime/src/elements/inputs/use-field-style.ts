import { useMemo } from 'react';
import { controlStyleKeys, splitStyle } from '../../style/split-style.ts';
import type { NativeStyle } from '../../style/to-native-style.ts';

/**
 * An input's node style split between its control (text, fill, border, padding) and its field
 * (size, margins, position), once per style object.
 */
export function useFieldStyle(style: NativeStyle): { control: NativeStyle; field: NativeStyle } {
  return useMemo(() => {
    const [control, field] = splitStyle(style, controlStyleKeys);
    return { control, field };
  }, [style]);
}
